import { Link, List } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { Money } from '../../src/components/Money';
import { QueryState } from '../../src/components/QueryState';
import { useFormatters } from '../../src/components/formatting';
import { RECENT_STATEMENTS } from './api';
import { RECENT_STATEMENTS_HEIGHT, STATEMENT_LINES } from './cardHeights';
import { CardListItem, DashboardCard, ViewAllLink } from './DashboardCard';
import { text } from './text';

interface StatementRecord extends RaRecord {
    StatementDate?: string | null;
    Payout?: number | null;
}

/** The statements area's own list call, so its definition stays in one place. */
export const RecentStatementsCard = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const statements = useGetList<StatementRecord>('statements', {
        pagination: { page: 1, perPage: RECENT_STATEMENTS },
        sort: { field: 'StatementDate', order: 'DESC' },
        filter: {},
    });
    return (
        <DashboardCard title={text('cards.recentStatements.title')} minHeight={RECENT_STATEMENTS_HEIGHT}>
            <QueryState
                query={statements}
                error={text('cards.recentStatements.error')}
                empty={text('cards.recentStatements.empty')}
            >
                {rows => (
                    <List dense disablePadding aria-label={translate(text('cards.recentStatements.list'))}>
                        {rows.map(row => {
                            const day = date(row.StatementDate) || String(row.id);
                            return (
                                <CardListItem
                                    key={String(row.id)}
                                    lines={STATEMENT_LINES}
                                    primary={
                                        <Link
                                            component={RouterLink}
                                            to={`/statements/${encodeURIComponent(String(row.id))}`}
                                            aria-label={translate(text('cards.recentStatements.open'), {
                                                date: day,
                                            })}
                                        >
                                            {day}
                                        </Link>
                                    }
                                    secondary={
                                        typeof row.Payout === 'number' ? (
                                            <>
                                                {translate(text('cards.recentStatements.payout'))}:{' '}
                                                <Money value={row.Payout} />
                                            </>
                                        ) : null
                                    }
                                />
                            );
                        })}
                    </List>
                )}
            </QueryState>
            <ViewAllLink to="/statements" label={text('cards.recentStatements.viewAll')} />
        </DashboardCard>
    );
};
