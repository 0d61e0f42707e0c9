import type { Validator } from 'react-admin';
import { calendarDay, localDay } from '../domain/calendarDays';
import { clock } from '../clock';

export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;

export { calendarDay, localDay };

export const today = (now: Date = clock.now()) => localDay(now);

/** A date input accepts 0050 and 10000. An empty value passes: `required()` says that. */
export const dateInYears =
    (message = 'common.forms.yearOutOfRange'): Validator =>
    (value: unknown) => {
        if (value == null || value === '') return undefined;
        const day = typeof value === 'string' ? calendarDay(value) : undefined;
        const year = day?.getUTCFullYear();
        return year === undefined || year < MIN_YEAR || year > MAX_YEAR ? message : undefined;
    };

/** A birth date of 1800 is a slip a carrier would refuse, better said while the person is still at the form. */
export const withinYears =
    (years: number, message: string, now: () => Date = () => clock.now()): Validator =>
    (value: unknown) => {
        if (typeof value !== 'string' || !calendarDay(value)) return undefined;
        const today = localDay(now());
        const limit = `${String(Number(today.slice(0, 4)) + years).padStart(4, '0')}${today.slice(4)}`;
        const day = value.slice(0, 10);
        return (years < 0 ? day < limit : day > limit) ? message : undefined;
    };

export const noFutureDate =
    (message = 'messages.validation.noFutureDate', now: () => Date = () => clock.now()): Validator =>
    (value: unknown) => {
        if (typeof value !== 'string' || !calendarDay(value)) return undefined;
        return value.slice(0, 10) > localDay(now()) ? message : undefined;
    };
