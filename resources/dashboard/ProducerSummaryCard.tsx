import { useMemo, useState } from 'react';
import { Alert, Box } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListContextProvider, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { useDictionary } from '../../src/api/useDictionary';
import { DateRangeFields } from '../../src/components/DateRangeFields';
import { useLaterDatesCorrected } from '../../src/components/filterDates';
import { FilterSelect } from '../../src/components/FilterCard';
import { useFormatters } from '../../src/components/formatting';
import { ProducerLink } from '../../src/components/ProducerLink';
import { ErrorState, LoadingState } from '../../src/components/States';
import {
    ResponsiveTable,
    useWholeListContext,
    type TableColumn,
    type WholeListOptions,
} from '../../src/components/listTable';
import { today } from '../../src/forms/dates';
import { useAddressState } from '../../src/routing/useAddressState';
import { useProducerSummary, type ProducerSummaryFilter } from './api';
import { SUMMARY_HEIGHT } from './cardHeights';
import { DashboardCard } from './DashboardCard';
import {
    isAskableRange,
    PRODUCER_PAGE_SIZE,
    PRODUCER_SORTS,
    readSummaryView,
    sameFilter,
    sortProducers,
    SUMMARY_PARAMS,
    writeSummaryView,
    type ProducerSummaryView,
} from './producerSummary';
import type { ProducerSummaryRow } from './types';
import { text } from './text';

type SummaryRecord = ProducerSummaryRow & RaRecord;

const field = (key: string) => text(`cards.producerSummary.fields.${key}`);

const DATE_PARAMS = [SUMMARY_PARAMS.start, SUMMARY_PARAMS.end];

type ChangeView = (change: (current: ProducerSummaryView) => ProducerSummaryView) => void;

const SummaryTable = ({
    query,
    rows,
    view,
    change,
}: {
    query: UseQueryResult<ProducerSummaryRow[]>;
    rows: ProducerSummaryRow[];
    view: ProducerSummaryView;
    change: ChangeView;
}) => {
    const data = useMemo(
        () => sortProducers(rows, view.sort).map(row => ({ ...row, id: String(row.AgentId) })),
        [rows, view.sort]
    );
    const list = useWholeListContext<SummaryRecord>({
        resource: 'producerSummary',
        query: { ...query, data } as WholeListOptions<SummaryRecord>['query'],
        rows: data,
        page: view.page,
        perPage: PRODUCER_PAGE_SIZE,
        sort: view.sort,
        filterValues: view.filter,
        setPage: page => change(current => ({ ...current, page })),
        setSort: (sort: SortPayload) => {
            const known = PRODUCER_SORTS.find(candidate => candidate === sort.field);
            if (known) change(current => ({ ...current, sort: { field: known, order: sort.order }, page: 1 }));
        },
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

const useRangeText = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    // An emptied end means until today.
    return ({ start, end = today() }: ProducerSummaryFilter) =>
        start
            ? translate(text('cards.producerSummary.rangeFromTo'), { start: date(start), end: date(end) })
            : translate(text('cards.producerSummary.rangeUntil'), { end: date(end) });
};

// Each change of view replaces the address in place, so Back from a producer shows the same page of the same
// dates. A backwards range is not sent: the table keeps the last range's figures and says so.
export const ProducerSummaryCard = () => {
    const translate = useTranslate();
    const rangeText = useRangeText();
    const { state: view, update } = useAddressState({ read: readSummaryView, write: writeSummaryView });
    const change: ChangeView = changeView => update(changeView, { replace: true });
    const corrected = useLaterDatesCorrected(DATE_PARAMS);
    const insurers = useDictionary('insurers');
    const { filter } = view;
    const askable = isAskableRange(filter);
    // The filter of the figures shown: the fields' while they can be asked for, the last such one otherwise.
    const [asked, setAsked] = useState<ProducerSummaryFilter | undefined>(askable ? filter : undefined);
    if (askable && !(asked && sameFilter(asked, filter))) setAsked(filter);
    const summary = useProducerSummary(asked ?? filter, { enabled: asked !== undefined, keepShown: true });
    const setFilter = (patch: Partial<ProducerSummaryFilter>) =>
        change(current => ({ ...current, filter: { ...current.filter, ...patch }, page: 1 }));
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
                    onChange={insurerId => setFilter({ insurerId })}
                />
                <DateRangeFields
                    labels={{
                        start: translate(text('cards.producerSummary.start')),
                        end: translate(text('cards.producerSummary.end')),
                    }}
                    start={filter.start}
                    end={filter.end}
                    corrected={{ start: corrected.has(SUMMARY_PARAMS.start), end: corrected.has(SUMMARY_PARAMS.end) }}
                    onChange={(bound, value) => setFilter({ [bound]: value })}
                />
            </Box>
            {!askable && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {asked
                        ? translate(text('cards.producerSummary.lastValid'), { range: rangeText(asked) })
                        : translate(text('cards.producerSummary.noValidRange'))}
                </Alert>
            )}
            {summary.error ? (
                <ErrorState message={text('cards.producerSummary.error')} retry={summary.refetch} />
            ) : summary.data === undefined ? (
                asked ? (
                    <LoadingState />
                ) : null
            ) : (
                <SummaryTable query={summary} rows={summary.data} view={view} change={change} />
            )}
        </DashboardCard>
    );
};
