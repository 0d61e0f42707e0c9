import { dayNumberOf, daysSince, isoDayBefore } from '../../../src/domain/calendarDays';
import { isProcessed, type EnrollmentRow, type StatementRow } from '../types';

/**
 * The missed-commission check's rules (issue 20): which enrollments it asks about (the window) and which of
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

/** The search's effective-date range for a window: from `to` days ago to `from` days ago. */
export const windowSearch = (window: CheckWindow, now: Date = new Date()) => ({
    effDateStart: isoDayBefore(window.to, now),
    effDateEnd: isoDayBefore(window.from, now),
});

/** Whether an effective date falls in the window (the search's answer is checked again: a date outside is left). */
export const inWindow = (effectiveDate: string | null | undefined, window: CheckWindow, now: Date = new Date()) => {
    const days = effectiveDate ? daysSince(effectiveDate, now) : undefined;
    return days !== undefined && days >= window.from && days <= window.to;
};

export type MissingKind = 'none' | 'onHold';

export interface MissingCommission {
    enrollment: EnrollmentRow;
    /** Days since it went effective, none of them paid. */
    days: number;
    /** No commission row at all, or only rows on hold. */
    kind: MissingKind;
}

/** The enrollment when it has no processed commission payment; undefined when it has one. */
export const missingCommission = (
    enrollment: EnrollmentRow,
    payments: StatementRow[],
    now: Date = new Date()
): MissingCommission | undefined => {
    if (payments.some(isProcessed)) return undefined;
    // Terminated on or before its effective day, it never went effective: no commission was ever due.
    const effective = dayNumberOf(enrollment.EffectiveDate ?? '');
    const terminated = dayNumberOf(enrollment.TerminationDate ?? '');
    if (effective !== undefined && terminated !== undefined && terminated <= effective) return undefined;
    return {
        enrollment,
        days: daysSince(enrollment.EffectiveDate ?? '', now) ?? 0,
        kind: payments.length === 0 ? 'none' : 'onHold',
    };
};
