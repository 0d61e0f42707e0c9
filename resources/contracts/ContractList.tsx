import { useMemo } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/GroupAdd';
import RequestIcon from '@mui/icons-material/NoteAdd';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { byLongestWait, pendingAge } from '../../src/domain/pendingAge';
import { sentOnFor } from '../../src/domain/sentContractRequests';
import { PageHeading } from '../../src/components/PageHeading';
import { laterComponent } from '../../src/components/laterCode';
import { LoadingState } from '../../src/components/States';
import { QueryState } from '../../src/components/QueryState';
import { usePortal } from '../../src/portal/PortalScope';
import { isAgency } from '../../src/api/owner';
import { ContractCard } from './ContractCard';
import { ContractFilters } from './ContractFilters';
import { rtsPlanYears } from '../../src/domain/readyToSell';
import { contractStateOf, useContractFilters } from './statusFilter';
import type { Contract } from './types';

/** Its own chunk: code for the Pending list only, not for the contract cards every visit lands on. */
const FollowUpContact = laterComponent(
    () => import('../../src/components/FollowUpContact').then(module => module.FollowUpContact),
    LoadingState
);

const ProducersPendingNote = laterComponent(
    () => import('./ProducersPendingNote').then(module => module.ProducersPendingNote),
    LoadingState
);

/** The API does not page contracts: the whole list of a status is loaded and filtered here. */
const ALL = { page: 1, perPage: 10_000 };

/** The carrier filter matches any part of the insurer's name, ignoring case. */
const byCarrier = (contracts: Contract[], carrier: string) => {
    const wanted = carrier.trim().toLocaleLowerCase();
    return wanted ? contracts.filter(contract => contract.Insurer.toLocaleLowerCase().includes(wanted)) : contracts;
};

export const ContractList = () => {
    const translate = useTranslate();
    const portal = usePortal();
    // The carrier filter runs on the loaded list (no request), once typing has paused (DebouncedTextField).
    const { filters, options, setStatus, setCarrier } = useContractFilters();
    const { status, carrier } = filters;
    const { data, total, isPending, error, refetch } = useGetList<Contract>('contracts', {
        filter: { status },
        pagination: ALL,
    });
    const pending = status === 'Pending';
    // Pending contracts come longest wait first (the ones to follow up at the top); the others as the API sends them.
    const shown = useMemo(() => {
        const cards = byCarrier(data ?? [], carrier).map(contract => ({
            contract,
            age: pending ? pendingAge(contract.StartDate, sentOnFor(portal, contract)) : undefined,
        }));
        return pending ? byLongestWait(cards) : cards;
    }, [data, carrier, pending, portal]);
    const rtsYears = rtsPlanYears();
    const count =
        shown.length === total
            ? translate('resources.contracts.list.count', { smart_count: total })
            : translate('resources.contracts.list.filteredCount', { shown: shown.length, smart_count: total });

    return (
        <>
            <PageHeading
                title={translate('resources.contracts.list.title')}
                actions={
                    <>
                        {isAgency(portal) && (
                            <Button
                                component={RouterLink}
                                to="/contracts/downlinerequest"
                                variant="contained"
                                startIcon={<AddIcon />}
                            >
                                {translate('resources.contracts.actions.addAgentContracts')}
                            </Button>
                        )}
                        <Button
                            component={RouterLink}
                            to="/contracts/request"
                            variant="outlined"
                            startIcon={<RequestIcon />}
                        >
                            {translate('resources.contracts.actions.requestAgentContracts')}
                        </Button>
                    </>
                }
            />
            <ContractFilters
                status={status}
                statusOptions={options}
                onStatusChange={setStatus}
                carrier={carrier}
                onCarrierChange={setCarrier}
            />
            {pending && isAgency(portal) && <ProducersPendingNote />}
            <QueryState
                query={{ isPending, error, data: isPending ? undefined : shown, refetch }}
                error="resources.contracts.messages.loadError"
                empty="resources.contracts.messages.noneFound"
            >
                {cards => (
                    <>
                        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
                            {pending
                                ? translate('resources.contracts.list.withOrder', {
                                      count,
                                      order: translate('resources.contracts.list.longestWaitFirst'),
                                  })
                                : count}
                        </Typography>
                        {pending && (
                            <Alert severity="info" icon={false} role="note" sx={{ mb: 2 }}>
                                <FollowUpContact />
                            </Alert>
                        )}
                        <Box
                            component="ul"
                            aria-label={translate('resources.contracts.list.label')}
                            sx={{
                                listStyle: 'none',
                                p: 0,
                                m: 0,
                                display: 'grid',
                                gap: 2,
                                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
                            }}
                        >
                            {cards.map(({ contract, age }) => (
                                <li key={contract.id}>
                                    <ContractCard
                                        contract={contract}
                                        rtsYears={rtsYears}
                                        age={age}
                                        status={contractStateOf(status)}
                                    />
                                </li>
                            ))}
                        </Box>
                    </>
                )}
            </QueryState>
        </>
    );
};
