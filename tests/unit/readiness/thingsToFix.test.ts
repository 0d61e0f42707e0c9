import { describe, expect, it } from 'vitest';
import { readinessMatrix, type ReadinessContract, type ReadinessLicense } from '../../../src/domain/readiness';
import {
    carrierSummaries,
    readinessHeadline,
    stateSummaries,
    thingsToFix,
    type ThingToFix,
} from '../../../src/domain/readinessSummary';

// A fixed day: 10 September 2026, plan year 2026.
const TODAY = new Date(2026, 8, 10, 12);
const VALID = '2028-01-31T00:00:00';
const EXPIRED = '2026-01-31T00:00:00';

type Row = [state: string, policyType: string, status: string];

const license = (state: string, expirationDate = VALID): ReadinessLicense => ({ state, expirationDate });
const contract = (
    carrier: string,
    policyTypes: string[],
    rows: Row[] = [],
    status: ReadinessContract['status'] = 'active',
    id: string | number = `${carrier}-${status}`
): ReadinessContract => ({
    id,
    carrier,
    policyTypes,
    status,
    certifications: rows.map(([StateAbbreviation, PolicyTypeAbbreviation, Status]) => ({
        PlanYear: 2026,
        StateAbbreviation,
        PolicyTypeAbbreviation,
        Status,
    })),
});
const rts = (states: string[], types: string[]): Row[] =>
    states.flatMap(state => types.map((type): Row => [state, type, 'RTS']));

/** A thing to fix in a line: its action and subject, cells / states / ready once done, then its reasons. */
const line = ({ action, cells, states, readyOnceDone, reasons }: ThingToFix) =>
    `${action.kind} ${action.kind === 'license' ? action.state : action.carrier}` +
    `${'contractId' in action && action.contractId !== undefined ? ` #${action.contractId}` : ''}` +
    `: ${cells}/${states}/${readyOnceDone} ${reasons.map(reason => `${reason.gap.kind}×${reason.cells}`).join(' ')}`;

interface Case {
    name: string;
    licenses: ReadinessLicense[];
    contracts: ReadinessContract[];
    offered?: Array<{ carrier: string; policyTypes: string[] }>;
    fixes: string[];
    headline: { carriers: number; states: number; thingsToFix: number };
}

