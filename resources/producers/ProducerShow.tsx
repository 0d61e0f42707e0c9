import { Box, Button } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { ErrorState, LoadingState } from '../../src/components/States';
import { ContactCard } from './ContactCard';
import { LicenseCards } from './LicenseCards';
import { ProducerContracts } from './ProducerContracts';
import type { ProducerSummary } from './types';

/** Back to the list as the user left it (filters, page, sort), when they came from it. */
const BackToList = () => {
    const translate = useTranslate();
    const { state } = useLocation();
    const listSearch = typeof state?.listSearch === 'string' ? state.listSearch : '';
    return (
        <Button component={RouterLink} to={`/producers${listSearch}`} startIcon={<BackIcon />} sx={{ mt: 1 }}>
            {translate('app.status.backToProducers')}
        </Button>
    );
};

/** A 404 means the agent is not retrievable for this agency (spec part 1 §2); anything else is generic. */
const errorMessage = (error: unknown) =>
    (error as { status?: number } | null)?.status === 404
        ? 'messages.status.agentDetailsUnavailable'
        : 'messages.errors.generic';

/** /producers/{agentId}: a downline producer's contact details, licenses and contracts under the agency. */
export const ProducerShow = () => {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const { data: producer, error } = useGetOne<ProducerSummary>('producers', { id }, { enabled: id !== '' });

    if (!producer)
        return (
            <>
                <BackToList />
                <PageHeading title={translate('resources.producers.detail.title')} />
                {error ? <ErrorState message={errorMessage(error)} /> : <LoadingState />}
            </>
        );

    const name = `${producer.first_name} ${producer.last_name}`.trim();
    return (
        <>
            <BackToList />
            <PageHeading title={name} />
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
