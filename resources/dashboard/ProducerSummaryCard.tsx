import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListContextProvider, useList, useTranslate, type RaRecord } from 'react-admin';
import { useDictionary } from '../../src/api/useDictionary';
import { DateRangeFields } from '../../src/components/DateRangeFields';
import { FilterSelect } from '../../src/components/FilterCard';
import { ProducerLink } from '../../src/components/ProducerLink';
import { ErrorState, LoadingState } from '../../src/components/States';
import { ResponsiveTable, type TableColumn } from '../../src/components/listTable';
import type { Portal } from '../../src/portal/types';
import { dashboardQueries, type ProducerSummaryFilter } from './api';
import { DashboardCard } from './DashboardCard';
import { byEnrollmentsDescending, defaultProducerRange, isAskableRange, PRODUCER_PAGE_SIZE } from './producerSummary';
import type { ProducerSummaryRow } from './types';
import { text, useDashboardApi } from './useDashboardApi';

type SummaryRecord = ProducerSummaryRow & RaRecord;

/**
 * The filters and a page of 10 producers with its pager: on a laptop a table, on a phone the filters one under
 * another and each producer a small card of its own.
 */
const SUMMARY_HEIGHT = { xs: 1220, sm: 520 };

const field = (key: string) => text(`cards.producerSummary.fields.${key}`);

const SummaryTable = ({ rows }: { rows: ProducerSummaryRow[] }) => {
    const data = useMemo(() => byEnrollmentsDescending(rows).map(row => ({ ...row, id: String(row.AgentId) })), [rows]);
    const list = useList<SummaryRecord>({
        data,
        perPage: PRODUCER_PAGE_SIZE,
        sort: { field: 'EnrollmentCount', order: 'DESC' },
    });
    const columns: Array<TableColumn<SummaryRecord>> = [
        {
            source: 'AgentName',
            label: field('AgentName'),
            render: row => <ProducerLink agentId={row.AgentId} name={row.AgentName ?? String(row.AgentId)} />,
        },
        { source: 'EnrollmentCount', label: field('EnrollmentCount'), numeric: true },
    ];
    return (
        <ListContextProvider value={list}>
            <ResponsiveTable<SummaryRecord>
                columns={columns}
                label={text('cards.producerSummary.table')}
                pageSizes={[PRODUCER_PAGE_SIZE]}
                pagination={data.length > PRODUCER_PAGE_SIZE}
                emptyMessage={text('cards.producerSummary.empty')}
                errorMessage={text('cards.producerSummary.error')}
            />
        </ListContextProvider>
    );
};

/**
 * An agency's enrollments per producer (spec part 2 §2, §7, §9): carrier and a date range from the start of
 * the year until today, the start never after the end nor the end after today; 10 a page, most first. A
 * backwards range is not asked for: its field says why and the table keeps the last answer.
 */
export const ProducerSummaryCard = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const api = useDashboardApi();
    const [filter, setFilter] = useState<ProducerSummaryFilter>(() => defaultProducerRange());
    const insurers = useDictionary('insurers');
    const askable = isAskableRange(filter);
    const summary = useQuery({
        ...dashboardQueries.producerSummary(api, portal, filter),
        enabled: askable,
        placeholderData: keepPreviousData,
    });
    return (
        <DashboardCard title={text('cards.producerSummary.title')} minHeight={SUMMARY_HEIGHT} wide>
            <Box
                role="group"
                aria-label={translate(text('cards.producerSummary.title'))}
                sx={{
                    display: 'grid',
                    gap: 2,
                    mb: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
                }}
            >
                <FilterSelect
                    label={translate(text('cards.producerSummary.carrier'))}
                    value={filter.insurerId}
                    options={insurers.data}
                    anyLabel={text('cards.producerSummary.allCarriers')}
                    error={Boolean(insurers.error) && 'common.dictionaries.insurersError'}
                    retry={insurers.refetch}
                    emptyText="common.dictionaries.insurersEmpty"
                    onChange={insurerId => setFilter(current => ({ ...current, insurerId }))}
                />
                <DateRangeFields
                    labels={{
                        start: translate(text('cards.producerSummary.start')),
                        end: translate(text('cards.producerSummary.end')),
                    }}
                    start={filter.start}
                    end={filter.end}
                    onChange={(bound, value) => setFilter(current => ({ ...current, [bound]: value }))}
                />
            </Box>
            {summary.error ? (
                <ErrorState message={text('cards.producerSummary.error')} retry={summary.refetch} />
            ) : summary.data === undefined ? (
                askable ? (
                    <LoadingState />
                ) : null
            ) : (
                <SummaryTable rows={summary.data} />
            )}
        </DashboardCard>
    );
};
