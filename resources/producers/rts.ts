import type { ContractCertification } from './types';

/** Month index of August: the next plan year's RTS is shown from then on (spec part 1 §4, §9). */
const NEXT_YEAR_RTS_FROM_MONTH = 7;

/**
 * Ready to sell for a plan year: true if any certification of that year has status RTS, null when the
 * contract has no certification for that year, false otherwise (spec part 1 §4).
 */
export const planYearRts = (
    certifications: readonly ContractCertification[] | null | undefined,
    planYear: number
): boolean | null => {
    const ofYear = (certifications ?? []).filter(certification => certification.PlanYear === planYear);
    if (ofYear.length === 0) return null;
    return ofYear.some(certification => certification.Status?.toUpperCase() === 'RTS');
};

/**
 * The plan years of the RTS filters (this year and next) and of the RTS columns: this year, and from
 * August on the next one too.
 */
export const rtsYears = (today: Date = new Date()) => {
    const current = today.getFullYear();
    const next = current + 1;
    return { current, next, columns: today.getMonth() >= NEXT_YEAR_RTS_FROM_MONTH ? [current, next] : [current] };
};
