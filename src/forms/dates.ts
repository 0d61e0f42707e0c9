import type { Validator } from 'react-admin';

/** A calendar day as the inputs and the API write it: "2027-03-31", possibly followed by a time. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;

/**
 * The UTC midnight of a calendar day, or undefined for anything else (an impossible day such as Feb 31
 * included). Built with setUTCFullYear because `Date.UTC` and `new Date(y, m, d)` read years 0 to 99 as
 * 1900 to 1999, which would show "0050-03-01" as 1950.
 */
export const calendarDay = (value: string): Date | undefined => {
    const match = CALENDAR_DAY.exec(value);
    if (!match) return undefined;
    const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
    const date = new Date(0);
    date.setUTCFullYear(year, month, day);
    return date.getUTCMonth() === month && date.getUTCDate() === day ? date : undefined;
};

/** A moment's day as "YYYY-MM-DD" in the user's time zone, not UTC's: late evening in the US is tomorrow in UTC. */
export const localDay = (date: Date) =>
    [date.getFullYear(), date.getMonth() + 1, date.getDate()]
        .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
        .join('-');

/** Today as "YYYY-MM-DD": the day the user sees on the calendar (a date filter's or input's maximum). */
export const today = (now: Date = new Date()) => localDay(now);

/**
 * A date with a year from 1000 to 9999 (a date input accepts 0050 and 10000). An empty value passes:
 * `required()` says that.
 */
export const dateInYears =
    (message = 'common.forms.yearOutOfRange'): Validator =>
    (value: unknown) => {
        if (value == null || value === '') return undefined;
        const day = typeof value === 'string' ? calendarDay(value) : undefined;
        const year = day?.getUTCFullYear();
        return year === undefined || year < MIN_YEAR || year > MAX_YEAR ? message : undefined;
    };

/** Not after today (a date of birth, a date an application was received). Pair it with `dateInYears()`. */
export const noFutureDate =
    (message = 'messages.validation.noFutureDate', now: () => Date = () => new Date()): Validator =>
    (value: unknown) => {
        if (typeof value !== 'string' || !calendarDay(value)) return undefined;
        return value.slice(0, 10) > localDay(now()) ? message : undefined;
    };
