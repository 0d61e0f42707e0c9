import { useMemo } from 'react';
import { Box, Divider, Link, List, ListItem, Typography } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { FollowUpContact } from '../../src/components/FollowUpContact';
import { PendingAgeNote } from '../../src/components/PendingAgeNote';
import { QueryState } from '../../src/components/QueryState';
import { byLongestWait, pendingAge, type PendingAge } from '../../src/domain/pendingAge';
import { sentOnFor } from '../../src/domain/sentContractRequests';
import type { Portal } from '../../src/portal/types';
import { DashboardCard, ViewAllLink } from './DashboardCard';
import { text } from './useDashboardApi';

/** What the card reads of the contracts area's records (its getList with the Pending filter). */
interface PendingContractRecord extends RaRecord {
    Insurer: string;
    MarketingLevel?: string | null;
    StartDate: string;
    PolicyTypes?: ReadonlyArray<{ Abbreviation: string }> | null;
}

/** The longest waits the card lists; the rest are on the contracts list. */
export const AGING_CARD_ROWS = 5;
/** The contracts call is not paged: the whole Pending list, as the contracts list loads it (one call for both). */
const ALL = { page: 1, perPage: 10_000 };

/**
 * Aging pending contracts (issue 20): the portal's pending contracts, longest wait first, each with its wait
 * (7 and 14 days highlighted) and whom to follow up with. The contracts area's own list call, so the card and
 * the Pending list share its definition and its answer.
 */
export const AgingContractsCard = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const contracts = useGetList<PendingContractRecord>('contracts', {
        filter: { status: 'Pending' },
        pagination: ALL,
    });
    const aged = useMemo(
        () =>
            byLongestWait(
                (contracts.data ?? []).map(contract => ({
                    contract,
                    age: pendingAge(contract.StartDate, sentOnFor(portal, contract)),
                }))
            ),
        [contracts.data, portal]
    );
    const waitingLong = aged.filter(({ age }) => age && age.level !== 'recent').length;
    return (
        <DashboardCard title={text('cards.agingContracts.title')} minHeight={220}>
            <QueryState
                query={contracts}
                error={text('cards.agingContracts.error')}
                empty={text('cards.agingContracts.empty')}
            >
                {() => (
                    <>
                        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
                            {translate(text('cards.agingContracts.count'), {
                                smart_count: aged.length,
                                waitingLong,
                            })}
                        </Typography>
                        <List dense disablePadding aria-label={translate(text('cards.agingContracts.list'))}>
                            {aged.slice(0, AGING_CARD_ROWS).map(({ contract, age }) => (
                                <AgingRow key={String(contract.id)} contract={contract} age={age} />
                            ))}
                        </List>
                        <Divider sx={{ my: 1.5 }} />
                        <FollowUpContact portal={portal} />
                    </>
                )}
            </QueryState>
            <ViewAllLink to="/contracts?status=Pending" label={text('cards.agingContracts.viewAll')} />
        </DashboardCard>
    );
};

const AgingRow = ({ contract, age }: { contract: PendingContractRecord; age?: PendingAge }) => (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
        <Link component={RouterLink} to={`/contracts/${encodeURIComponent(String(contract.id))}`}>
            {contract.Insurer}
        </Link>
        {age && (
            <Box sx={{ mt: 0.25 }}>
                <PendingAgeNote age={age} />
            </Box>
        )}
    </ListItem>
);
