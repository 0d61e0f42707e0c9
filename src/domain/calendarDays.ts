import { clock } from '../clock';
/** Every "YYYY-MM-DD" goes through `readCalendarDay`, read as written, never shifted by a time zone. */

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

export interface CalendarDay {
    year: number;
    month: number;
    day: number;
}

/** `Date.UTC` and `new Date(y, m, d)` read years 0 to 99 as 1900 to 1999. */
const utcMidnight = ({ year, month, day }: CalendarDay) => {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return date;
};

/** Undefined for a day no calendar has (2026-02-30). Years 0000 to 9999 are themselves (0050 is not 1950). */
export const readCalendarDay = (value: string): CalendarDay | undefined => {
    const match = CALENDAR_DAY.exec(value);
    if (!match) return undefined;
    const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    const date = utcMidnight(day);
    return date.getUTCMonth() === day.month - 1 && date.getUTCDate() === day.day ? day : undefined;
};

export const calendarDay = (value: string): Date | undefined => {
    const day = readCalendarDay(value);
    return day && utcMidnight(day);
};

const dayNumberAt = (day: CalendarDay) => Math.round(utcMidnight(day).getTime() / 86_400_000);

export const dayNumberOf = (value: string): number | undefined => {
    const day = readCalendarDay(value);
    return day && dayNumberAt(day);
};

/** The user's time zone, not UTC's: late evening in the US is tomorrow in UTC. */
export const localDay = (date: Date) =>
    [date.getFullYear(), date.getMonth() + 1, date.getDate()]
        .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
        .join('-');

export const todayNumber = (now: Date = clock.now()) =>
    dayNumberAt({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

export const isoDayOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

export const isoDayBefore = (days: number, now: Date = clock.now()) => isoDayOf(todayNumber(now) - days);

export const daysSince = (value: string, now: Date = clock.now()) => {
    const day = dayNumberOf(value);
    return day === undefined ? undefined : todayNumber(now) - day;
};
