/**
 * Ready-to-sell (RTS) rules shared by the contracts and producers areas: a plan year is RTS when any of its
 * certifications is, unknown when it has none; next year's indicator shows from August.
 */

import type { ContractCertification } from '../api/wire';
import { clock } from '../clock';

export type { ContractCertification, PolicyTypeRef } from '../api/wire';

/** Month index of August: the next plan year's RTS is shown from then on. */
export const NEXT_YEAR_RTS_FROM_MONTH = 7;

export const isRts = (status: string | null | undefined) => status?.toUpperCase() === 'RTS';

/** What a certification status means for selling: ready, failed, pending, or a status this portal does not know. */
export type CertificationStanding = 'rts' | 'failed' | 'pending' | 'unknown';

/**
 * The one reading of a certification's Status (readiness, the expiry forecast). The API documents a single value
 * (RTS: ready to sell); the carriers' feed, as the demo fixtures show, also sends Failed and
 * Pending. Only FAILED is called failed: any other status is not ready to sell, but calling it a
 * failure would claim more than the carrier said, so it stays "unknown" and is shown as not ready to sell.
 */
export const certificationStanding = (status: string | null | undefined): CertificationStanding => {
    const word = (status ?? '').trim().toUpperCase();
    if (word === 'RTS') return 'rts';
    if (word === 'FAILED') return 'failed';
    if (word === 'PENDING') return 'pending';
    return 'unknown';
};

/**
 * The standing of several rows of one plan year taken together: RTS wins (any row ready to sell is ready),
 * then failed, then pending, then unknown; undefined for no rows.
 */
export const combinedStanding = (
    statuses: ReadonlyArray<string | null | undefined>
): CertificationStanding | undefined => {
    const standings = new Set(statuses.map(certificationStanding));
    return (['rts', 'failed', 'pending', 'unknown'] as const).find(standing => standings.has(standing));
};

/**
 * Ready to sell for a plan year: true if any certification of that year has status RTS, null when there is
 * no certification for that year, false otherwise.
 */
export const planYearRts = (
    certifications: readonly ContractCertification[] | null | undefined,
    planYear: number
): boolean | null => {
    const ofYear = (certifications ?? []).filter(certification => certification.PlanYear === planYear);
    if (ofYear.length === 0) return null;
    return ofYear.some(certification => isRts(certification.Status));
};

/** A contract's status as the list that returned it says (the contract's own fields carry none). */
export type ContractState = 'active' | 'pending' | 'terminated';

/**
 * A contract sells only once it is active: a pending one (the carrier has not approved it yet) or a terminated
 * one is not ready to sell, whatever its certifications say. Readiness's contract part and every RTS indicator
 * read a contract's status through this one rule.
 */
export const contractNotSelling = (status: ContractState | undefined) =>
    status === 'pending'
        ? ('contractPending' as const)
        : status === 'terminated'
          ? ('contractTerminated' as const)
          : undefined;

/** What an RTS indicator says of one plan year of a contract. */
export type RtsIndicatorState = 'ready' | 'notReady' | 'none' | 'contractPending' | 'contractTerminated';

/**
 * A contract's RTS indicator for a plan year: its status first (undefined: active, or not known where the
 * screen shows it), then the plan-year RTS rule (any RTS certification of the year, none at all).
 */
export const rtsIndicator = (
    certifications: readonly ContractCertification[] | null | undefined,
    planYear: number,
    status?: ContractState
): RtsIndicatorState => {
    const notSelling = contractNotSelling(status);
    if (notSelling) return notSelling;
    const rts = planYearRts(certifications, planYear);
    return rts === null ? 'none' : rts ? 'ready' : 'notReady';
};

/** The plan years whose RTS is shown today: this year, and from August on the next one too. */
export const rtsPlanYears = (today: Date = clock.now()): number[] => {
    const year = today.getFullYear();
    return today.getMonth() >= NEXT_YEAR_RTS_FROM_MONTH ? [year, year + 1] : [year];
};

/** 15 October: the annual enrollment period opens, and agents sell the next year's plans from then on. */
const SALES_OF_NEXT_YEAR_FROM = { month: 9, day: 15 };

/** The plan year being sold today: the next one from the annual enrollment period's opening, else this one. */
export const planYearOnSale = (today: Date = clock.now()): number => {
    const year = today.getFullYear();
    const { month, day } = SALES_OF_NEXT_YEAR_FROM;
    const afterOpening = today.getMonth() > month || (today.getMonth() === month && today.getDate() >= day);
    return afterOpening ? year + 1 : year;
};

/** Certifications grouped by plan year, earliest year first. */
export const certificationsByPlanYear = (certifications: readonly ContractCertification[] | null | undefined) => {
    const groups = new Map<number, ContractCertification[]>();
    for (const certification of certifications ?? []) {
        const group = groups.get(certification.PlanYear) ?? [];
        group.push(certification);
        groups.set(certification.PlanYear, group);
    }
    return [...groups.entries()]
        .sort(([a], [b]) => a - b)
        .map(([planYear, rows]) => ({ planYear, certifications: rows }));
};
