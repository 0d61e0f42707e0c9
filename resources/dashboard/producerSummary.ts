import { readFilterDate } from '../../src/components/filterDates';
import { today } from '../../src/forms/dates';
import { positiveParam } from '../../src/routing/listAddress';
import type { ProducerSummaryFilter } from './api';
import { BY_ENROLLMENTS, defaultProducerRange, PRODUCER_SORTS, type ProducerSort } from './producerRanking';
import { clock } from '../../src/clock';

export {
    BY_ENROLLMENTS,
    byEnrollmentsDescending,
    defaultProducerRange,
    PRODUCER_PAGE_SIZE,
    PRODUCER_SORTS,
    sortProducers,
    type ProducerSort,
} from './producerRanking';

// DateRangeFields already makes a later day today; an empty end means until today.
export const isAskableRange = ({ start, end }: ProducerSummaryFilter, now = clock.now()) =>
    !(start && end && start > end) && !(end && end > today(now)) && !(start && start > today(now));

export interface ProducerSummaryView {
    filter: ProducerSummaryFilter;
    page: number;
    sort: ProducerSort;
}

/** Named apart from any list's. */
export const SUMMARY_PARAMS = {
    carrier: 'summaryCarrier',
    start: 'summaryFrom',
    end: 'summaryTo',
    page: 'summaryPage',
    sort: 'summarySort',
    order: 'summaryOrder',
} as const;

// So Back from a producer, or a reload, shows the same page of the same dates. A date left out is the default;
// one present but empty was emptied (no start, or until today).
export const readSummaryView = (params: URLSearchParams): ProducerSummaryView => {
    const defaults = defaultProducerRange();
    const date = (name: string, fallback: string) => (params.has(name) ? readFilterDate(params.get(name)) : fallback);
    const field = PRODUCER_SORTS.find(sort => sort === params.get(SUMMARY_PARAMS.sort));
    return {
        filter: {
            insurerId: params.get(SUMMARY_PARAMS.carrier) || undefined,
            start: date(SUMMARY_PARAMS.start, defaults.start),
            end: date(SUMMARY_PARAMS.end, defaults.end),
        },
        page: positiveParam(params.get(SUMMARY_PARAMS.page)) ?? 1,
        sort: field ? { field, order: params.get(SUMMARY_PARAMS.order) === 'ASC' ? 'ASC' : 'DESC' } : BY_ENROLLMENTS,
    };
};

export const writeSummaryView = (current: URLSearchParams, { filter, page, sort }: ProducerSummaryView) => {
    const next = new URLSearchParams(current);
    for (const name of Object.values(SUMMARY_PARAMS)) next.delete(name);
    const defaults = defaultProducerRange();
    if (filter.insurerId) next.set(SUMMARY_PARAMS.carrier, filter.insurerId);
    if (filter.start !== defaults.start) next.set(SUMMARY_PARAMS.start, filter.start ?? '');
    if (filter.end !== defaults.end) next.set(SUMMARY_PARAMS.end, filter.end ?? '');
    if (page !== 1) next.set(SUMMARY_PARAMS.page, String(page));
    if (sort.field !== BY_ENROLLMENTS.field || sort.order !== BY_ENROLLMENTS.order) {
        next.set(SUMMARY_PARAMS.sort, sort.field);
        next.set(SUMMARY_PARAMS.order, sort.order);
    }
    return next;
};

export const sameFilter = (a: ProducerSummaryFilter, b: ProducerSummaryFilter) =>
    a.insurerId === b.insurerId && a.start === b.start && a.end === b.end;
