import { daysSince } from './calendarDays';
import { clock } from '../clock';

/** A pending contract is highlighted once it has waited this many days, and flagged as overdue at the second. */
export const PENDING_AGING_DAYS = 7;
export const PENDING_OVERDUE_DAYS = 14;

export type PendingAgeLevel = 'recent' | 'aging' | 'overdue';

export interface PendingAge {
    days: number;
    level: PendingAgeLevel;
    /** Counted from the day this portal sent the request (known in this session), not the contract's start. */
    fromRequest: boolean;
}

/** The level of a wait: 0-6 days recent, 7-13 aging, 14 and more overdue. */
export const pendingAgeLevel = (days: number): PendingAgeLevel =>
    days >= PENDING_OVERDUE_DAYS ? 'overdue' : days >= PENDING_AGING_DAYS ? 'aging' : 'recent';

/**
 * How long a pending contract has waited: from the day this portal sent its request when the session knows it,
 * otherwise from its start date. A date in the future counts as 0 days; an unreadable one gives no age.
 */
export const pendingAge = (startDate: string, sentOn?: string, now: Date = clock.now()): PendingAge | undefined => {
    const fromRequest = sentOn ? daysSince(sentOn, now) : undefined;
    const days = fromRequest ?? daysSince(startDate, now);
    if (days === undefined) return undefined;
    const waited = Math.max(0, days);
    return { days: waited, level: pendingAgeLevel(waited), fromRequest: fromRequest !== undefined };
};

/** Pending contracts, longest wait first (the order the dashboard card lists them). */
export const byLongestWait = <T extends { age?: PendingAge }>(items: T[]) =>
    [...items].sort((a, b) => (b.age?.days ?? -1) - (a.age?.days ?? -1));
