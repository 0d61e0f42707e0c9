/**
 * Readiness to sell: for one agent, plan year, state, carrier and policy type, either ready or the
 * exact list of what is missing. Pure functions over source-neutral inputs, so the agent's own calls and an
 * agency's view of a producer feed the same rule (and a later expiry or missed-commission view can reuse it).
 */

import { dayNumberOf } from './calendarDays';
import { EANDO_WARNING_DAYS, eAndOCoverage, type EAndOCoverageStatus } from './eAndOCoverage';
import { expiryState } from './licenseExpiry';
import { combinedStanding, contractNotSelling, planYearOnSale, rtsPlanYears } from './readyToSell';
import type { ContractCertification, ContractState } from './readyToSell';
import { clock } from '../clock';

export type { ContractState };

/** A license, its state as an upper-case abbreviation. */
export interface ReadinessLicense {
    state: string;
    expirationDate: string;
}

/** One of the agent's contracts with a carrier, whatever its status. */
export interface ReadinessContract {
    id?: string | number;
    carrier: string;
    policyTypes: readonly string[];
    status: ContractState;
    certifications: readonly ContractCertification[];
}

/** A carrier the agent could sell (from its contracts, or offered through its upline or agency). */
export interface CarrierColumn {
    carrier: string;
    policyTypes: readonly string[];
}

/** What a cell misses; each kind names one thing to fix. */
export type ReadinessGap =
    | { kind: 'noLicense' }
    | { kind: 'licenseExpired'; expirationDate: string }
    | { kind: 'licenseExpiresBeforePlanYear'; expirationDate: string }
    | { kind: 'licenseExpiresBeforeRenewal'; expirationDate: string; renewalDate: string }
    | { kind: 'licenseExpiryUnknown' }
    | { kind: 'noContract' }
    | { kind: 'contractPending'; contractId?: string | number }
    | { kind: 'contractTerminated'; contractId?: string | number }
    | { kind: 'noCertification'; contractId?: string | number }
    | { kind: 'certificationFailed'; contractId?: string | number }
    | { kind: 'certificationPending'; contractId?: string | number }
    | { kind: 'certificationNotRts'; status: string; contractId?: string | number };

export type ReadinessGapKind = ReadinessGap['kind'];

export interface CellKey {
    planYear: number;
    state: string;
    carrier: string;
    policyType: string;
}

