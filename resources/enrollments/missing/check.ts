import { dayNumberOf, daysSince, isoDayBefore, todayNumber } from '../../../src/domain/calendarDays';
import { isProcessed, type EnrollmentRow, type StatementRow } from '../types';
import { clock } from '../../../src/clock';

export interface CheckWindow {
    from: number;
    to: number;
}

export const DEFAULT_WINDOW: CheckWindow = { from: 60, to: 240 };
// Older enrollments are beyond what a statement search usually keeps.
export const MAX_WINDOW_DAYS = 1095;
// A payment takes time: an enrollment effective less than this many days ago is never reported as missed.
export const MIN_WINDOW_DAYS = 30;

export type WindowProblem = 'notWhole' | 'tooRecent' | 'tooOld' | 'order';

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

export const readWindow = (params: URLSearchParams): CheckWindow => {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const problems = windowProblems(from, to);
    return problems.from || problems.to ? DEFAULT_WINDOW : { from: Number(from), to: Number(to) };
};

export const windowShownAsAsked = (params: URLSearchParams) => {
    const from = params.get('from');
    const to = params.get('to');
    if (from === null && to === null) return true;
    const problems = windowProblems(from ?? '', to ?? '');
    return !problems.from && !problems.to;
};

export const windowSearch = (window: CheckWindow, now: Date = clock.now()) => ({
    effDateStart: isoDayBefore(window.to, now),
    effDateEnd: isoDayBefore(window.from, now),
});

/** The search's answer is checked again. */
export const inWindow = (effectiveDate: string | null | undefined, window: CheckWindow, now: Date = clock.now()) => {
    const days = effectiveDate ? daysSince(effectiveDate, now) : undefined;
    return days !== undefined && days >= window.from && days <= window.to;
};

export type MissingKind = 'none' | 'onHold';

type Dates = Pick<EnrollmentRow, 'EffectiveDate' | 'TerminationDate'>;

export const daysInForce = (enrollment: Dates, now: Date = clock.now()) => {
    const effective = dayNumberOf(enrollment.EffectiveDate ?? '');
    if (effective === undefined) return undefined;
    const terminated = dayNumberOf(enrollment.TerminationDate ?? '');
    const today = todayNumber(now);
    return (terminated === undefined ? today : Math.min(terminated, today)) - effective;
};

// Terminated before in force for the window's first number of days (the time a payment takes): it never
// earned a commission, so it is left out without asking for its payments.
export const commissionDue = (enrollment: Dates, window: CheckWindow, now: Date = clock.now()) => {
    if (!enrollment.TerminationDate) return true;
    const days = daysInForce(enrollment, now);
    return days === undefined || days >= window.from;
};

export type SettledBy = 'statements' | 'ownPayments';

export interface Settlement {
    kind: MissingKind | 'paid';
    by: SettledBy;
}

export interface MissingCommission {
    enrollment: EnrollmentRow;
    days: number;
    kind: MissingKind;
    by: SettledBy;
}

export const settleByOwnPayments = (payments: readonly StatementRow[]): Settlement => ({
    kind: payments.some(isProcessed) ? 'paid' : payments.length === 0 ? 'none' : 'onHold',
    by: 'ownPayments',
});

export const missingCommission = (
    enrollment: EnrollmentRow,
    { kind, by }: Settlement,
    now: Date = clock.now()
): MissingCommission | undefined =>
    kind === 'paid' ? undefined : { enrollment, days: Math.max(0, daysInForce(enrollment, now) ?? 0), kind, by };

export interface ProducerCount {
    id: string;
    name: string;
    count: number;
}

export const producerKey = (enrollment: EnrollmentRow) =>
    enrollment.AgentId != null ? String(enrollment.AgentId) : (enrollment.AgentName ?? '');

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
