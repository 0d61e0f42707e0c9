import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csvField, toCsv } from '../../../src/domain/csv';
import {
    DEFAULT_WINDOW,
    inWindow,
    missingCommission,
    readWindow,
    windowProblems,
    windowSearch,
} from '../../../resources/enrollments/missing/check';
import type { EnrollmentRow } from '../../../resources/enrollments/types';

// 24 November 2026, just after midnight: the window follows the user's calendar day.
const NOW = new Date(2026, 10, 24, 0, 5);

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
});
afterEach(() => {
    vi.useRealTimers();
});

describe('the missed-commission window', () => {
    it('defaults to effective 60 to 240 days ago, as search dates', () => {
        expect(readWindow(new URLSearchParams())).toEqual(DEFAULT_WINDOW);
        expect(windowSearch(DEFAULT_WINDOW)).toEqual({ effDateStart: '2026-03-29', effDateEnd: '2026-09-25' });
    });

    it.each([
        ['2026-09-26', false], // 59 days ago
        ['2026-09-25', true], // 60 days: the near edge is in
        ['2026-03-29', true], // 240 days: the far edge is in
        ['2026-03-28', false], // 241 days
        [null, false],
        ['not a date', false],
    ])('effective %s is in the default window: %s', (date, expected) => {
        expect(inWindow(date, DEFAULT_WINDOW)).toBe(expected);
    });

    it.each([
        ['60', '240', {}],
        ['30', '1095', {}],
        ['29', '240', { from: 'tooRecent' }],
        ['60', '1096', { to: 'tooOld' }],
        ['90', '90', { to: 'order' }],
        ['120', '90', { to: 'order' }],
        ['', '240', { from: 'notWhole' }],
        ['60.5', 'x', { from: 'notWhole', to: 'notWhole' }],
        ['-60', '240', { from: 'notWhole' }],
        [' 60 ', '240', {}],
    ])('from %j to %j: %j', (from, to, problems) => {
        expect(windowProblems(from, to)).toEqual(problems);
    });

    it('takes a valid window from the address and refuses a wrong one', () => {
        expect(readWindow(new URLSearchParams('from=90&to=365'))).toEqual({ from: 90, to: 365 });
        expect(readWindow(new URLSearchParams('from=365&to=90'))).toEqual(DEFAULT_WINDOW);
    });
});

describe('a missed commission', () => {
    const enrollment = { id: 7, PolicyId: 7, EffectiveDate: '2026-07-01T00:00:00' } as EnrollmentRow;
    const row = (Status: string) => ({ PaymentRunId: 1, StatementDate: '2026-08-01', Status, Amount: 10 });

    it('is an enrollment without any processed commission payment', () => {
        expect(missingCommission(enrollment, [])).toEqual({ enrollment, days: 146, kind: 'none' });
        expect(missingCommission(enrollment, [row('On hold')])).toMatchObject({ kind: 'onHold' });
        expect(missingCommission(enrollment, [row('On hold'), row('Processed')])).toBeUndefined();
    });

    it('reads a processed payment whatever its letter case, as the enrollment’s payments table does', () => {
        expect(missingCommission(enrollment, [row('PROCESSED')])).toBeUndefined();
    });

    it('leaves out an enrollment terminated on or before its effective day: no commission was ever due', () => {
        expect(missingCommission({ ...enrollment, TerminationDate: '2026-07-01T00:00:00' }, [])).toBeUndefined();
        expect(missingCommission({ ...enrollment, TerminationDate: '2026-06-30' }, [])).toBeUndefined();
        expect(missingCommission({ ...enrollment, TerminationDate: '2026-07-02' }, [])).toMatchObject({ kind: 'none' });
    });
});

describe('the CSV', () => {
    it.each([
        ['plain', 'plain'],
        ['Smith, Jr.', '"Smith, Jr."'],
        ['The "Best" Plan', '"The ""Best"" Plan"'],
        ['two\nlines', '"two\nlines"'],
        [' padded', '" padded"'],
        ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
        ['-5', "'-5"],
        [null, ''],
        [42, '42'],
    ])('writes %j as %j', (value, expected) => {
        expect(csvField(value)).toBe(expected);
    });

    it('joins fields with commas and lines with CRLF, the header first', () => {
        expect(toCsv(['Name', 'Carrier'], [['Ana', 'Acme, Inc.']])).toBe('Name,Carrier\r\nAna,"Acme, Inc."\r\n');
    });

    it('reads back to the same fields', () => {
        const fields = ['a,b', 'say "hi"', 'x'];
        const line = toCsv(['h1', 'h2', 'h3'], [fields]).split('\r\n')[1];
        const parsed = [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
            .map(match => match[1])
            .slice(0, 3)
            .map(field => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field));
        expect(parsed).toEqual(fields);
    });
});
