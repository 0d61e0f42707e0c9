import { useDownline } from '../../src/api/useDownline';
import { useMemo } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { BackLink } from '../../src/components/BackLink';
import { PageHeading } from '../../src/components/PageHeading';
import { EmptyState } from '../../src/components/States';
import { usePortal } from '../../src/portal/PortalScope';
import { useAddressState } from '../../src/routing/useAddressState';
import { readFilters, writeFilters } from './filters';
import { ProducerPicker } from './ProducerPicker';
import { ReadinessView } from './ReadinessView';
import type { ReadinessSubject } from './types';
import { producerPaths } from '../../src/routing/producerPaths';

const T = 'resources.readiness';
const SELF: ReadinessSubject = { type: 'self' };

/** A producer in the address who is not in the agency's downline is said to be so, with the choice offered. */
export const ReadinessPage = () => {
    const translate = useTranslate();
    const { state: filters, update } = useAddressState({ read: readFilters, write: writeFilters });
    const agency = usePortal().type === 'agency';
    const producers = useDownline({ enabled: agency });
    const choices = useMemo(
        () => producers.data?.map(option => ({ id: String(option.id), name: option.name })),
        [producers.data]
    );
    if (!agency) return <ReadinessView subject={SELF} filters={filters} update={update} />;
    const chosen = filters.producer;
    const picker = (
        <ProducerPicker
            producers={choices}
            isError={producers.isError}
            retry={producers.refetch}
            chosen={chosen}
            // Another producer has other states and carriers: the other filters start over.
            onChoose={producer => update(current => ({ year: current.year, producer }))}
        />
    );
    const outsideDownline = chosen !== undefined && choices !== undefined && !choices.some(({ id }) => id === chosen);
    if (chosen && !outsideDownline)
        return (
            <ReadinessView
                key={chosen}
                subject={{ type: 'producer', agentId: chosen }}
                filters={filters}
                update={update}
                knownName={choices?.find(option => option.id === chosen)?.name}
                above={picker}
            />
        );
    return (
        <>
            <PageHeading title={translate(`${T}.title`)} />
            {picker}
            {outsideDownline ? (
                <Alert severity="warning">{translate(`${T}.producer.notInDownline`, { id: chosen })}</Alert>
            ) : (
                <EmptyState message={`${T}.producer.prompt`} />
            )}
        </>
    );
};

export const ProducerReadinessPage = () => {
    const { agentId = '' } = useParams();
    const { state: filters, update } = useAddressState({ read: readFilters, write: writeFilters });
    const subject = useMemo(() => ({ type: 'producer', agentId }) as const, [agentId]);
    return (
        <>
            <BackLink to={producerPaths.detail(agentId)} label={`${T}.backToProducer`} />
            <ReadinessView subject={subject} filters={filters} update={update} />
        </>
    );
};
