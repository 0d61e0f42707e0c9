import { describe, expect, it } from 'vitest';
import { filterDateProblem } from '../../../src/components/filterDates';
import { calendarDay, dayNumberOf, isoDayOf, readCalendarDay, todayNumber } from '../../../src/domain/calendarDays';
import { expirationMoment } from '../../../src/domain/eAndOExpiry';
import { licenseGap } from '../../../src/domain/readiness';
import { dateInYears } from '../../../src/forms/dates';

/** What each value names: [year, month, day], or undefined for no day at all. */
const CASES: Array<[string, [number, number, number] | undefined]> = [
    ['2026-03-01', [2026, 3, 1]],
    ['2026-03-01T00:00:00', [2026, 3, 1]],
    ['2026-03-01T08:30:00.123Z', [2026, 3, 1]],
    ['2026-03-01 08:30', [2026, 3, 1]],
    ['2024-02-29', [2024, 2, 29]],
    ['2000-02-29', [2000, 2, 29]],
    ['2026-12-31', [2026, 12, 31]],
    ['0050-03-01', [50, 3, 1]],
    ['0001-01-01', [1, 1, 1]],
    ['9999-12-31', [9999, 12, 31]],
    ['2026-02-29', undefined],
    ['2026-02-30', undefined],
    ['2100-02-29', undefined],
    ['2026-04-31', undefined],
    ['2026-13-45', undefined],
    ['2026-13-01', undefined],
    ['2026-00-10', undefined],
    ['2026-04-00', undefined],
    ['10000-01-01', undefined],
    ['26-03-01', undefined],
    ['2026-3-1', undefined],
    ['2026/03/01', undefined],
    ['03/01/2026', undefined],
    ['2026-03-01Z', undefined],
    ['2026-03-01garbage', undefined],
    [' 2026-03-01', undefined],
    ['not a date', undefined],
    ['', undefined],
];

describe('the one calendar day reader', () => {
    it.each(CASES)('%j names %j', (value, expected) => {
        const day = readCalendarDay(value);
        expect(day && [day.year, day.month, day.day]).toEqual(expected);
    });

    it.each(CASES)('%j: every view of a day agrees with the reader', (value, expected) => {
        const readable = expected !== undefined;
        expect(calendarDay(value) !== undefined).toBe(readable);
        expect(dayNumberOf(value) !== undefined).toBe(readable);
        // An E&O date is read without the spaces around it.
        expect(expirationMoment(value) !== undefined).toBe(readCalendarDay(value.trim()) !== undefined);
        if (!readable) return;
        const [year, month, day] = expected;
        expect(calendarDay(value)?.toISOString().slice(0, 10)).toBe(value.slice(0, 10));
        expect(isoDayOf(dayNumberOf(value)!)).toBe(value.slice(0, 10));
        const moment = expirationMoment(value.slice(0, 10))!;
        expect([moment.getFullYear(), moment.getMonth() + 1, moment.getDate()]).toEqual([year, month, day]);
        expect(todayNumber(moment)).toBe(dayNumberOf(value));
    });

    it.each(CASES.filter(([value]) => !value.includes('T') && !value.includes(' ')))(
        '%j: a filter date is a whole day the reader reads (from 1900)',
        (value, expected) => {
            const wholeDay = expected !== undefined && expected[0] >= 1900;
            expect(filterDateProblem(value) === 'invalid').toBe(!wholeDay);
        }
    );

    it('a form date names a real day in the years 1000 to 9999', () => {
        expect(dateInYears()('2026-02-28', {}, {})).toBeUndefined();
        for (const value of ['2026-02-30', '2026-13-45', '0050-03-01'])
            expect(dateInYears()(value, {}, {})).toBe('common.forms.yearOutOfRange');
    });

    it("a license dated on a day no calendar has makes readiness's license part 'expiry unknown'", () => {
        const today = new Date(2026, 0, 10, 12);
        const cell = { planYear: 2026, state: 'FL' };
        for (const expirationDate of ['2026-02-30', '2026-13-45', '2026-02-30T00:00:00'])
            expect(licenseGap([{ state: 'FL', expirationDate }], cell, today)).toEqual({
                kind: 'licenseExpiryUnknown',
            });
        expect(licenseGap([{ state: 'FL', expirationDate: '0050-03-01' }], cell, today)?.kind).toBe('licenseExpired');
    });
});
