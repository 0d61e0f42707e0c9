import { useMemo } from 'react';
import { Box, Divider, Link, List, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { portalContractsQuery } from '../../src/api/portalContracts';
import { useAreaApi } from '../../src/api/useAreaApi';
import { FollowUpContact } from '../../src/components/FollowUpContact';
import { PendingAgeNote } from '../../src/components/PendingAgeNote';
import { QueryState } from '../../src/components/QueryState';
import { byLongestWait, pendingAge, type PendingAge } from '../../src/domain/pendingAge';
import { sentOnFor } from '../../src/domain/sentContractRequests';
import type { Portal } from '../../src/portal/types';
import { CardListItem, DashboardCard, listHeight, VIEW_ALL_PX, ViewAllLink } from './DashboardCard';
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
/** A row's wait and its level ("Waited 20 days, over two weeks"): one line on a laptop, two on a phone. */
const WAIT_LINES = { phone: 2, wider: 1 };
/** The count above the list (two lines on a phone), the divider and whom to follow up with (name, email, phone). */
const COUNT_PX = { phone: 50, wider: 29 };
const FOLLOW_UP_PX = { phone: 118, wider: 97 };
const DIVIDER_PX = 25;
const CARD_HEIGHT = listHeight(AGING_CARD_ROWS, WAIT_LINES, {
    phone: COUNT_PX.phone + DIVIDER_PX + FOLLOW_UP_PX.phone + VIEW_ALL_PX,
    wider: COUNT_PX.wider + DIVIDER_PX + FOLLOW_UP_PX.wider + VIEW_ALL_PX,
});

/**
 * Aging pending contracts: the portal's pending contracts, longest wait first, each with its wait
 * (7 and 14 days highlighted) and whom to follow up with. The contracts area's own list call, whole, under the
 * key the other views beside the contracts list read the portal's Pending contracts by (renewals at risk's card
 * too): one call for all of them.
 */
export const AgingContractsCard = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const api = useAreaApi<DataProvider>();
    const contracts = useQuery({
        ...portalContractsQuery(api, portal, 'Pending'),
        select: answer => answer.list as PendingContractRecord[],
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
        <DashboardCard title={text('cards.agingContracts.title')} minHeight={CARD_HEIGHT}>
            <QueryState
                query={contracts}
                error={text('cards.agingContracts.error')}
                empty={text('cards.agingContracts.empty')}
            >
                {() => (
                    <>
                        <Typography
                            variant="body2"
                            role="status"
                            sx={{ mb: 1, minHeight: { xs: COUNT_PX.phone - 8, sm: COUNT_PX.wider - 8 } }}
                        >
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
                        <Box sx={{ minHeight: { xs: FOLLOW_UP_PX.phone, sm: FOLLOW_UP_PX.wider } }}>
                            <FollowUpContact portal={portal} />
                        </Box>
                    </>
                )}
            </QueryState>
            <ViewAllLink to="/contracts?status=Pending" label={text('cards.agingContracts.viewAll')} />
        </DashboardCard>
    );
};

const AgingRow = ({ contract, age }: { contract: PendingContractRecord; age?: PendingAge }) => (
    <CardListItem
        lines={WAIT_LINES}
        primary={
            <Link component={RouterLink} to={`/contracts/${encodeURIComponent(String(contract.id))}`}>
                {contract.Insurer}
            </Link>
        }
        secondary={age && <PendingAgeNote age={age} />}
    />
);
