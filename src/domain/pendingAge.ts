import { daysSince } from './calendarDays';
import { clock } from '../clock';

export const PENDING_AGING_DAYS = 7;
export const PENDING_OVERDUE_DAYS = 14;

export type PendingAgeLevel = 'recent' | 'aging' | 'overdue';

export interface PendingAge {
    days: number;
    level: PendingAgeLevel;
    fromRequest: boolean;
}

export const pendingAgeLevel = (days: number): PendingAgeLevel =>
    days >= PENDING_OVERDUE_DAYS ? 'overdue' : days >= PENDING_AGING_DAYS ? 'aging' : 'recent';

export const pendingAge = (startDate: string, sentOn?: string, now: Date = clock.now()): PendingAge | undefined => {
    const fromRequest = sentOn ? daysSince(sentOn, now) : undefined;
    const days = fromRequest ?? daysSince(startDate, now);
    if (days === undefined) return undefined;
    const waited = Math.max(0, days);
    return { days: waited, level: pendingAgeLevel(waited), fromRequest: fromRequest !== undefined };
};

/** The order the dashboard card lists them. */
export const byLongestWait = <T extends { age?: PendingAge }>(items: T[]) =>
    [...items].sort((a, b) => (b.age?.days ?? -1) - (a.age?.days ?? -1));
