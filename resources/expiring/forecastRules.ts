// Each kind keeps its own area's one rule of expiry (licenseExpiry.ts, eAndOCoverage.ts), so the forecast never
// disagrees with the licenses list or readiness.
import type { Identifier } from 'react-admin';
import type { ContractCertification, License } from '../../src/api/wire';
import { localDay, todayNumber } from '../../src/domain/calendarDays';
import { eAndOCoverage } from '../../src/domain/eAndOCoverage';
import { expiryState, licenseDaysLeft } from '../../src/domain/licenseExpiry';
import { combinedStanding, isRts, planYearRts } from '../../src/domain/readyToSell';
import { clock } from '../../src/clock';

export const FORECAST_WINDOWS = ['expired', 30, 60, 90, 'sixMonths'] as const;
export type ForecastWindow = (typeof FORECAST_WINDOWS)[number];

export const FORECAST_DAYS = 90;

// Past 90 days none: a license the licenses list flags goes to the 6-month band instead.
export const forecastWindow = (daysLeft: number, expired: boolean): ForecastWindow | undefined => {
    if (expired) return 'expired';
    if (daysLeft <= 30) return 30;
    if (daysLeft <= 60) return 60;
    if (daysLeft <= FORECAST_DAYS) return 90;
    return undefined;
};

export interface ForecastProducer {
    id: Identifier;
    name: string;
}

interface ItemBase {
    key: string;
    /** `YYYY-MM-DD`. */
    date: string;
    daysLeft: number;
    window: ForecastWindow;
    producer?: ForecastProducer;
}

export interface LicenseForecastItem extends ItemBase {
    kind: 'license';
    state: string;
    licenseNumber: string;
    licenseType: string;
}

export interface EAndOForecastItem extends ItemBase {
    kind: 'eando';
    issuedBy: string;
    policyNumber: string;
}

// 'unknown': only statuses the portal does not know (not ready to sell, and not called failed).
export type ComingCertification = 'none' | 'failed' | 'pending' | 'unknown';

export interface RtsForecastItem extends ItemBase {
    kind: 'rts';
    carrier: string;
    contractId?: Identifier;
    planYear: number;
    comingPlanYear: number;
    coming: ComingCertification;
    /** Where a license is needed for the lapse to matter. */
    states: string[];
}

export type ForecastItem = LicenseForecastItem | EAndOForecastItem | RtsForecastItem;

const ownerKey = (producer?: ForecastProducer) => (producer ? `producer:${String(producer.id)}` : 'own');

export const licenseForecast = (
    licenses: readonly License[],
    today: Date = clock.now(),
    producer?: ForecastProducer
): LicenseForecastItem[] =>
    licenses.flatMap(license => {
        // A date it cannot read is 'valid' there: neither flagged nor forecast.
        const state = expiryState(license.ExpirationDate, today);
        if (state === 'valid') return [];
        const daysLeft = licenseDaysLeft(license.ExpirationDate, today);
        const window = forecastWindow(daysLeft, state === 'expired') ?? 'sixMonths';
        return [
            {
                kind: 'license' as const,
                key: `${ownerKey(producer)}:license:${license.Id}`,
                date: license.ExpirationDate.slice(0, 10),
                daysLeft,
                window,
                producer,
                state: license.StateProvince,
                licenseNumber: license.LicenseNumber,
                licenseType: license.LicenseType,
            },
        ];
    });

export interface EAndORecord {
    Id: Identifier;
    IssuedBy: string;
    PolicyNumber: string;
    ExpirationDate: string;
}

// The coverage, not each policy: a policy a later one supersedes is no lapse.
export const eAndOForecast = (records: readonly EAndORecord[], now: Date = clock.now()): EAndOForecastItem[] => {
    const { status, record, daysLeft, endsOn } = eAndOCoverage(records, now);
    if (!record || daysLeft === undefined || !endsOn || status === 'valid' || status === 'none') return [];
    const window = forecastWindow(daysLeft, status === 'expired');
    if (window === undefined) return [];
    return [
        {
            kind: 'eando' as const,
            key: `own:eando:${String(record.Id)}`,
            date: localDay(endsOn),
            daysLeft,
            window,
            issuedBy: record.IssuedBy,
            policyNumber: record.PolicyNumber,
        },
    ];
};

