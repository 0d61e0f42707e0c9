import { Fragment } from 'react';
import { Link, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../src/components/QueryState';
import { useFormatters } from '../../src/components/formatting';
import type { Portal } from '../../src/portal/types';
import { dashboardQueries } from './api';
import { DashboardCard, ViewAllLink } from './DashboardCard';
import type { RecentEnrollment } from './types';
import { text, useDashboardApi } from './useDashboardApi';

const nameOf = (row: RecentEnrollment) =>
    [row.CustomerFirstName, row.CustomerLastName].filter(Boolean).join(' ') || String(row.PolicyId);

/** The last 10 enrollments (spec part 2 §2, §3): name, producer (agency only), carrier, effective date. */
export const RecentEnrollmentsCard = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const api = useDashboardApi();
    const recent = useQuery(dashboardQueries.recentEnrollments(api, portal));
    const field = (key: string) => translate(text(`cards.recentEnrollments.fields.${key}`));
    return (
        <DashboardCard title={text('cards.recentEnrollments.title')} minHeight={420}>
            <QueryState
                query={recent}
                error={text('cards.recentEnrollments.error')}
                empty={'messages.enrollments.noRecent'}
            >
                {rows => (
                    <List dense disablePadding aria-label={translate(text('cards.recentEnrollments.table'))}>
                        {rows.map(row => (
                            <ListItem key={String(row.PolicyId)} disableGutters divider>
                                <ListItemText
                                    primary={
                                        <Link
                                            component={RouterLink}
                                            to={`/enrollments/${encodeURIComponent(String(row.PolicyId))}`}
                                        >
                                            {nameOf(row)}
                                        </Link>
                                    }
                                    secondary={[
                                        portal.type === 'agency' && row.AgentName ? ['producer', row.AgentName] : null,
                                        row.InsurerName ? ['carrier', row.InsurerName] : null,
                                        row.EffectiveDate ? ['effectiveDate', date(row.EffectiveDate)] : null,
                                    ]
                                        .filter(entry => entry !== null)
                                        .map(([key, value], index) => (
                                            // Label and value apart: the value is data, the label a text.
                                            <Fragment key={key}>
                                                {index > 0 && ' · '}
                                                {field(key)}: {value}
                                            </Fragment>
                                        ))}
                                />
                            </ListItem>
                        ))}
                    </List>
                )}
            </QueryState>
            <ViewAllLink to="/enrollments" label={text('cards.recentEnrollments.viewAll')} />
        </DashboardCard>
    );
};
