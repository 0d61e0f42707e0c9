import { Box, Button } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { useDetailRecord } from '../../src/api/useDetailRecord';
import { BackLink } from '../../src/components/BackLink';
import { PageHeading } from '../../src/components/PageHeading';
import { ErrorState, LoadingState } from '../../src/components/States';
import { ContactCard } from './ContactCard';
import { LicenseCards } from './LicenseCards';
import { ProducerContracts } from './ProducerContracts';
import type { ProducerSummary } from './types';
import { producerPaths } from '../../src/routing/producerPaths';

const BackToList = () => <BackLink to={producerPaths.list()} label="app.status.backToProducers" />;

// A 403 is also what an agent without an active contract under the agency gets: the same producer error as 404.
const ERROR_BY_STATUS: Record<number, string> = {
    404: 'messages.status.agentDetailsUnavailable',
    403: 'messages.status.agentDetailsUnavailable',
};
const errorMessage = (error: unknown) =>
    ERROR_BY_STATUS[(error as { status?: number } | null)?.status ?? 0] ?? 'messages.errors.generic';

export const ProducerShow = () => {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const {
        record: producer,
        error,
        notFound,
        refetch,
    } = useDetailRecord<ProducerSummary>('producers', id, { enabled: id !== '' });

    if (!producer)
        return (
            <>
                <BackToList />
                <PageHeading title={translate('resources.producers.detail.title')} />
                {error ? (
                    // No new try finds an agent the agency cannot retrieve: only the way back.
                    <ErrorState message={errorMessage(error)} retry={notFound ? null : refetch} />
                ) : (
                    <LoadingState />
                )}
            </>
        );

    const name = `${producer.first_name} ${producer.last_name}`.trim();
    return (
        <>
            <BackToList />
            <PageHeading
                title={name}
                actions={
                    <Button
                        component={RouterLink}
                        to={producerPaths.readiness(id)}
                        variant="outlined"
                        startIcon={<FactCheckIcon />}
                    >
                        {translate('resources.producers.detail.readiness')}
                    </Button>
                }
            />
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
                    alignItems: 'start',
                    mb: 2,
                }}
            >
                <ContactCard producer={producer} />
                <LicenseCards licenses={producer.licenses ?? []} />
            </Box>
            <ProducerContracts agentId={producer.id} agentName={name} />
        </>
    );
};
