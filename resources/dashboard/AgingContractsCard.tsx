import { useMemo } from 'react';
import { Box, Divider, Link, List, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { FollowUpContact } from '../../src/components/FollowUpContact';
import { PendingAgeNote } from '../../src/components/PendingAgeNote';
import { QueryState } from '../../src/components/QueryState';
import { byLongestWait, pendingAge, type PendingAge } from '../../src/domain/pendingAge';
import { sentOnFor } from '../../src/domain/sentContractRequests';
import type { Portal } from '../../src/portal/types';
import {
    AGING_CARD_HEIGHT,
    AGING_CARD_ROWS,
    AGING_COUNT_PX,
    AGING_FOLLOW_UP_PX,
    AGING_WAIT_LINES,
} from './cardHeights';
import { usePendingContracts } from './api';
import { CardListItem, DashboardCard, ViewAllLink } from './DashboardCard';
import type { PendingContractRecord } from './types';
import { text } from './text';

export const AgingContractsCard = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const contracts = usePendingContracts();
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
        <DashboardCard title={text('cards.agingContracts.title')} minHeight={AGING_CARD_HEIGHT}>
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
                            sx={{ mb: 1, minHeight: { xs: AGING_COUNT_PX.phone - 8, sm: AGING_COUNT_PX.wider - 8 } }}
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
                        <Box sx={{ minHeight: { xs: AGING_FOLLOW_UP_PX.phone, sm: AGING_FOLLOW_UP_PX.wider } }}>
                            <FollowUpContact />
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
        lines={AGING_WAIT_LINES}
        primary={
            <Link component={RouterLink} to={`/contracts/${encodeURIComponent(String(contract.id))}`}>
                {contract.Insurer}
            </Link>
        }
        secondary={age && <PendingAgeNote age={age} />}
    />
);