export interface ReadinessCell extends CellKey {
    ready: boolean;
    gaps: ReadinessGap[];
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Licenses with their state as its upper-case abbreviation: a license may name the state itself ("Texas"), which
 * the states dictionary turns into its abbreviation; without the dictionary, as written.
 */
export const withStateAbbreviations = <License extends ReadinessLicense>(
    licenses: readonly License[],
    states: ReadonlyArray<{ name: string; abbreviation?: string }>
): License[] => {
    const abbreviationOf = new Map(
        states.map(state => [state.name.trim().toUpperCase(), (state.abbreviation ?? '').toUpperCase()])
    );
    return licenses.map(license => {
        const written = license.state.trim().toUpperCase();
        return { ...license, state: abbreviationOf.get(written) || written };
    });
};

/**
 * What a cell is asked on a day other than the plan year's start: a renewal, which needs the license still held
 * on its own day, and whose certification can be asked only once the carriers report that plan year.
 */
export interface CellOptions {
    /** The day ("YYYY-MM-DD") the license must still be held on, instead of the plan year's 1 January. */
    licenseNeededOn?: string;
    /** false: the plan year's certification is not reported yet, so its absence is no gap (yet). */
    certificationDue?: boolean;
}

/**
 * The license part: the state's license that lasts longest decides. Expired (date past) is missing for any
 * plan year; for a plan year that has not started, a license that ends before its 1 January is missing too,
 * and for a renewal (`licenseNeededOn`) one that ends before the renewal's day (valid through its expiration
 * day, so one ending on the renewal's day still renews). A license whose date cannot be read proves nothing:
 * when no readable license of the state is good enough, such a license makes the part "expiry unknown" rather
 * than ready (nor expired: the date may be fine).
 */
export const licenseGap = (
    licenses: readonly ReadinessLicense[],
    cell: Pick<CellKey, 'planYear' | 'state'>,
    today: Date,
    licenseNeededOn?: string
): ReadinessGap | undefined => {
    const held = licenses.filter(license => same(license.state, cell.state));
    if (held.length === 0) return { kind: 'noLicense' };
    const dated = held.flatMap(license => {
        const day = dayNumberOf(license.expirationDate);
        return day === undefined ? [] : [{ license, day }];
    });
    const unreadable = dated.length < held.length;
    const longest = dated.reduce<(typeof dated)[number] | undefined>(
        (best, entry) => (best === undefined || entry.day > best.day ? entry : best),
        undefined
    );
    const gap = (): ReadinessGap | undefined => {
        if (!longest) return undefined;
        if (expiryState(longest.license.expirationDate, today) === 'expired')
            return { kind: 'licenseExpired', expirationDate: longest.license.expirationDate };
        if (licenseNeededOn !== undefined) {
            const neededDay = dayNumberOf(licenseNeededOn);
            return neededDay !== undefined && longest.day < neededDay
                ? {
                      kind: 'licenseExpiresBeforeRenewal',
                      expirationDate: longest.license.expirationDate,
                      renewalDate: licenseNeededOn,
                  }
                : undefined;
        }
        const planYearStart = dayNumberOf(`${String(cell.planYear).padStart(4, '0')}-01-01`) ?? 0;
        if (cell.planYear > today.getFullYear() && longest.day < planYearStart)
            return { kind: 'licenseExpiresBeforePlanYear', expirationDate: longest.license.expirationDate };
        return undefined;
    };
    const found = gap();
    if (longest && !found) return undefined;
    return unreadable ? { kind: 'licenseExpiryUnknown' } : found;
};

const STATUS_RANK: Record<ContractState, number> = { active: 0, pending: 1, terminated: 2 };

/** The agent's best contract with the carrier for the policy type: active before pending before terminated. */
export const contractFor = (
    contracts: readonly ReadinessContract[],
    cell: Pick<CellKey, 'carrier' | 'policyType'>
): ReadinessContract | undefined =>
    contracts
        .filter(
            contract =>
                same(contract.carrier, cell.carrier) && contract.policyTypes.some(type => same(type, cell.policyType))
        )
        .sort((a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status])[0];

/** The contract part: none is missing, and so is one that does not sell (pending or terminated). */
export const contractGap = (contract: ReadinessContract | undefined): ReadinessGap | undefined => {
    if (!contract) return { kind: 'noContract' };
    const notSelling = contractNotSelling(contract.status);
    return notSelling ? { kind: notSelling, contractId: contract.id } : undefined;
};

/**
 * The certification part, for the plan year, state and policy type, read by the one certification rule
 * (`combinedStanding`): RTS is ready (RTS wins over another row for the same cell, as a plan year is RTS when any of
 * its certifications is); none, Failed, Pending or a status the portal does not know is missing, each said as such.
 */
export const certificationGap = (contract: ReadinessContract, cell: CellKey): ReadinessGap | undefined => {
    const rows = contract.certifications.filter(
        row =>
            row.PlanYear === cell.planYear &&
            same(row.StateAbbreviation, cell.state) &&
            same(row.PolicyTypeAbbreviation, cell.policyType)
    );
    const contractId = contract.id;
    switch (combinedStanding(rows.map(row => row.Status))) {
        case undefined:
            return { kind: 'noCertification', contractId };
        case 'rts':
            return undefined;
        case 'failed':
            return { kind: 'certificationFailed', contractId };
        case 'pending':
            return { kind: 'certificationPending', contractId };
        case 'unknown':
            return { kind: 'certificationNotRts', status: rows[0].Status, contractId };
    }
};

/** One cell: every missing item, license first, then contract, then certification. */
export const readinessCell = (
    sources: { licenses: readonly ReadinessLicense[]; contracts: readonly ReadinessContract[] },
    cell: CellKey,
    today: Date,
    { licenseNeededOn, certificationDue = true }: CellOptions = {}
): ReadinessCell => {
    const contract = contractFor(sources.contracts, cell);
    const gaps = [
        licenseGap(sources.licenses, cell, today, licenseNeededOn),
        contractGap(contract),
        // Without a contract there is nothing to certify: the contract is what is missing.
        contract && certificationDue ? certificationGap(contract, cell) : undefined,
    ].filter((gap): gap is ReadinessGap => gap !== undefined);
    return { ...cell, ready: gaps.length === 0, gaps };
};

/** The plan years of the matrix: the RTS indicator's (this year; from August the next one too). */
export const readinessPlanYears = (today: Date = clock.now()) => rtsPlanYears(today);

/** The year the page answers for when none is asked: the one being sold (from 15 October, the next one). */
export const defaultPlanYear = (today: Date = clock.now()) => {
    const years = readinessPlanYears(today);
    const onSale = planYearOnSale(today);
    return years.includes(onSale) ? onSale : years[0];
};

/** The columns: every carrier of the agent's contracts and of the offered carriers, each with its policy types. */
export const carrierColumns = (
    contracts: readonly ReadinessContract[],
    offered: readonly CarrierColumn[] = []
): CarrierColumn[] => {
    const columns = new Map<string, { carrier: string; types: Map<string, string> }>();
    for (const { carrier, policyTypes } of [...contracts, ...offered]) {
        const key = carrier.trim().toUpperCase();
        const column = columns.get(key) ?? { carrier: carrier.trim(), types: new Map<string, string>() };
        for (const type of policyTypes) column.types.set(type.trim().toUpperCase(), type.trim());
        columns.set(key, column);
    }
    return [...columns.values()]
        .filter(column => column.types.size > 0)
        .map(column => ({ carrier: column.carrier, policyTypes: [...column.types.values()].sort() }))
        .sort((a, b) => a.carrier.localeCompare(b.carrier));
};

/** The rows: every state the agent holds a license in or has a certification for, alphabetical. */
export const stateRows = (licenses: readonly ReadinessLicense[], contracts: readonly ReadinessContract[]) =>
    [
        ...new Set([
            ...licenses.map(license => license.state.trim().toUpperCase()),
            ...contracts.flatMap(contract =>
                contract.certifications.map(row => row.StateAbbreviation.trim().toUpperCase())
            ),
        ]),
    ]
        .filter(state => state !== '')
        .sort();

export interface ReadinessMatrix {
    planYear: number;
    states: string[];
    columns: CarrierColumn[];
    /** Row by row (states), then column by column (carrier, policy type). */
    cells: ReadinessCell[];
}

export const readinessMatrix = (
    sources: {
        licenses: readonly ReadinessLicense[];
        contracts: readonly ReadinessContract[];
        offered?: readonly CarrierColumn[];
    },
    planYear: number,
    today: Date = clock.now()
): ReadinessMatrix => {
    const states = stateRows(sources.licenses, sources.contracts);
    const columns = carrierColumns(sources.contracts, sources.offered);
    const cells = states.flatMap(state =>
        columns.flatMap(({ carrier, policyTypes }) =>
            policyTypes.map(policyType => readinessCell(sources, { planYear, state, carrier, policyType }, today))
        )
    );
    return { planYear, states, columns, cells };
};

/** E&O (per agent, not per cell): the one coverage rule (eAndOCoverage.ts), the record lasting longest deciding. */
export type EAndOReadiness = EAndOCoverageStatus;

export { EANDO_WARNING_DAYS };

export const eAndOReadiness = (
    records: ReadonlyArray<{ ExpirationDate: string }>,
    now: Date = clock.now()
): { status: EAndOReadiness; expirationDate?: string } => {
    const coverage = eAndOCoverage(records, now);
    return { status: coverage.status, expirationDate: coverage.record?.ExpirationDate };
};
