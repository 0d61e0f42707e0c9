import type { ContractCertification } from '../api/wire';
import { clock } from '../clock';

export type { ContractCertification, PolicyTypeRef } from '../api/wire';

/** Month index of August. */
export const NEXT_YEAR_RTS_FROM_MONTH = 7;

export const isRts = (status: string | null | undefined) => status?.toUpperCase() === 'RTS';

export type CertificationStanding = 'rts' | 'failed' | 'pending' | 'unknown';

/**
 * The API documents only RTS; the carriers' feed also sends Failed and Pending. Any other status is not ready to
 * sell, but calling it a failure would claim more than the carrier said, so it stays "unknown".
 */
export const certificationStanding = (status: string | null | undefined): CertificationStanding => {
    const word = (status ?? '').trim().toUpperCase();
    if (word === 'RTS') return 'rts';
    if (word === 'FAILED') return 'failed';
    if (word === 'PENDING') return 'pending';
    return 'unknown';
};

/** RTS wins: a plan year is ready when any of its rows is. */
export const combinedStanding = (
    statuses: ReadonlyArray<string | null | undefined>
): CertificationStanding | undefined => {
    const standings = new Set(statuses.map(certificationStanding));
    return (['rts', 'failed', 'pending', 'unknown'] as const).find(standing => standings.has(standing));
};

export const planYearRts = (
    certifications: readonly ContractCertification[] | null | undefined,
    planYear: number
): boolean | null => {
    const ofYear = (certifications ?? []).filter(certification => certification.PlanYear === planYear);
    if (ofYear.length === 0) return null;
    return ofYear.some(certification => isRts(certification.Status));
};

/** As the list that returned it says: the contract's own fields carry none. */
export type ContractState = 'active' | 'pending' | 'terminated';

/** A pending (not yet approved by the carrier) or terminated contract does not sell, whatever its certifications. */
export const contractNotSelling = (status: ContractState | undefined) =>
    status === 'pending'
        ? ('contractPending' as const)
        : status === 'terminated'
          ? ('contractTerminated' as const)
          : undefined;

export type RtsIndicatorState = 'ready' | 'notReady' | 'none' | 'contractPending' | 'contractTerminated';

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

export const rtsPlanYears = (today: Date = clock.now()): number[] => {
    const year = today.getFullYear();
    return today.getMonth() >= NEXT_YEAR_RTS_FROM_MONTH ? [year, year + 1] : [year];
};

/** 15 October (month index 9): the annual enrollment period opens, and agents sell the next year's plans. */
const SALES_OF_NEXT_YEAR_FROM = { month: 9, day: 15 };

export const planYearOnSale = (today: Date = clock.now()): number => {
    const year = today.getFullYear();
    const { month, day } = SALES_OF_NEXT_YEAR_FROM;
    const afterOpening = today.getMonth() > month || (today.getMonth() === month && today.getDate() >= day);
    return afterOpening ? year + 1 : year;
};

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
