/**
 * The expiry forecast: what expires or lapses within 30, 60 and 90 days, and what already has, for
 * the licenses, E&O coverage and ready-to-sell certifications of a portal (and of an agency's producers), plus
 * the licenses further out that the licenses list already flags (its 6-month window). Pure rules, shared by the
 * forecast page and its dashboard card; each kind keeps its own area's one rule of when it counts as expired or
 * expiring (licenseExpiry.ts, eAndOCoverage.ts), so the forecast never disagrees with the licenses list or
 * readiness.
 */
import type { Identifier } from 'react-admin';
import type { ContractCertification, License } from '../api/wire';
import { localDay, todayNumber } from './calendarDays';
import { eAndOCoverage } from './eAndOCoverage';
import { expiryState, licenseDaysLeft } from './licenseExpiry';
import { combinedStanding, isRts, planYearRts } from './readyToSell';
import { clock } from '../clock';

/**
 * The forecast's windows, nearest first: already expired, then within 30, 60 and 90 days, then (licenses only)
 * the rest of the licenses list's 6-month warning window.
 */
export const FORECAST_WINDOWS = ['expired', 30, 60, 90, 'sixMonths'] as const;
export type ForecastWindow = (typeof FORECAST_WINDOWS)[number];

/** How far ahead the forecast looks for E&O coverage and certifications (licenses: their 6-month window). */
export const FORECAST_DAYS = 90;

/**
 * The window of an item `daysLeft` calendar days away (0 is today): within 30 days means 0 to 30, within 60
 * means 31 to 60, within 90 means 61 to 90; past 90 days none (a license the licenses list flags goes to the
 * 6-month band instead).
 */
export const forecastWindow = (daysLeft: number, expired: boolean): ForecastWindow | undefined => {
    if (expired) return 'expired';
    if (daysLeft <= 30) return 30;
    if (daysLeft <= 60) return 60;
    if (daysLeft <= FORECAST_DAYS) return 90;
    return undefined;
};

/** Whose item it is: the portal's own (no producer) or one of an agency's downline producers. */
export interface ForecastProducer {
    id: Identifier;
    name: string;
}

interface ItemBase {
    /** Unique within a forecast. */
    key: string;
    /** The day it expires or lapses, `YYYY-MM-DD`. */
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

/**
 * What the coming plan year has instead of RTS, by the one certification rule (`combinedStanding`, as the
 * readiness matrix): no certification at all, a failed one, a pending one, or only statuses the portal does
 * not know (not ready to sell, and not called failed).
 */
export type ComingCertification = 'none' | 'failed' | 'pending' | 'unknown';

/** Ready to sell this plan year, not (yet) for the coming one: it lapses when this plan year ends. */
export interface RtsForecastItem extends ItemBase {
    kind: 'rts';
    carrier: string;
    contractId?: Identifier;
    planYear: number;
    comingPlanYear: number;
    coming: ComingCertification;
    /** The states its plan year is ready to sell in: where a license is needed for the lapse to matter. */
    states: string[];
}

export type ForecastItem = LicenseForecastItem | EAndOForecastItem | RtsForecastItem;

const ownerKey = (producer?: ForecastProducer) => (producer ? `producer:${String(producer.id)}` : 'own');

/**
 * The licenses the licenses list flags (expiryState): expired, or expiring within its 6-month window, those
 * past 90 days in the last band. A license is valid through its expiration day.
 */
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

/**
 * The portal's E&O coverage when it has ended or ends within 90 days (eAndOCoverage: the record lasting longest
 * decides, so a policy a later one supersedes is not a lapse): one item at most, named by that record.
 */
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

/** A contract as the forecast reads it: the agent's own contract or a producer's contract row. */
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

/**
 * Ready to sell that lapses: a contract RTS for a plan year without RTS for the next one stops being ready to
 * sell when that plan year ends (31 December).
 * - Coming: RTS this plan year, not the coming one. It enters the forecast 90 days before the year ends, which
 *   falls after August, when the RTS indicator starts showing the coming plan year.
 * - Already lapsed: RTS last plan year, not this one. It has ended (last 31 December) and shows among the
 *   expired items, as an expired license does, for the whole plan year it is missing from.
 */
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

/** Soonest first (the longest expired at the top); ties by producer, kind, then what the item names. */
export const bySoonest = (a: ForecastItem, b: ForecastItem) =>
    a.date.localeCompare(b.date) ||
    (a.producer?.name ?? '').localeCompare(b.producer?.name ?? '') ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    labelOf(a).localeCompare(labelOf(b));

export type WindowCounts = Record<ForecastWindow, number>;

/** How many items fall in each window (the dashboard card). */
export const countByWindow = (items: readonly ForecastItem[]): WindowCounts => {
    const counts: WindowCounts = { expired: 0, 30: 0, 60: 0, 90: 0, sixMonths: 0 };
    for (const item of items) counts[item.window] += 1;
    return counts;
};

/**
 * An RTS lapse whose owner holds no license valid today in any state the certification is ready to sell in:
 * without the license there is nothing to sell, so renewing the certification is not what is due. Only decided
 * from licenses that were read (undefined: not known, so the lapse stays with the others), and never for a
 * certification that names no state.
 */
export const lacksLicense = (item: RtsForecastItem, licenses: readonly License[] | undefined, today: Date) =>
    licenses !== undefined &&
    item.states.length > 0 &&
    !licenses.some(
        license =>
            item.states.includes(stateCode(license.StateProvince)) &&
            expiryState(license.ExpirationDate, today) !== 'expired'
    );

/**
 * The forecast's items apart from the RTS lapses of an owner without a valid license in their states
 * (`lacksLicense`): the windows, their counts and the calendar file hold what can be acted on, and the rest is
 * counted and listed on its own, so a band is not filled with lapses nobody can sell under anyway.
 * `licensesOf` gives the licenses of the portal (no producer) or of a producer, undefined while not read.
 */
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
