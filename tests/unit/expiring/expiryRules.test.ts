import { describe, expect, it } from 'vitest';
import type { License } from '../../../src/api/wire';
import { eAndOCoverage } from '../../../src/domain/eAndOCoverage';
import { countByWindow, eAndOForecast, licenseForecast } from '../../../resources/expiring/forecastRules';
import { expiryState, showsExpiryLine } from '../../../src/domain/licenseExpiry';
import { eAndOReadiness, licenseGap } from '../../../src/domain/readiness';

/**
 * One rule each for E&O coverage and license expiry: readiness, the expiry forecast (and the dashboard card,
 * which counts the forecast's items) and the licenses list must agree on every case.
 */

// 24 November 2026, mid-morning in the user's time zone.
const NOW = new Date(2026, 10, 24, 9, 30);

const record = (Id: number, IssuedBy: string, ExpirationDate: string) => ({
    Id,
    IssuedBy,
    PolicyNumber: `P${Id}`,
    ExpirationDate,
});

describe('E&O coverage: the record that lasts longest decides, everywhere', () => {
    it.each([
        ['no record', [], 'none', undefined],
        ['no readable date', [record(1, 'Acme', 'soon')], 'none', undefined],
        [
            'a lapsed and an expiring policy superseded by a valid one',
            [
                record(1, 'Berkley', '2025-06-19T00:00:00'),
                record(2, 'Berkley', '2026-12-20T00:00:00'),
                record(3, 'Travelers', '2027-05-26T00:00:00'),
            ],
            'valid',
            undefined,
        ],
        [
            'a lapsed policy superseded by one ending in 26 days',
            [record(1, 'Berkley', '2025-06-19T00:00:00'), record(2, 'Berkley', '2026-12-20T00:00:00')],
            'expiring',
            { window: 30, policy: 'P2' },
        ],
        ['ending today', [record(1, 'Acme', '2026-11-24T00:00:00')], 'expired', { window: 'expired', policy: 'P1' }],
        ['ending tomorrow', [record(1, 'Acme', '2026-11-25')], 'expiring', { window: 30, policy: 'P1' }],
        ['ending in 90 days', [record(1, 'Acme', '2027-02-22')], 'expiring', { window: 90, policy: 'P1' }],
        ['ending in 91 days', [record(1, 'Acme', '2027-02-23')], 'valid', undefined],
        [
            'two lapsed policies: one lapse, the later',
            [record(1, 'Acme', '2026-01-01'), record(2, 'Acme', '2025-01-01')],
            'expired',
            { window: 'expired', policy: 'P1' },
        ],
    ] as const)('%s', (_, records, status, forecast) => {
        expect(eAndOCoverage(records, NOW).status).toBe(status);
        expect(eAndOReadiness(records, NOW).status).toBe(status);
        const items = eAndOForecast(records, NOW);
        expect(items.map(item => ({ window: item.window, policy: item.policyNumber }))).toEqual(
            forecast ? [forecast] : []
        );
        // The dashboard card counts the forecast's items: at most one E&O lapse.
        const counts = countByWindow(items);
        expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(forecast ? 1 : 0);
    });
});

const license = (ExpirationDate: string): License => ({
    Id: 1,
    StateProvince: 'NE',
    LicenseNumber: 'L1',
    LicenseType: 'Life',
    IsResidentLicense: false,
    ExpirationDate,
});

describe('license expiry: what the licenses list flags, the forecast lists and readiness reads alike', () => {
    it.each([
        ['2026-11-23T00:00:00', 'expired', 'expired', 'licenseExpired'],
        ['2026-11-24T00:00:00', 'expiring', 30, undefined],
        ['2026-12-24', 'expiring', 30, undefined],
        ['2027-02-22', 'expiring', 90, undefined],
        ['2027-02-23', 'expiring', 'sixMonths', undefined],
        // Nebraska in the demo: "Expires soon" on the licenses list, so in the forecast too.
        ['2027-04-01T00:00:00', 'expiring', 'sixMonths', undefined],
        ['2027-05-24', 'expiring', 'sixMonths', undefined],
        ['2027-05-25', 'valid', undefined, undefined],
        ['not a date', 'valid', undefined, 'licenseExpiryUnknown'],
    ] as const)('expiring %s: %s, forecast window %s, readiness gap %s', (date, state, window, gap) => {
        expect(expiryState(date, NOW)).toBe(state);
        const items = licenseForecast([license(date)], NOW);
        expect(items.map(item => item.window)).toEqual(window === undefined ? [] : [window]);
        // Every license the list flags is in the forecast, and only those.
        expect(items.length > 0).toBe(showsExpiryLine(expiryState(date, NOW)));
        expect(licenseGap([{ state: 'NE', expirationDate: date }], { planYear: 2026, state: 'NE' }, NOW)?.kind).toBe(
            gap
        );
    });
});
