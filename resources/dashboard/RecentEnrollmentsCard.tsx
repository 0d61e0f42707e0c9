import { Fragment } from 'react';
import { Link, List } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../src/components/QueryState';
import { useFormatters } from '../../src/components/formatting';
import { usePageData } from '../../src/components/pageData';
import { useDownlineName } from '../../src/components/producerNames';
import type { Portal } from '../../src/portal/types';
import { useRecentEnrollments } from './api';
import { CardListItem, DashboardCard, listHeight, VIEW_ALL_PX, ViewAllLink } from './DashboardCard';
import type { RecentEnrollment } from './types';
import { text } from './text';

// Spanish labels are longer.
const DETAIL_LINES = { agent: { phone: 2, wider: 1 }, agency: { phone: 3, wider: 2 } };
const RECENT_ROWS = 10;

const nameOf = (row: RecentEnrollment) =>
    [row.CustomerFirstName, row.CustomerLastName].filter(Boolean).join(' ') || String(row.PolicyId);

export const RecentEnrollmentsCard = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const recent = useRecentEnrollments();
    const lines = DETAIL_LINES[portal.type];
    // Namesakes are told apart once the first screen is drawn: the downline is no call of the first cards.
    const page = usePageData();
    const downlineName = useDownlineName({ enabled: !page || page.shown });
    const producerOf = (row: RecentEnrollment) =>
        portal.type === 'agency' ? downlineName({ id: row.AgentId, name: row.AgentName }) : '';
    const field = (key: string) => translate(text(`cards.recentEnrollments.fields.${key}`));
    return (
        <DashboardCard
            title={text('cards.recentEnrollments.title')}
            minHeight={listHeight(RECENT_ROWS, lines, VIEW_ALL_PX)}
        >
            <QueryState
                query={recent}
                error={text('cards.recentEnrollments.error')}
                empty={text('cards.recentEnrollments.empty')}
            >
                {rows => (
                    <List dense disablePadding aria-label={translate(text('cards.recentEnrollments.table'))}>
                        {rows.map(row => (
                            <CardListItem
                                key={String(row.PolicyId)}
                                lines={lines}
                                primary={
                                    <Link
                                        component={RouterLink}
                                        to={`/enrollments/${encodeURIComponent(String(row.PolicyId))}`}
                                    >
                                        {nameOf(row)}
                                    </Link>
                                }
                                secondary={[
                                    producerOf(row) ? ['producer', producerOf(row)] : null,
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
                        ))}
                    </List>
                )}
            </QueryState>
            <ViewAllLink to="/enrollments" label={text('cards.recentEnrollments.viewAll')} />
        </DashboardCard>
    );
};
