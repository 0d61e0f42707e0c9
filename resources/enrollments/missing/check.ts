import { dayNumberOf, daysSince, isoDayBefore, todayNumber } from '../../../src/domain/calendarDays';
import { isProcessed, type EnrollmentRow, type StatementRow } from '../types';
import { clock } from '../../../src/clock';

/**
 * The missed-commission check's rules: which enrollments it asks about (the window) and which of
 * them it reports (no processed commission payment).
 */

/** Days ago an enrollment went effective: the window the user picks, both ends included. */
export interface CheckWindow {
    from: number;
    to: number;
}

/** Default window: effective 60 to 240 days ago. */
export const DEFAULT_WINDOW: CheckWindow = { from: 60, to: 240 };
/** Three years back at most: older enrollments are beyond what a statement search usually keeps. */
export const MAX_WINDOW_DAYS = 1095;
/** A payment takes time: an enrollment effective less than this many days ago is never reported as missed. */
export const MIN_WINDOW_DAYS = 30;

export type WindowProblem = 'notWhole' | 'tooRecent' | 'tooOld' | 'order';

/** What is wrong with a window the user typed, field by field; none when it can run. */
export const windowProblems = (from: string, to: string): { from?: WindowProblem; to?: WindowProblem } => {
    const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : undefined);
    const start = whole(from);
    const end = whole(to);
    const problems: { from?: WindowProblem; to?: WindowProblem } = {};
    if (start === undefined) problems.from = 'notWhole';
    else if (start < MIN_WINDOW_DAYS) problems.from = 'tooRecent';
    if (end === undefined) problems.to = 'notWhole';
    else if (end > MAX_WINDOW_DAYS) problems.to = 'tooOld';
    if (!problems.from && !problems.to && start! >= end!) problems.to = 'order';
    return problems;
};

/** The window in the address (?from=60&to=240), the default when it is missing or wrong. */
export const readWindow = (params: URLSearchParams): CheckWindow => {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const problems = windowProblems(from, to);
    return problems.from || problems.to ? DEFAULT_WINDOW : { from: Number(from), to: Number(to) };
};

/** Whether the page shows the window the address asks for: none asked, or one that can run. */
export const windowShownAsAsked = (params: URLSearchParams) => {
    const from = params.get('from');
    const to = params.get('to');
    if (from === null && to === null) return true;
    const problems = windowProblems(from ?? '', to ?? '');
    return !problems.from && !problems.to;
};

/** The search's effective-date range for a window: from `to` days ago to `from` days ago. */
export const windowSearch = (window: CheckWindow, now: Date = clock.now()) => ({
    effDateStart: isoDayBefore(window.to, now),
    effDateEnd: isoDayBefore(window.from, now),
});

/** Whether an effective date falls in the window (the search's answer is checked again: a date outside is left). */
export const inWindow = (effectiveDate: string | null | undefined, window: CheckWindow, now: Date = clock.now()) => {
    const days = effectiveDate ? daysSince(effectiveDate, now) : undefined;
    return days !== undefined && days >= window.from && days <= window.to;
};

export type MissingKind = 'none' | 'onHold';

/**
 * Whole days an enrollment was in force up to today: from its effective day to its termination day (or today
 * while it runs, or when the termination is still to come). 0 or less when it ended on or before going
 * effective; undefined without a readable effective date.
 */
type Dates = Pick<EnrollmentRow, 'EffectiveDate' | 'TerminationDate'>;

export const daysInForce = (enrollment: Dates, now: Date = clock.now()) => {
    const effective = dayNumberOf(enrollment.EffectiveDate ?? '');
    if (effective === undefined) return undefined;
    const terminated = dayNumberOf(enrollment.TerminationDate ?? '');
    const today = todayNumber(now);
    return (terminated === undefined ? today : Math.min(terminated, today)) - effective;
};

/**
 * Whether a commission can have been due: an enrollment terminated before it was in force as many days as the
 * window's first number (the time a payment takes) never earned one, so the check leaves it out without asking
 * for its payments, and the page says how many it left out.
 */
export const commissionDue = (enrollment: Dates, window: CheckWindow, now: Date = clock.now()) => {
    if (!enrollment.TerminationDate) return true;
    const days = daysInForce(enrollment, now);
    return days === undefined || days >= window.from;
};

/** Where an enrollment's answer came from: the window's statements, or its own payments (asked when in doubt). */
export type SettledBy = 'statements' | 'ownPayments';

/** What the check found of one enrollment, and from where. */
export interface Settlement {
    kind: MissingKind | 'paid';
    by: SettledBy;
}

export interface MissingCommission {
    enrollment: EnrollmentRow;
    /** Days it was in force (to its termination, else to today), none of them paid. */
    days: number;
    /** No commission row at all, or only rows on hold. */
    kind: MissingKind;
    by: SettledBy;
}

/** What an enrollment's own payments say: paid when one is processed, else none or on hold only. */
export const settleByOwnPayments = (payments: readonly StatementRow[]): Settlement => ({
    kind: payments.some(isProcessed) ? 'paid' : payments.length === 0 ? 'none' : 'onHold',
    by: 'ownPayments',
});

/** The enrollment when it has no processed commission payment; undefined when it has one. */
export const missingCommission = (
    enrollment: EnrollmentRow,
    { kind, by }: Settlement,
    now: Date = clock.now()
): MissingCommission | undefined =>
    kind === 'paid' ? undefined : { enrollment, days: Math.max(0, daysInForce(enrollment, now) ?? 0), kind, by };

/** The producer (writing agent) of an enrollment and how many of the listed ones are theirs. */
export interface ProducerCount {
    id: string;
    name: string;
    count: number;
}

/** The producer filter's key for an enrollment: its writing agent's id, else its name. */
export const producerKey = (enrollment: EnrollmentRow) =>
    enrollment.AgentId != null ? String(enrollment.AgentId) : (enrollment.AgentName ?? '');

/** How many enrollments each producer has in `rows`, most first, then by name. */
export const countByProducer = (rows: readonly { enrollment: EnrollmentRow }[]): ProducerCount[] => {
    const counts = new Map<string, ProducerCount>();
    for (const { enrollment } of rows) {
        const id = producerKey(enrollment);
        const entry = counts.get(id) ?? { id, name: enrollment.AgentName ?? id, count: 0 };
        entry.count += 1;
        counts.set(id, entry);
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
};