const CASES: Case[] = [
    {
        name: 'everything ready: nothing to fix',
        licenses: [license('FL'), license('GA')],
        contracts: [contract('Summit', ['MA', 'PDP'], rts(['FL', 'GA'], ['MA', 'PDP']))],
        fixes: [],
        headline: { carriers: 1, states: 2, thingsToFix: 0 },
    },
    {
        name: 'an expired license is one thing to fix however many carriers and policy types it blocks',
        licenses: [license('FL'), license('GA', EXPIRED)],
        contracts: [
            contract('Summit', ['MA', 'PDP'], rts(['FL', 'GA'], ['MA', 'PDP'])),
            contract('Beacon', ['DEN'], rts(['FL', 'GA'], ['DEN'])),
        ],
        fixes: ['license GA: 3/1/3 licenseExpired×3'],
        headline: { carriers: 2, states: 1, thingsToFix: 1 },
    },
    {
        name: 'a carrier without a contract is one contract request, for each of its policy types and states',
        licenses: [license('FL'), license('GA')],
        contracts: [contract('Summit', ['MA'], rts(['FL', 'GA'], ['MA']))],
        offered: [{ carrier: 'Beacon', policyTypes: ['DEN', 'VIS'] }],
        fixes: ['contract Beacon: 4/2/4 noContract×4'],
        headline: { carriers: 1, states: 2, thingsToFix: 1 },
    },
    {
        name: 'a terminated contract and a missing policy type of the same carrier are one request',
        licenses: [license('FL')],
        contracts: [contract('Summit', ['MA'], [], 'terminated')],
        offered: [{ carrier: 'Summit', policyTypes: ['MA', 'PDP'] }],
        // The terminated contract's cell also misses its certification: a second action, the carrier's.
        fixes: [
            'contract Summit: 2/1/1 contractTerminated×1 noContract×1',
            'certification Summit #Summit-terminated: 1/1/0 noCertification×1',
        ],
        headline: { carriers: 0, states: 0, thingsToFix: 2 },
    },
    {
        name: 'a carrier’s certification missing in one state and failed in another is one thing, most cells first',
        licenses: [license('FL'), license('GA'), license('TX')],
        contracts: [contract('Summit', ['MA'], [['GA', 'MA', 'Failed']])],
        fixes: ['certification Summit #Summit-active: 3/3/3 noCertification×2 certificationFailed×1'],
        headline: { carriers: 0, states: 0, thingsToFix: 1 },
    },
    {
        name: 'a pending contract is its own thing to fix, beside the certification it still lacks',
        licenses: [license('FL')],
        contracts: [contract('Summit', ['MA', 'PDP'], [['FL', 'MA', 'RTS']], 'pending', 44)],
        fixes: [
            'pendingContract Summit #44: 2/1/1 contractPending×2',
            'certification Summit #44: 1/1/0 noCertification×1',
        ],
        headline: { carriers: 0, states: 0, thingsToFix: 2 },
    },
    {
        name: 'largest first; a tie goes to what makes more cells ready at once, then license before certification',
        licenses: [license('FL'), license('GA', EXPIRED), license('TX')],
        contracts: [
            contract('Summit', ['MA', 'PDP'], rts(['GA', 'TX'], ['MA', 'PDP'])),
            contract('Beacon', ['DEN'], rts(['FL', 'GA'], ['DEN'])),
        ],
        // GA's license blocks 3 cells, all ready once it is renewed; Summit's certification in FL 2 cells; Beacon's
        // in TX 1 cell.
        fixes: [
            'license GA: 3/1/3 licenseExpired×3',
            'certification Summit #Summit-active: 2/1/2 noCertification×2',
            'certification Beacon #Beacon-active: 1/1/1 noCertification×1',
        ],
        headline: { carriers: 2, states: 2, thingsToFix: 3 },
    },
    {
        name: 'a certification of a carrier with two contracts links to the contract where it is missing most',
        licenses: [license('FL'), license('GA')],
        contracts: [contract('Summit', ['MA'], [], 'active', 1), contract('Summit', ['DEN', 'VIS'], [], 'active', 2)],
        fixes: ['certification Summit #2: 6/2/6 noCertification×6'],
        headline: { carriers: 0, states: 0, thingsToFix: 1 },
    },
    {
        name: 'an expired license and a carrier without contract in one cell: it counts for both; a full tie lists the license first',
        licenses: [license('FL'), license('GA', EXPIRED)],
        contracts: [contract('Summit', ['MA'], rts(['FL', 'GA'], ['MA']))],
        offered: [{ carrier: 'Beacon', policyTypes: ['DEN'] }],
        fixes: ['license GA: 2/1/1 licenseExpired×2', 'contract Beacon: 2/2/1 noContract×2'],
        headline: { carriers: 1, states: 1, thingsToFix: 2 },
    },
];

describe('the things to fix of a plan year (one per action, largest first)', () => {
    it.each(CASES)('$name', ({ licenses, contracts, offered, fixes, headline }) => {
        const { cells } = readinessMatrix({ licenses, contracts, offered }, 2026, TODAY);
        expect(thingsToFix(cells).map(line)).toEqual(fixes);
        expect(readinessHeadline(cells)).toEqual(headline);
    });
});

describe('the summaries per carrier and per state', () => {
    const { cells } = readinessMatrix(
        {
            licenses: [license('FL'), license('GA', EXPIRED), license('TX')],
            contracts: [
                contract('Summit', ['MA', 'PDP'], [...rts(['FL'], ['MA']), ['TX', 'PDP', 'Failed']]),
                contract('Beacon', ['DEN'], rts(['FL', 'GA', 'TX'], ['DEN'])),
            ],
        },
        2026,
        TODAY
    );

    it('per carrier: the states ready of the states licensed for the plan year', () => {
        expect([...carrierSummaries(cells).values()]).toEqual([
            { carrier: 'Beacon', readyStates: 2, licensedStates: 2 },
            { carrier: 'Summit', readyStates: 1, licensedStates: 2 },
        ]);
    });

    it('per state: its license, the carriers ready there, the things to fix there', () => {
        const summaries = stateSummaries(cells);
        expect(summaries.get('FL')).toEqual({
            state: 'FL',
            licenseGap: undefined,
            readyCarriers: 2,
            carriers: 2,
            thingsToFix: 1,
        });
        expect(summaries.get('GA')).toMatchObject({ licenseGap: { kind: 'licenseExpired' }, readyCarriers: 0 });
        expect(summaries.get('TX')).toMatchObject({ readyCarriers: 1, carriers: 2, thingsToFix: 1 });
    });
});