export interface CertifiedContract {
    id?: Identifier;
    carrier: string;
    certifications: readonly ContractCertification[] | null | undefined;
}

const comingCertification = (
    certifications: CertifiedContract['certifications'],
    year: number
): ComingCertification => {
    const standing = combinedStanding(
        (certifications ?? []).filter(certification => certification.PlanYear === year).map(row => row.Status)
    );
    // 'rts' does not come here: a contract ready to sell in the coming year does not lapse.
    return standing === undefined || standing === 'rts' ? 'none' : standing;
};

const stateCode = (state: string) => state.trim().toUpperCase();

const rtsStates = (certifications: CertifiedContract['certifications'], planYear: number) => [
    ...new Set(
        (certifications ?? [])
            .filter(row => row.PlanYear === planYear && isRts(row.Status) && stateCode(row.StateAbbreviation) !== '')
            .map(row => stateCode(row.StateAbbreviation))
    ),
];

// A coming lapse enters 90 days before 31 December, after August, when the RTS indicator starts showing the
// coming plan year; one already lapsed stays among the expired for the whole plan year it is missing from.
export const rtsForecast = (
    contracts: readonly CertifiedContract[],
    today: Date = clock.now(),
    producer?: ForecastProducer
): RtsForecastItem[] => {
    const thisYear = today.getFullYear();
    const lapses = (planYear: number) => {
        const lastDay = new Date(planYear, 11, 31);
        const daysLeft = todayNumber(lastDay) - todayNumber(today);
        const window = forecastWindow(daysLeft, daysLeft < 0);
        if (window === undefined) return [];
        return contracts.flatMap((contract, index) => {
            if (planYearRts(contract.certifications, planYear) !== true) return [];
            if (planYearRts(contract.certifications, planYear + 1) === true) return [];
            return [
                {
                    kind: 'rts' as const,
                    key: `${ownerKey(producer)}:rts:${String(contract.id ?? `${contract.carrier}#${index}`)}${window === 'expired' ? ':lapsed' : ''}`,
                    date: localDay(lastDay),
                    daysLeft,
                    window,
                    producer,
                    carrier: contract.carrier,
                    contractId: contract.id,
                    planYear,
                    comingPlanYear: planYear + 1,
                    coming: comingCertification(contract.certifications, planYear + 1),
                    states: rtsStates(contract.certifications, planYear),
                },
            ];
        });
    };
    return [...lapses(thisYear - 1), ...lapses(thisYear)];
};

const KIND_ORDER: Record<ForecastItem['kind'], number> = { license: 0, eando: 1, rts: 2 };
const labelOf = (item: ForecastItem) =>
    item.kind === 'license'
        ? `${item.state} ${item.licenseNumber}`
        : item.kind === 'eando'
          ? item.policyNumber
          : item.carrier;

export const bySoonest = (a: ForecastItem, b: ForecastItem) =>
    a.date.localeCompare(b.date) ||
    (a.producer?.name ?? '').localeCompare(b.producer?.name ?? '') ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    labelOf(a).localeCompare(labelOf(b));

export type WindowCounts = Record<ForecastWindow, number>;

export const countByWindow = (items: readonly ForecastItem[]): WindowCounts => {
    const counts: WindowCounts = { expired: 0, 30: 0, 60: 0, 90: 0, sixMonths: 0 };
    for (const item of items) counts[item.window] += 1;
    return counts;
};

// Only decided from licenses that were read (undefined: the lapse stays in its window), never for a
// certification that names no state.
export const lacksLicense = (item: RtsForecastItem, licenses: readonly License[] | undefined, today: Date) =>
    licenses !== undefined &&
    item.states.length > 0 &&
    !licenses.some(
        license =>
            item.states.includes(stateCode(license.StateProvince)) &&
            expiryState(license.ExpirationDate, today) !== 'expired'
    );

export const setApartUnlicensed = (
    items: readonly ForecastItem[],
    licensesOf: (producer?: ForecastProducer) => readonly License[] | undefined,
    today: Date = clock.now()
) => {
    const counted: ForecastItem[] = [];
    const unlicensed: RtsForecastItem[] = [];
    for (const item of items)
        if (item.kind === 'rts' && lacksLicense(item, licensesOf(item.producer), today)) unlicensed.push(item);
        else counted.push(item);
    return { counted, unlicensed };
};
