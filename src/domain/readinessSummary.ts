import type { ReadinessCell, ReadinessGap } from './readiness';

export type FixAction =
    | { kind: 'license'; state: string }
    | { kind: 'contract'; carrier: string }
    | { kind: 'pendingContract'; carrier: string; contractId?: string | number }
    | { kind: 'certification'; carrier: string; contractId?: string | number; planYear?: number };

export type FixKind = FixAction['kind'];

export interface FixReason {
    gap: ReadinessGap;
    cells: number;
}

export interface ThingToFix {
    action: FixAction;
    /** Most cells first (a carrier's certification may be missing here and failed there). */
    reasons: FixReason[];
    cells: number;
    states: number;
    /** Cells where it is the only thing missing: ready once it is done. */
    readyOnceDone: number;
    policyTypes: string[];
    /** Another thing reads the same (the same carrier's other contract): its policy types tell them apart. */
    alike?: boolean;
}

const KIND_ORDER: Record<FixKind, number> = { license: 0, contract: 1, pendingContract: 2, certification: 3 };

const upper = (text: string) => text.trim().toUpperCase();

/** One contract request per carrier, whatever the policy type; a certification per carrier and plan year. */
export const fixActionOf = (
    gap: ReadinessGap,
    cell: Pick<ReadinessCell, 'state' | 'carrier' | 'planYear'>
): FixAction => {
    switch (gap.kind) {
        case 'noLicense':
        case 'licenseExpired':
        case 'licenseExpiresBeforePlanYear':
        case 'licenseExpiresBeforeRenewal':
        case 'licenseExpiryUnknown':
            return { kind: 'license', state: cell.state };
        case 'noContract':
        case 'contractTerminated':
            return { kind: 'contract', carrier: cell.carrier };
        case 'contractPending':
            return { kind: 'pendingContract', carrier: cell.carrier, contractId: gap.contractId };
        case 'noCertification':
        case 'certificationFailed':
        case 'certificationPending':
        case 'certificationNotRts':
            return {
                kind: 'certification',
                carrier: cell.carrier,
                contractId: gap.contractId,
                planYear: cell.planYear,
            };
    }
};

/** `perContract` (renewals): a certification is each contract's, so that each names its own members. */
export const fixKeyOf = (action: FixAction, perContract = false) => {
    switch (action.kind) {
        case 'license':
            return `license|${upper(action.state)}`;
        case 'pendingContract':
            return `pendingContract|${upper(action.carrier)}|${action.contractId ?? ''}`;
        case 'certification':
            return [
                'certification',
                upper(action.carrier),
                action.planYear ?? '',
                ...(perContract ? [action.contractId ?? ''] : []),
            ].join('|');
        default:
            return `${action.kind}|${upper(action.carrier)}`;
    }
};

export const reasonKey = (gap: ReadinessGap) =>
    gap.kind === 'certificationNotRts' ? `${gap.kind}|${upper(gap.status)}` : gap.kind;

const subjectOf = (action: FixAction) => (action.kind === 'license' ? action.state : action.carrier);

const wordingOf = (action: FixAction) =>
    `${action.kind}|${upper(subjectOf(action))}|${action.kind === 'certification' ? (action.planYear ?? '') : ''}`;

interface Tally {
    action: FixAction;
    reasons: Map<string, FixReason>;
    cells: number;
    states: Set<string>;
    readyOnceDone: number;
    policyTypes: Set<string>;
    /** A carrier's certification may sit on several of its contracts: the link goes to the one with most cells. */
    contracts: Map<string | number, number>;
}

export const byMostBlocked = (a: ThingToFix, b: ThingToFix) =>
    b.cells - a.cells ||
    b.readyOnceDone - a.readyOnceDone ||
    KIND_ORDER[a.action.kind] - KIND_ORDER[b.action.kind] ||
    subjectOf(a.action).localeCompare(subjectOf(b.action));

