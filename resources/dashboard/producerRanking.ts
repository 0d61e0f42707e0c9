import { today } from '../../src/forms/dates';
import type { ProducerSummaryFilter } from './api';
import type { ProducerSummaryRow } from './types';
import { clock } from '../../src/clock';

// Apart from the summary's address and filter reading, which the chart, loaded with the page, does not need.

export const PRODUCER_PAGE_SIZE = 10;

/** The reader's calendar day. */
export const defaultProducerRange = (now = clock.now()): Required<Pick<ProducerSummaryFilter, 'start' | 'end'>> => {
    const end = today(now);
    return { start: `${end.slice(0, 4)}-01-01`, end };
};

export const PRODUCER_SORTS = ['EnrollmentCount', 'AgentName'] as const;
export type ProducerSort = { field: (typeof PRODUCER_SORTS)[number]; order: 'ASC' | 'DESC' };
export const BY_ENROLLMENTS: ProducerSort = { field: 'EnrollmentCount', order: 'DESC' };

/** Ties by name, so a page never reshuffles. */
export const sortProducers = (rows: readonly ProducerSummaryRow[], { field, order }: ProducerSort) => {
    const sign = order === 'DESC' ? -1 : 1;
    const byName = (a: ProducerSummaryRow, b: ProducerSummaryRow) =>
        (a.AgentName ?? '').localeCompare(b.AgentName ?? '');
    return [...rows].sort((a, b) =>
        field === 'AgentName' ? sign * byName(a, b) : sign * (a.EnrollmentCount - b.EnrollmentCount) || byName(a, b)
    );
};

export const byEnrollmentsDescending = (rows: readonly ProducerSummaryRow[]) => sortProducers(rows, BY_ENROLLMENTS);
