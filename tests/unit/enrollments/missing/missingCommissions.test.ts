import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csvField, toCsv } from '../../../../src/domain/csv';
import {
    commissionDue,
    countByProducer,
    daysInForce,
    DEFAULT_WINDOW,
    inWindow,
    missingCommission,
    readWindow,
    settleByOwnPayments,
    windowProblems,
    windowSearch,
} from '../../../../resources/enrollments/missing/check';
import type { EnrollmentRow } from '../../../../resources/enrollments/types';
import { clock } from '../../../../src/clock';

// 24 November 2026, just after midnight: the window follows the user's calendar day.
const NOW = new Date(2026, 10, 24, 0, 5);

beforeEach(() => {
    clock.startAt(NOW);
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
        const own = (rows: ReturnType<typeof row>[]) => missingCommission(enrollment, settleByOwnPayments(rows));
        expect(own([])).toEqual({ enrollment, days: 146, kind: 'none', by: 'ownPayments' });
        expect(own([row('On hold')])).toMatchObject({ kind: 'onHold' });
        expect(own([row('On hold'), row('Processed')])).toBeUndefined();
        expect(missingCommission(enrollment, { kind: 'onHold', by: 'statements' })).toMatchObject({
            kind: 'onHold',
            by: 'statements',
        });
    });

    it('reads a processed payment whatever its letter case, as the enrollment’s payments table does', () => {
        expect(missingCommission(enrollment, settleByOwnPayments([row('PROCESSED')]))).toBeUndefined();
    });

    it('counts the days only while the policy was in force', () => {
        // Policy 1101228 of the demo: effective 2023-12-01, terminated 2026-02-28, not 1,091 days but 820.
        const terminated = { ...enrollment, EffectiveDate: '2023-12-01T00:00:00', TerminationDate: '2026-02-28' };
        expect(missingCommission(terminated, settleByOwnPayments([]))).toMatchObject({ days: 820, kind: 'none' });
    });
});

describe('days in force, and whether a commission was due', () => {
    const window = { from: 60, to: 1095 };
    it.each([
        ['running', '2026-07-01', null, 146, true],
        ['terminated later than today', '2026-07-01', '2027-01-01', 146, true],
        ['terminated after 820 days', '2023-12-01', '2026-02-28', 820, true],
        ['terminated after exactly the window’s 60 days', '2026-07-01', '2026-08-30', 60, true],
        ['terminated after 59 days: before a commission was due', '2026-07-01', '2026-08-29', 59, false],
        ['terminated on its effective day', '2026-07-01', '2026-07-01T00:00:00', 0, false],
        ['terminated before its effective day', '2026-07-01', '2026-06-30', -1, false],
        ['an unreadable termination date', '2026-07-01', 'soon', 146, true],
    ])('%s: %s to %s is %i days, due %s', (_, effective, terminated, days, due) => {
        const row = { EffectiveDate: effective, TerminationDate: terminated };
        expect(daysInForce(row)).toBe(days);
        expect(commissionDue(row, window)).toBe(due);
    });
});

describe('the count per producer', () => {
    it('counts each writing agent’s enrollments, most first, then by name', () => {
        const row = (id: number, AgentId: number | null, AgentName: string) => ({
            enrollment: { id, PolicyId: id, AgentId, AgentName } as EnrollmentRow,
        });
        expect(
            countByProducer([row(1, 7, 'Zoe Ray'), row(2, 8, 'Ana Diaz'), row(3, 7, 'Zoe Ray'), row(4, 9, 'Bo Li')])
        ).toEqual([
            { id: '7', name: 'Zoe Ray', count: 2 },
            { id: '8', name: 'Ana Diaz', count: 1 },
            { id: '9', name: 'Bo Li', count: 1 },
        ]);
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
