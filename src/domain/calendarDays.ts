import { clock } from '../clock';
/**
 * The one reader of calendar days in the app: every "YYYY-MM-DD" the API, the address or a date input gives
 * goes through `readCalendarDay`, so a day is a day everywhere or nowhere. Days are read as written, never
 * shifted by a time zone.
 */

/** "2026-03-01", alone or followed by a time ("2026-03-01T00:00:00", "2026-03-01 08:30"). */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

export interface CalendarDay {
    year: number;
    /** 1 to 12. */
    month: number;
    day: number;
}

/** The UTC midnight of a day. setUTCFullYear, because `Date.UTC` and `new Date(y, m, d)` read years 0 to 99 as 1900 to 1999. */
const utcMidnight = ({ year, month, day }: CalendarDay) => {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return date;
};

/**
 * The day a value names, or undefined when it names none: not the shape above, or a day no calendar has
 * (2026-02-30, month 13, day 00). Years 0000 to 9999 are themselves (0050 is not 1950).
 */
export const readCalendarDay = (value: string): CalendarDay | undefined => {
    const match = CALENDAR_DAY.exec(value);
    if (!match) return undefined;
    const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    const date = utcMidnight(day);
    return date.getUTCMonth() === day.month - 1 && date.getUTCDate() === day.day ? day : undefined;
};

/** The UTC midnight of the day a value names (for formatting in UTC), or undefined when it names none. */
export const calendarDay = (value: string): Date | undefined => {
    const day = readCalendarDay(value);
    return day && utcMidnight(day);
};

const dayNumberAt = (day: CalendarDay) => Math.round(utcMidnight(day).getTime() / 86_400_000);

/** A calendar day as a number of days since 1970: an API date as written ("2026-03-01T00:00:00"), never shifted. */
export const dayNumberOf = (value: string): number | undefined => {
    const day = readCalendarDay(value);
    return day && dayNumberAt(day);
};

/** A moment's day as "YYYY-MM-DD" in the user's time zone, not UTC's: late evening in the US is tomorrow in UTC. */
export const localDay = (date: Date) =>
    [date.getFullYear(), date.getMonth() + 1, date.getDate()]
        .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
        .join('-');

/** Today (or a moment's day) as the user's local calendar day, in the same count. */
export const todayNumber = (now: Date = clock.now()) =>
    dayNumberAt({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

/** A day number as the API writes dates ("2026-03-01"). */
export const isoDayOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The calendar day `days` before today, as the API writes dates ("2026-03-01"). */
export const isoDayBefore = (days: number, now: Date = clock.now()) => isoDayOf(todayNumber(now) - days);

/** Whole days from an API date to today (0 on the day itself); undefined for a date it cannot read. */
export const daysSince = (value: string, now: Date = clock.now()) => {
    const day = dayNumberOf(value);
    return day === undefined ? undefined : todayNumber(now) - day;
};
