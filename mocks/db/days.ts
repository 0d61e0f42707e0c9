import { clock } from '../../src/clock';

/** The moment the demo data is built at: taken once, so a run that fixes the clock does so before it loads them. */
export const NOW = clock.now();
/**
 * The user's calendar day as a UTC midnight. Every fixture day is counted and written in UTC from it, so the days
 * the demo serves are the days the rules read in the user's time zone, east or west of UTC.
 */
export const TODAY = new Date(Date.UTC(NOW.getFullYear(), NOW.getMonth(), NOW.getDate()));
export const CURRENT_YEAR = TODAY.getUTCFullYear();
export const DAY_MS = 86_400_000;

/** A day as the API writes one ("2026-11-28T00:00:00"), from a UTC midnight or its time. */
export const isoDay = (day: Date | number) => `${new Date(day).toISOString().slice(0, 10)}T00:00:00`;

export const dayFromToday = (offset: number) => isoDay(TODAY.getTime() + offset * DAY_MS);
