/**
 * Ready-to-sell (RTS) rules shared by the contracts and producers areas (spec part 1 §4, §9).
 */

import type { ContractCertification } from '../api/wire';

export type { ContractCertification, PolicyTypeRef } from '../api/wire';

/** Month index of August: the next plan year's RTS is shown from then on. */
export const NEXT_YEAR_RTS_FROM_MONTH = 7;

export const isRts = (status: string | null | undefined) => status?.toUpperCase() === 'RTS';

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

/** The plan years whose RTS is shown today: this year, and from August on the next one too. */
export const rtsPlanYears = (today: Date = new Date()): number[] => {
    const year = today.getFullYear();
    return today.getMonth() >= NEXT_YEAR_RTS_FROM_MONTH ? [year, year + 1] : [year];
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
