import { describe, expect, it } from 'vitest';
import {
    chargebacksByMonth,
    endingCause,
    endingCauses,
    isRapidDisenrollment,
    rateOf,
    ratesBy,
    stillInFirstMonths,
    wentEffective,
} from '../../../../src/domain/rapidDisenrollments';
import {
    addMonthsToDay,
    lastMonths,
    monthWindowShownAsAsked,
    readMonthWindow,
    shiftMonth,
} from '../../../../src/domain/calendarMonths';
import { dayNumberOf, isoDayOf } from '../../../../src/domain/calendarDays';

const enrollment = (EffectiveDate: string, TerminationDate: string | null = null) => ({
    EffectiveDate: `${EffectiveDate}T00:00:00`,
    TerminationDate: TerminationDate && `${TerminationDate}T00:00:00`,
});

describe('rapid disenrollments: the 3-month edge', () => {
    it.each([
        ['ended the next day', '2026-01-01', '2026-01-02', true],
        ['ended on the last day covered of the third month', '2026-01-01', '2026-03-31', true],
        ['ended on the first day without cover after three months', '2026-01-01', '2026-04-01', true],
        ['ended a day after three months', '2026-01-01', '2026-04-02', false],
        ['ended after a year', '2026-01-01', '2027-01-01', false],
        ['effective on the 31st: three months later is the 30th', '2026-01-31', '2026-04-30', true],
        ['effective on the 31st: a day after that', '2026-01-31', '2026-05-01', false],
        ['effective 30 November: three months later is the end of February', '2025-11-30', '2026-02-28', true],
        ['cancelled on its effective day (never went effective)', '2026-01-01', '2026-01-01', false],
        ['cancelled before its effective day', '2026-01-01', '2025-12-20', false],
        ['not ended', '2026-01-01', null, false],
    ])('%s', (_, effective, ended, expected) => {
        expect(isRapidDisenrollment(enrollment(effective, ended))).toBe(expected);
    });

    it('counts only enrollments that went effective', () => {
        expect(wentEffective(enrollment('2026-01-01', '2026-01-01'))).toBe(false);
        expect(wentEffective(enrollment('2026-01-01', '2026-01-02'))).toBe(true);
        expect(wentEffective({ EffectiveDate: null })).toBe(false);
    });

    it('knows which enrollments may still end within their first 3 months', () => {
        const now = new Date(2026, 3, 1);
        expect(stillInFirstMonths(enrollment('2026-01-02'), now)).toBe(true);
        expect(stillInFirstMonths(enrollment('2026-01-01'), now)).toBe(false);
        expect(stillInFirstMonths(enrollment('2026-03-01', '2026-03-20'), now)).toBe(false);
    });
});

describe('rapid disenrollments: rates with their counts', () => {
    it.each([
        ['none effective: no rate', 0, 0, undefined, true],
        ['one case in two: 50%, and few', 1, 2, 0.5, true],
        ['none in nine', 0, 9, 0, true],
        ['one in ten: no longer few', 1, 10, 0.1, false],
        ['twelve in forty', 12, 40, 0.3, false],
    ])('%s', (_, rapid, effective, rate, few) => {
        expect(rateOf(rapid, effective)).toEqual({ rapid, effective, rate, few });
    });

    it('ranks groups by rate, then by their size, then by name, leaving cancellations out', () => {
        const rows = [
            // Carrier A: 1 rapid of 2 (50%).
            { ...enrollment('2026-01-01', '2026-02-15'), carrier: 'A' },
            { ...enrollment('2026-01-01'), carrier: 'A' },
            // Carrier B: 2 rapid of 4 (50%): more enrollments, so before A.
            { ...enrollment('2026-01-01', '2026-02-15'), carrier: 'B' },
            { ...enrollment('2026-01-01', '2026-03-31'), carrier: 'B' },
            { ...enrollment('2026-01-01', '2026-06-15'), carrier: 'B' },
            { ...enrollment('2026-01-01'), carrier: 'B' },
            // Carrier C: 1 of 1 (100%), besides a cancellation that does not count.
            { ...enrollment('2026-02-01', '2026-03-01'), carrier: 'C' },
            { ...enrollment('2026-02-01', '2026-02-01'), carrier: 'C' },
            // Carrier D: none of 3.
            ...[1, 2, 3].map(() => ({ ...enrollment('2026-02-01'), carrier: 'D' })),
        ];
        const rates = ratesBy(rows, row => ({ key: row.carrier, name: `Carrier ${row.carrier}` }));
        expect(rates.map(({ key, rapid, effective }) => [key, rapid, effective])).toEqual([
            ['C', 1, 1],
            ['B', 2, 4],
            ['A', 1, 2],
            ['D', 0, 3],
        ]);
    });
});

