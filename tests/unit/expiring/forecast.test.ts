import { describe, expect, it } from 'vitest';
import {
    bySoonest,
    countByWindow,
    eAndOForecast,
    forecastWindow,
    licenseForecast,
    rtsForecast,
    setApartUnlicensed,
    type ForecastItem,
} from '../../../src/domain/expiryForecast';
import type { ContractCertification, License } from '../../../src/api/wire';

/** A fake clock: a local calendar day at a given hour. */
const localDay = (year: number, month: number, day: number, hour = 9) => new Date(year, month - 1, day, hour, 30);
const TODAY = localDay(2026, 11, 24);

const license = (id: number, expirationDate: string): License => ({
    Id: id,
    StateProvince: 'TX',
    LicenseNumber: `L${id}`,
    LicenseType: 'Life',
    IsResidentLicense: false,
    ExpirationDate: expirationDate,
});

describe('forecast windows at their edges', () => {
    it.each([
        [-1, true, 'expired'],
        [0, false, 30],
        [30, false, 30],
        [31, false, 60],
        [60, false, 60],
        [61, false, 90],
        [90, false, 90],
        [91, false, undefined],
    ] as const)('%i days left (expired %s) is in window %s', (daysLeft, expired, window) => {
        expect(forecastWindow(daysLeft, expired)).toBe(window);
    });

    it.each([
        ['2026-11-23T00:00:00', 'expired', -1],
        ['2026-11-24T00:00:00', 30, 0],
        ['2026-12-24T00:00:00', 30, 30],
        ['2026-12-25T00:00:00', 60, 31],
        ['2027-01-23T00:00:00', 60, 60],
        ['2027-01-24T00:00:00', 90, 61],
        ['2027-02-22T00:00:00', 90, 90],
    ] as const)('a license expiring %s is in window %s (%i days left)', (date, window, daysLeft) => {
        expect(licenseForecast([license(1, date)], TODAY)).toEqual([
            expect.objectContaining({ kind: 'license', window, daysLeft, date: date.slice(0, 10) }),
        ]);
    });

    it('puts a license of 91 days to 6 months in the licenses’ own band, whatever the hour of the day', () => {
        expect(licenseForecast([license(1, '2027-02-23T00:00:00')], TODAY)).toEqual([
            expect.objectContaining({ window: 'sixMonths', daysLeft: 91 }),
        ]);
        expect(licenseForecast([license(1, '2027-05-24T00:00:00')], TODAY)).toEqual([
            expect.objectContaining({ window: 'sixMonths' }),
        ]);
        expect(licenseForecast([license(1, '2027-05-25T00:00:00')], TODAY)).toEqual([]);
        expect(licenseForecast([license(1, '2027-02-22T00:00:00')], localDay(2026, 11, 24, 23))).toEqual([
            expect.objectContaining({ window: 90 }),
        ]);
        expect(licenseForecast([license(1, '2027-02-22T00:00:00')], localDay(2026, 11, 24, 0))).toEqual([
            expect.objectContaining({ window: 90 }),
        ]);
        expect(licenseForecast([license(1, 'not a date')], TODAY)).toEqual([]);
    });

    it('counts E&O coverage as expired from the start of its last record’s expiration day, as the E&O list does', () => {
        const record = (Id: number, ExpirationDate: string) => ({
            Id,
            IssuedBy: 'Acme',
            PolicyNumber: `P${Id}`,
            ExpirationDate,
        });
        const windowOf = (date: string) =>
            eAndOForecast([record(1, date), record(2, 'not a date')], TODAY).map(item => [item.window, item.daysLeft]);
        expect(windowOf('2026-11-24T00:00:00')).toEqual([['expired', 0]]);
        expect(windowOf('2026-11-25T00:00:00')).toEqual([[30, 1]]);
        expect(windowOf('2027-02-22T00:00:00')).toEqual([[90, 90]]);
        expect(windowOf('2027-02-23T00:00:00')).toEqual([]);
    });
});

