/**
 * The date is read in the user's time zone, so a policy is expired from the start of its expiration day (E&O
 * policies end at the start of the day they name). A date with an offset is that moment.
 */
import { readCalendarDay } from './calendarDays';
import { clock } from '../clock';

const TIME_OF_DAY = /^[T ](\d{2}):(\d{2})(?::(\d{2}))?/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

export const expirationMoment = (expirationDate: string): Date | undefined => {
    const value = expirationDate.trim();
    const day = readCalendarDay(value);
    if (!day) return undefined;
    if (value.length > 'YYYY-MM-DD'.length && HAS_OFFSET.test(value)) {
        const moment = new Date(value);
        return Number.isNaN(moment.getTime()) ? undefined : moment;
    }
    const [, hour = '0', minute = '0', second = '0'] = TIME_OF_DAY.exec(value.slice(10)) ?? [];
    const moment = new Date(0);
    // setFullYear, not the constructor: years 0 to 99 stay themselves.
    moment.setFullYear(day.year, day.month - 1, day.day);
    moment.setHours(Number(hour), Number(minute), Number(second), 0);
    return moment;
};

/** A date that cannot be read is not called expired. */
export const isExpired = (expirationDate: string, now: Date = clock.now()) => {
    const moment = expirationMoment(expirationDate);
    return moment !== undefined && moment.getTime() < now.getTime();
};
