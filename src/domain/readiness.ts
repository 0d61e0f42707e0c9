import { dayNumberOf } from './calendarDays';
import { EANDO_WARNING_DAYS, eAndOCoverage, type EAndOCoverageStatus } from './eAndOCoverage';
import { expiryState } from './licenseExpiry';
import { combinedStanding, contractNotSelling, planYearOnSale, rtsPlanYears } from './readyToSell';
import type { ContractCertification, ContractState } from './readyToSell';
import { clock } from '../clock';

export type { ContractState };

export interface ReadinessLicense {
    state: string;
    expirationDate: string;
}

export interface ReadinessContract {
    id?: string | number;
    carrier: string;
    policyTypes: readonly string[];
    status: ContractState;
    certifications: readonly ContractCertification[];
}

/** A carrier offered through the agent's upline or agency, besides its own contracts. */
export interface CarrierColumn {
    carrier: string;
    policyTypes: readonly string[];
}

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

/** A license may name the state itself ("Texas"); without the states dictionary it stays as written. */
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

export interface CellOptions {
    licenseNeededOn?: string;
    /** false: the carriers do not report the plan year's certification yet, so its absence is no gap (yet). */
    certificationDue?: boolean;
}

/** Valid through its expiration day. An unreadable date proves nothing: "expiry unknown", neither ready nor expired. */
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

export const contractGap = (contract: ReadinessContract | undefined): ReadinessGap | undefined => {
    if (!contract) return { kind: 'noContract' };
    const notSelling = contractNotSelling(contract.status);
    return notSelling ? { kind: notSelling, contractId: contract.id } : undefined;
};

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

export const readinessPlanYears = (today: Date = clock.now()) => rtsPlanYears(today);

/** From 15 October the next plan year is the one being sold. */
export const defaultPlanYear = (today: Date = clock.now()) => {
    const years = readinessPlanYears(today);
    const onSale = planYearOnSale(today);
    return years.includes(onSale) ? onSale : years[0];
};

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

/** E&O is per agent, not per cell. */
export type EAndOReadiness = EAndOCoverageStatus;

export { EANDO_WARNING_DAYS };

export const eAndOReadiness = (
    records: ReadonlyArray<{ ExpirationDate: string }>,
    now: Date = clock.now()
): { status: EAndOReadiness; expirationDate?: string } => {
    const coverage = eAndOCoverage(records, now);
    return { status: coverage.status, expirationDate: coverage.record?.ExpirationDate };
};
