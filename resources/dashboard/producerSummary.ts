import { today } from '../../src/forms/dates';
import type { ProducerSummaryFilter } from './api';
import type { ProducerSummaryRow } from './types';

/**
 * The card's height: the filters and a page of 10 producers with its pager: on a laptop a table, on a phone the
 * filters one under another and each producer a small card of its own. Here, not in the card's module, because
 * the dashboard keeps the room while that module loads (cards.tsx).
 */
export const SUMMARY_HEIGHT = { xs: 1220, sm: 520 };

/** Spec part 2 §9: 10 a page, enrollment count descending. */
export const PRODUCER_PAGE_SIZE = 10;

/** Spec part 2 §9: from the start of the year until today (the reader's calendar day). */
export const defaultProducerRange = (now = new Date()): Required<Pick<ProducerSummaryFilter, 'start' | 'end'>> => {
    const end = today(now);
    return { start: `${end.slice(0, 4)}-01-01`, end };
};

/**
 * Whether a range may be asked for (spec part 2 §5): the start not after the end and the end not after today
 * (DateRangeFields already makes a later day today). An empty end means until today.
 */
export const isAskableRange = ({ start, end }: ProducerSummaryFilter, now = new Date()) =>
    !(start && end && start > end) && !(end && end > today(now)) && !(start && start > today(now));

/** Most enrollments first; ties by name, so a page never reshuffles. */
export const byEnrollmentsDescending = (rows: readonly ProducerSummaryRow[]) =>
    [...rows].sort(
        (a, b) => b.EnrollmentCount - a.EnrollmentCount || (a.AgentName ?? '').localeCompare(b.AgentName ?? '')
    );