export const thingsToFix = (cells: readonly ReadinessCell[], { perContract = false } = {}): ThingToFix[] => {
    const tallies = new Map<string, Tally>();
    for (const cell of cells) {
        // A cell has at most one gap per part (license, contract, certification), each a different action.
        for (const gap of cell.gaps) {
            const action = fixActionOf(gap, cell);
            const key = fixKeyOf(action, perContract);
            const tally = tallies.get(key) ?? {
                action,
                reasons: new Map<string, FixReason>(),
                cells: 0,
                states: new Set<string>(),
                readyOnceDone: 0,
                policyTypes: new Set<string>(),
                contracts: new Map<string | number, number>(),
            };
            tallies.set(key, tally);
            const reason = tally.reasons.get(reasonKey(gap)) ?? { gap, cells: 0 };
            reason.cells += 1;
            tally.reasons.set(reasonKey(gap), reason);
            tally.cells += 1;
            tally.states.add(cell.state);
            tally.policyTypes.add(cell.policyType);
            if (cell.gaps.length === 1) tally.readyOnceDone += 1;
            if ('contractId' in gap && gap.contractId !== undefined)
                tally.contracts.set(gap.contractId, (tally.contracts.get(gap.contractId) ?? 0) + 1);
        }
    }
    const wordings = new Map<string, number>();
    for (const { action } of tallies.values())
        wordings.set(wordingOf(action), (wordings.get(wordingOf(action)) ?? 0) + 1);
    return [...tallies.values()]
        .map((tally): ThingToFix => {
            const mostUsedContract = [...tally.contracts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
            const action =
                tally.action.kind === 'certification'
                    ? { ...tally.action, contractId: mostUsedContract }
                    : tally.action;
            return {
                action,
                reasons: [...tally.reasons.values()].sort((a, b) => b.cells - a.cells),
                cells: tally.cells,
                states: tally.states.size,
                readyOnceDone: tally.readyOnceDone,
                policyTypes: [...tally.policyTypes].sort(),
                ...((wordings.get(wordingOf(tally.action)) ?? 0) > 1 ? { alike: true } : {}),
            };
        })
        .sort(byMostBlocked);
};

export const readinessHeadline = (cells: readonly ReadinessCell[]) => {
    const ready = cells.filter(cell => cell.ready);
    return {
        carriers: new Set(ready.map(cell => upper(cell.carrier))).size,
        states: new Set(ready.map(cell => cell.state)).size,
        thingsToFix: thingsToFix(cells).length,
    };
};

const LICENSE_GAPS = new Set<ReadinessGap['kind']>([
    'noLicense',
    'licenseExpired',
    'licenseExpiresBeforePlanYear',
    'licenseExpiresBeforeRenewal',
    'licenseExpiryUnknown',
]);

export const stateLicenseGap = (cells: readonly ReadinessCell[], state: string) =>
    cells.find(cell => cell.state === state)?.gaps.find(gap => LICENSE_GAPS.has(gap.kind));

export interface CarrierSummary {
    carrier: string;
    readyStates: number;
    /** A state cannot be ready without its license. */
    licensedStates: number;
}

export const carrierSummaries = (cells: readonly ReadinessCell[]): Map<string, CarrierSummary> => {
    const states = new Set(cells.map(cell => cell.state));
    const licensedStates = [...states].filter(state => stateLicenseGap(cells, state) === undefined).length;
    const readyIn = new Map<string, Set<string>>();
    for (const cell of cells) {
        const ready = readyIn.get(cell.carrier) ?? new Set<string>();
        if (cell.ready) ready.add(cell.state);
        readyIn.set(cell.carrier, ready);
    }
    return new Map(
        [...readyIn.entries()].map(([carrier, ready]) => [
            carrier,
            { carrier, readyStates: ready.size, licensedStates },
        ])
    );
};

export interface StateSummary {
    state: string;
    licenseGap?: ReadinessGap;
    readyCarriers: number;
    carriers: number;
    thingsToFix: number;
}

export const stateSummaries = (cells: readonly ReadinessCell[]): Map<string, StateSummary> => {
    const byState = new Map<string, ReadinessCell[]>();
    for (const cell of cells) {
        const ofState = byState.get(cell.state) ?? [];
        ofState.push(cell);
        byState.set(cell.state, ofState);
    }
    return new Map(
        [...byState.entries()].map(([state, ofState]) => [
            state,
            {
                state,
                licenseGap: stateLicenseGap(ofState, state),
                readyCarriers: new Set(ofState.filter(cell => cell.ready).map(cell => cell.carrier)).size,
                carriers: new Set(ofState.map(cell => cell.carrier)).size,
                thingsToFix: new Set(ofState.flatMap(cell => cell.gaps.map(gap => fixKeyOf(fixActionOf(gap, cell)))))
                    .size,
            },
        ])
    );
};