describe('chargebacks by month', () => {
    it('sums the ledgers’ chargebacks per statement month, every month of the window, exact to the cent', () => {
        const statements = [
            { StatementDate: '2026-01-09T00:00:00', Chargeback: -0.1 },
            { StatementDate: '2026-01-23T00:00:00', Chargeback: -0.2 },
            { StatementDate: '2026-03-06T00:00:00', Chargeback: -120.55 },
            { StatementDate: '2025-12-31T00:00:00', Chargeback: -999 },
            { StatementDate: '2026-04-01T00:00:00', Chargeback: -999 },
        ];
        expect(chargebacksByMonth(statements, ['2026-01', '2026-02', '2026-03'])).toEqual([
            { month: '2026-01', amount: -0.3 },
            { month: '2026-02', amount: 0 },
            { month: '2026-03', amount: -120.55 },
        ]);
    });
});

describe('month windows', () => {
    const now = new Date(2026, 10, 26);
    const rule = { months: 12, reach: 36 };
    const read = (query: string) => readMonthWindow(new URLSearchParams(query), rule, now);

    it.each([
        ['nothing: the last 12 months', '', { from: '2025-12', to: '2026-11' }],
        ['a window', 'from=2026-01&to=2026-03', { from: '2026-01', to: '2026-03' }],
        ['ends in the wrong order: swapped', 'from=2026-03&to=2026-01', { from: '2026-01', to: '2026-03' }],
        ['a month to come: this month', 'from=2026-06&to=2027-02', { from: '2026-06', to: '2026-11' }],
        ['beyond reach: the earliest month reached', 'from=2019-01&to=2024-01', { from: '2023-12', to: '2024-01' }],
        ['only a start: up to this month', 'from=2026-06', { from: '2026-06', to: '2026-11' }],
        ['not a month: the default', 'from=2026-13&to=2026-11', { from: '2025-12', to: '2026-11' }],
    ])('%s', (_, query, expected) => {
        expect(read(query)).toEqual(expected);
    });

    it.each([
        ['nothing', '', true],
        ['a window', 'from=2026-01&to=2026-03', true],
        ['only the default end', 'to=2026-11', true],
        ['ends in the wrong order', 'from=2026-03&to=2026-01', false],
        ['a month to come', 'from=2026-06&to=2027-02', false],
        ['beyond reach', 'from=2019-01&to=2024-01', false],
        ['not a month', 'from=abc', false],
    ])('shown as the address asks, %s: %s', (_, query, expected) => {
        expect(monthWindowShownAsAsked(new URLSearchParams(query), rule, now)).toBe(expected);
    });

    it('counts months and days across year ends and short months', () => {
        expect(shiftMonth('2026-01', -1)).toBe('2025-12');
        expect(shiftMonth('2025-12', 14)).toBe('2027-02');
        expect(lastMonths(3, now)).toEqual({ from: '2026-09', to: '2026-11' });
        expect(isoDayOf(addMonthsToDay(dayNumberOf('2026-01-31')!, 1))).toBe('2026-02-28');
        expect(isoDayOf(addMonthsToDay(dayNumberOf('2024-01-31')!, 1))).toBe('2024-02-29');
        expect(isoDayOf(addMonthsToDay(dayNumberOf('2025-03-15')!, 12))).toBe('2026-03-15');
    });
});

describe('why rapid disenrollments ended', () => {
    it('groups the reasons by whether the agent could have had a hand in them, the sale’s first', () => {
        const ended = (TerminationReason: string | null) => ({ TerminationReason });
        expect(
            endingCauses([
                ended('Deceased'),
                ended('Moved out of service area'),
                ended(' moved out of SERVICE area '),
                ended('Switched plans'),
                ended('Non-payment of premium'),
                ended('Carrier terminated'),
                ended('Plan discontinued'),
                ended(null),
            ])
        ).toEqual([
            {
                cause: 'maybeTheSale',
                count: 2,
                reasons: [
                    { reason: 'Non-payment of premium', count: 1 },
                    { reason: 'Switched plans', count: 1 },
                ],
            },
            {
                cause: 'notTheAgents',
                count: 4,
                reasons: [
                    { reason: 'Moved out of service area', count: 2 },
                    { reason: 'Carrier terminated', count: 1 },
                    { reason: 'Deceased', count: 1 },
                ],
            },
            {
                cause: 'notKnown',
                count: 2,
                reasons: [
                    { reason: '', count: 1 },
                    { reason: 'Plan discontinued', count: 1 },
                ],
            },
        ]);
        expect(endingCauses([])).toEqual([]);
        expect(endingCause(' VOLUNTARY DISENROLLMENT ')).toBe('maybeTheSale');
    });
});
