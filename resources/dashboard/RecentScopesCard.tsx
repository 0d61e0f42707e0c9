import { List } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { QueryState } from '../../src/components/QueryState';
import { useFormatters } from '../../src/components/formatting';
import { useSoaStatusName } from '../../src/components/soaStatusName';
import { RECENT_SOAS } from './api';
import { RECENT_SOAS_HEIGHT, SOA_LINES } from './cardHeights';
import { CardListItem, DashboardCard, ViewAllLink } from './DashboardCard';
import { text } from './text';

interface SoaRecord extends RaRecord {
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
    date_requested?: string | null;
    status?: string | null;
}

// SOAs have no page of their own: the card leads to the SOA list, where their actions are.
export const RecentScopesCard = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const scopes = useGetList<SoaRecord>('scopes', {
        pagination: { page: 1, perPage: RECENT_SOAS },
        sort: { field: 'date_requested', order: 'DESC' },
        filter: {},
    });
    const status = useSoaStatusName();
    return (
        <DashboardCard title={text('cards.recentScopes.title')} minHeight={RECENT_SOAS_HEIGHT}>
            <QueryState
                query={scopes}
                error={text('cards.recentScopes.error')}
                empty={text('cards.recentScopes.empty')}
            >
                {rows => (
                    <List dense disablePadding aria-label={translate(text('cards.recentScopes.list'))}>
                        {rows.map(row => (
                            <CardListItem
                                key={String(row.id)}
                                lines={SOA_LINES}
                                primary={
                                    [row.first_name, row.last_name].filter(Boolean).join(' ') ||
                                    row.email ||
                                    String(row.id)
                                }
                                secondary={[
                                    status(row.status),
                                    row.date_requested
                                        ? translate(text('cards.recentScopes.requested'), {
                                              date: date(row.date_requested),
                                          })
                                        : null,
                                ]
                                    .filter(Boolean)
                                    .join(' · ')}
                            />
                        ))}
                    </List>
                )}
            </QueryState>
            <ViewAllLink to="/scopes" label={text('cards.recentScopes.viewAll')} />
        </DashboardCard>
    );
};