describe('RTS that lapses when the plan year ends', () => {
    const certification = (PlanYear: number, Status: string): ContractCertification => ({
        PlanYear,
        Status,
        PolicyTypeAbbreviation: 'MA',
        StateAbbreviation: 'TX',
    });
    const contracts = [
        {
            id: 1,
            carrier: 'Ready both years',
            certifications: [certification(2026, 'RTS'), certification(2027, 'RTS')],
        },
        { id: 2, carrier: 'No coming year', certifications: [certification(2026, 'RTS')] },
        {
            id: 3,
            carrier: 'Coming failed',
            certifications: [certification(2026, 'RTS'), certification(2027, 'Failed')],
        },
        {
            id: 4,
            carrier: 'Coming pending',
            certifications: [certification(2026, 'rts'), certification(2027, 'Pending')],
        },
        { id: 5, carrier: 'Not ready now', certifications: [certification(2026, 'Failed')] },
        { id: 6, carrier: 'None at all', certifications: null },
        {
            id: 7,
            carrier: 'Coming unknown status',
            certifications: [certification(2026, 'RTS'), certification(2027, 'Suspended')],
        },
    ];

    it('lists the contracts ready to sell this plan year but not the coming one, ending 31 December', () => {
        expect(rtsForecast(contracts, TODAY).map(item => [item.carrier, item.coming, item.date, item.window])).toEqual([
            ['No coming year', 'none', '2026-12-31', 60],
            ['Coming failed', 'failed', '2026-12-31', 60],
            ['Coming pending', 'pending', '2026-12-31', 60],
            ['Coming unknown status', 'unknown', '2026-12-31', 60],
        ]);
    });

    it.each([
        ['Failed', 'failed'],
        [' FAILED ', 'failed'],
        ['Pending', 'pending'],
        ['Suspended', 'unknown'],
        ['Declined', 'unknown'],
    ] as const)('reads a coming %j as the readiness matrix does: %s (only Failed is failed)', (status, coming) => {
        const [item] = rtsForecast(
            [{ id: 1, carrier: 'A', certifications: [certification(2026, 'RTS'), certification(2027, status)] }],
            TODAY
        );
        expect(item.coming).toBe(coming);
    });

    it.each([
        [localDay(2026, 10, 1), 0],
        [localDay(2026, 10, 2), 4],
        [localDay(2026, 12, 1), 4],
        [localDay(2026, 12, 31), 4],
    ])('on %s it lists %i (from 90 days before the end of the plan year)', (today, count) => {
        expect(rtsForecast(contracts, today)).toHaveLength(count);
    });

    it('lists a lapse that has happened (RTS last plan year, not this one) as already expired, all year', () => {
        const lapsed = [
            { id: 8, carrier: 'Lapsed', certifications: [certification(2025, 'RTS')] },
            {
                id: 9,
                carrier: 'Lapsed, failed now',
                certifications: [certification(2025, 'RTS'), certification(2026, 'Failed')],
            },
            {
                id: 10,
                carrier: 'Renewed',
                certifications: [certification(2025, 'RTS'), certification(2026, 'RTS'), certification(2027, 'RTS')],
            },
            { id: 11, carrier: 'Never ready', certifications: [certification(2025, 'Failed')] },
        ];
        expect(
            rtsForecast(lapsed, TODAY).map(item => [item.carrier, item.window, item.date, item.daysLeft, item.coming])
        ).toEqual([
            ['Lapsed', 'expired', '2025-12-31', -328, 'none'],
            ['Lapsed, failed now', 'expired', '2025-12-31', -328, 'failed'],
        ]);
        expect(rtsForecast(lapsed, localDay(2026, 1, 1))[0]).toMatchObject({
            window: 'expired',
            daysLeft: -1,
            planYear: 2025,
            comingPlanYear: 2026,
        });
    });

    it('says the last day of the plan year is today on 31 December', () => {
        expect(rtsForecast(contracts, localDay(2026, 12, 31))[0]).toMatchObject({ daysLeft: 0, window: 30 });
    });
});

describe('order and counts', () => {
    it('puts the soonest first and counts each window', () => {
        const producer = { id: 7, name: 'Ann Lee' };
        const items: ForecastItem[] = [
            ...licenseForecast([license(1, '2027-01-10'), license(2, '2026-10-01')], TODAY, producer),
            ...licenseForecast([license(3, '2026-12-01'), license(4, '2027-02-20')], TODAY),
        ].sort(bySoonest);
        expect(items.map(item => item.date)).toEqual(['2026-10-01', '2026-12-01', '2027-01-10', '2027-02-20']);
        expect(countByWindow(items)).toEqual({ expired: 1, 30: 1, 60: 1, 90: 1, sixMonths: 0 });
        expect(items[0].producer).toEqual(producer);
    });
});

describe('RTS lapses where no valid license is held', () => {
    const licenseIn = (state: string, expirationDate: string): License => ({
        ...license(1, expirationDate),
        StateProvince: state,
    });
    const contract = (carrier: string, states: string[]) => ({
        carrier,
        certifications: [
            ...states.map(state => ({
                PlanYear: 2026,
                Status: 'RTS',
                PolicyTypeAbbreviation: 'MAPD',
                StateAbbreviation: state,
            })),
            // Not ready to sell there: a license in that state is beside the point.
            { PlanYear: 2026, Status: 'Failed', PolicyTypeAbbreviation: 'PDP', StateAbbreviation: 'NV' },
        ],
    });
    const producer = { id: 7, name: 'Ann Lee' };
    const items = rtsForecast(
        [contract('Licensed', ['ca']), contract('Lapsed license', ['TX']), contract('Elsewhere', ['FL', 'GA'])],
        TODAY,
        producer
    );
    const licenses = [
        licenseIn(' CA ', '2027-06-01T00:00:00'),
        licenseIn('TX', '2026-11-23T00:00:00'),
        licenseIn('NV', '2028-01-01T00:00:00'),
    ];

    it('sets apart a lapse whose states hold no license valid today, and counts the rest', () => {
        const { counted, unlicensed } = setApartUnlicensed(items, () => licenses, TODAY);
        expect(counted.map(item => item.kind === 'rts' && item.carrier)).toEqual(['Licensed']);
        expect(unlicensed.map(item => [item.carrier, item.states])).toEqual([
            ['Lapsed license', ['TX']],
            ['Elsewhere', ['FL', 'GA']],
        ]);
        expect(countByWindow(counted)[60]).toBe(1);
    });

    it('counts a license valid through its expiration day, today included', () => {
        const { counted } = setApartUnlicensed(items, () => [licenseIn('TX', '2026-11-24T00:00:00')], TODAY);
        expect(counted.map(item => item.kind === 'rts' && item.carrier)).toEqual(['Lapsed license']);
    });

    it('sets nothing apart for an owner whose licenses were not read, nor a certification with no state', () => {
        expect(setApartUnlicensed(items, () => undefined, TODAY).unlicensed).toEqual([]);
        const stateless = rtsForecast(
            [{ carrier: 'No state', certifications: [{ ...contract('x', ['']).certifications[0] }] }],
            TODAY
        );
        expect(setApartUnlicensed(stateless, () => [], TODAY).unlicensed).toEqual([]);
    });

    it('leaves licenses and E&O where they are, whatever the licenses held', () => {
        const own = licenseForecast([license(1, '2026-12-01')], TODAY);
        expect(setApartUnlicensed(own, () => [], TODAY).counted).toEqual(own);
    });
});
