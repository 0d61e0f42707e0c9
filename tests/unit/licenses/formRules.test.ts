import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/components/formatting';
import {
    calendarDay,
    dateInYears,
    noFutureDate,
    requiredTrimmed,
    serverFieldErrors,
    trimStrings,
} from '../../../src/forms';

// The rules of src/forms that the license form is the first to use (the eight forms to come reuse them).

describe('text rules', () => {
    it('count a value of only spaces as missing', () => {
        const required = requiredTrimmed();
        expect(required('   ', {}, {})).toBe('ra.validation.required');
        expect(required('', {}, {})).toBe('ra.validation.required');
        expect(required(undefined, {}, {})).toBe('ra.validation.required');
        expect(required(' A1 ', {}, {})).toBeUndefined();
    });

    it('trim every text at any depth and leave files and flags alone', () => {
        const file = new File(['%PDF-'], 'a.pdf');
        expect(trimStrings({ a: ' x ', b: [' y', { c: 'z ' }], file, flag: true, none: null })).toEqual({
            a: 'x',
            b: ['y', { c: 'z' }],
            file,
            flag: true,
            none: null,
        });
    });
});

describe('date rules', () => {
    it('keep years 0 to 99 as written (never 1900 to 1999)', () => {
        expect(calendarDay('0050-03-01')?.getUTCFullYear()).toBe(50);
        expect(calendarDay('2027-02-31')).toBeUndefined();
        expect(calendarDay('2027-03-31T00:00:00')?.getUTCDate()).toBe(31);
        expect(formatDate('0050-03-01T00:00:00', 'en')).toBe('Mar 1, 50');
        expect(formatDate('0050-03-01', 'en')).not.toMatch(/19/);
    });

    it('take years 1000 to 9999 only', () => {
        const inYears = dateInYears();
        for (const value of ['0000-01-01', '0050-03-01', '0999-12-31', '10000-01-01', '2027-02-31', 'soon'])
            expect(inYears(value, {}, {}), value).toBe('common.forms.yearOutOfRange');
        for (const value of ['1000-01-01', '2027-03-31', '9999-12-31', ''])
            expect(inYears(value, {}, {}), value).toBeUndefined();
    });

    it('refuse a day after today, in the user’s calendar', () => {
        const noFuture = noFutureDate(undefined, () => new Date(2026, 10, 22, 23, 30));
        expect(noFuture('2026-11-22', {}, {})).toBeUndefined();
        expect(noFuture('2026-11-23', {}, {})).toBe('messages.validation.noFutureDate');
        expect(noFuture('1960-01-01', {}, {})).toBeUndefined();
    });
});

describe("the server's field errors", () => {
    const FIELDS = ['StateProvince', 'LicenseNumber', 'ExpirationDate', 'file'];
    const answer = (body: unknown) => new HttpError('Failed to fetch: 400 Bad Request', 400, body);

    it('map each field to its first message, keys matched whatever their case or prefix', () => {
        const errors = {
            licenseNumber: ['Already on file', 'second'],
            'license.ExpirationDate': ['Expired'],
            $File: ['ignored: no such field'],
            FILE: 'Damaged file',
            Other: ['not a field'],
        };
        expect(serverFieldErrors(answer({ errors }), FIELDS)).toEqual({
            LicenseNumber: 'Already on file',
            ExpirationDate: 'Expired',
            file: 'Damaged file',
        });
    });

    it('read an answer kept as text, and give nothing when there is nothing for a field', () => {
        expect(
            serverFieldErrors(answer(JSON.stringify({ errors: { StateProvince: ['Unknown state'] } })), FIELDS)
        ).toEqual({ StateProvince: 'Unknown state' });
        expect(serverFieldErrors(answer('<html>oops</html>'), FIELDS)).toBeUndefined();
        expect(serverFieldErrors(answer({ errors: { Other: ['x'] } }), FIELDS)).toBeUndefined();
        expect(serverFieldErrors(answer({ errors: { LicenseNumber: [] } }), FIELDS)).toBeUndefined();
        expect(serverFieldErrors(new Error('network'), FIELDS)).toBeUndefined();
    });
});
