import { describe, expect, it } from 'vitest';
import {
    eAndOReadiness,
    readinessCell,
    readinessMatrix,
    readinessPlanYears,
    defaultPlanYear,
    type ReadinessContract,
    type ReadinessGapKind,
    type ReadinessLicense,
} from '../../../src/domain/readiness';

// A fixed day: 10 September 2026 (the next plan year, 2027, is shown from August).
const TODAY = new Date(2026, 8, 10, 12);

const license = (state: string, expirationDate: string): ReadinessLicense => ({ state, expirationDate });
const contract = (
    status: ReadinessContract['status'],
    certifications: Array<[number, string, string, string]> = [],
    policyTypes = ['MA', 'PDP']
): ReadinessContract => ({
    id: 7,
    carrier: 'Summit Life & Health',
    policyTypes,
    status,
    certifications: certifications.map(([PlanYear, StateAbbreviation, PolicyTypeAbbreviation, Status]) => ({
        PlanYear,
        StateAbbreviation,
        PolicyTypeAbbreviation,
        Status,
    })),
});

const VALID = license('FL', '2028-01-31T00:00:00');
const RTS_FL_MA = [2026, 'FL', 'MA', 'RTS'] as [number, string, string, string];
const RTS_FL_MA_2027 = [2027, 'FL', 'MA', 'RTS'] as [number, string, string, string];

interface Case {
    name: string;
    licenses: ReadinessLicense[];
    contracts: ReadinessContract[];
    planYear?: number;
    policyType?: string;
    gaps: ReadinessGapKind[];
}

const CASES: Case[] = [
    { name: 'ready', licenses: [VALID], contracts: [contract('active', [RTS_FL_MA])], gaps: [] },
    {
        name: 'ready next plan year',
        licenses: [VALID],
        contracts: [contract('active', [RTS_FL_MA_2027])],
        planYear: 2027,
        gaps: [],
    },
    {
        name: 'no license in the state',
        licenses: [license('GA', '2028-01-31')],
        contracts: [contract('active', [RTS_FL_MA])],
        gaps: ['noLicense'],
    },
    {
        name: 'license expired',
        licenses: [license('FL', '2026-09-09T00:00:00')],
        contracts: [contract('active', [RTS_FL_MA])],
        gaps: ['licenseExpired'],
    },
    {
        name: 'the longest license of the state decides (an older expired one does not count)',
        licenses: [license('FL', '2025-01-01'), VALID],
        contracts: [contract('active', [RTS_FL_MA])],
        gaps: [],
    },
    {
        name: 'a license expiring today is not yet expired',
        licenses: [license('FL', '2026-09-10T00:00:00')],
        contracts: [contract('active', [RTS_FL_MA])],
        gaps: [],
    },
    {
        name: 'license expiring before the next plan year starts',
        licenses: [license('FL', '2026-12-31T00:00:00')],
        contracts: [contract('active', [RTS_FL_MA_2027])],
        planYear: 2027,
        gaps: ['licenseExpiresBeforePlanYear'],
    },
    {
        name: 'license expiring on the plan year’s first day is enough',
        licenses: [license('FL', '2027-01-01T00:00:00')],
        contracts: [contract('active', [RTS_FL_MA_2027])],
        planYear: 2027,
        gaps: [],
    },
    { name: 'no contract with the carrier', licenses: [VALID], contracts: [], gaps: ['noContract'] },
    {
        name: 'a contract without the policy type is no contract for it',
        licenses: [VALID],
        contracts: [contract('active', [RTS_FL_MA], ['PDP'])],
        gaps: ['noContract'],
    },
    {
        name: 'contract pending (its certification checked too)',
        licenses: [VALID],
        contracts: [contract('pending', [RTS_FL_MA])],
        gaps: ['contractPending'],
    },
    {
        name: 'contract terminated',
        licenses: [VALID],
        contracts: [contract('terminated')],
        gaps: ['contractTerminated', 'noCertification'],
    },
    {
        name: 'an active contract wins over a terminated one',
        licenses: [VALID],
        contracts: [contract('terminated'), contract('active', [RTS_FL_MA])],
        gaps: [],
    },
    {
        name: 'no certification for the plan year',
        licenses: [VALID],
        contracts: [contract('active', [RTS_FL_MA])],
        planYear: 2027,
        gaps: ['noCertification'],
    },
    {
        name: 'no certification for the policy type',
        licenses: [VALID],
        contracts: [contract('active', [RTS_FL_MA])],
        policyType: 'PDP',
        gaps: ['noCertification'],
    },
    {
        name: 'no certification for the state',
        licenses: [VALID],
        contracts: [contract('active', [[2026, 'GA', 'MA', 'RTS']])],
        gaps: ['noCertification'],
    },
    {
        name: 'certification failed',
        licenses: [VALID],
        contracts: [contract('active', [[2026, 'FL', 'MA', 'Failed']])],
        gaps: ['certificationFailed'],
    },
    {
        name: 'certification pending',
        licenses: [VALID],
        contracts: [contract('active', [[2026, 'FL', 'MA', 'Pending']])],
        gaps: ['certificationPending'],
    },
    {
        name: 'a status the portal does not know is not ready, and not called failed',
        licenses: [VALID],
        contracts: [contract('active', [[2026, 'FL', 'MA', 'Suspended']])],
        gaps: ['certificationNotRts'],
    },
    {
        name: 'failed whatever its case and spacing, and failed wins over pending',
        licenses: [VALID],
        contracts: [
            contract('active', [
                [2026, 'FL', 'MA', 'Pending'],
                [2026, 'FL', 'MA', ' failed '],
            ]),
        ],
        gaps: ['certificationFailed'],
    },
    {
        name: 'a license whose expiration date cannot be read is not ready: its expiry is unknown',
        licenses: [license('FL', 'not a date')],
        contracts: [contract('active', [RTS_FL_MA])],
        gaps: ['licenseExpiryUnknown'],
    },
    {
        name: 'an unreadable license beside an expired one: the expiry is unknown, not expired',
        licenses: [license('FL', ''), license('FL', '2026-01-01')],
        contracts: [contract('active', [RTS_FL_MA])],
        gaps: ['licenseExpiryUnknown'],
    },
    {
        name: 'an unreadable license beside a valid one: the valid one decides',
        licenses: [license('FL', '31/12/2028'), VALID],
        contracts: [contract('active', [RTS_FL_MA])],
        gaps: [],
    },
    {
        name: 'RTS wins over a failed row of the same cell',
        licenses: [VALID],
        contracts: [contract('active', [[2026, 'FL', 'MA', 'Failed'], RTS_FL_MA])],
        gaps: [],
    },
    {
        name: 'everything missing at once, license first',
        licenses: [license('FL', '2026-01-01')],
        contracts: [contract('pending', [[2026, 'FL', 'MA', 'Failed']])],
        gaps: ['licenseExpired', 'contractPending', 'certificationFailed'],
    },
];

describe('the readiness cell rule', () => {
    it.each(CASES)('$name', ({ licenses, contracts, planYear = 2026, policyType = 'MA', gaps }) => {
        const cell = readinessCell(
            { licenses, contracts },
            { planYear, state: 'FL', carrier: 'Summit Life & Health', policyType },
            TODAY
        );
        expect(cell.gaps.map(gap => gap.kind)).toEqual(gaps);
        expect(cell.ready).toBe(gaps.length === 0);
    });

    it('matches states, carriers and policy types whatever their case and spacing', () => {
        const cell = readinessCell(
            { licenses: [license(' fl ', '2028-01-01')], contracts: [contract('active', [[2026, 'fl', 'ma', 'rts']])] },
            { planYear: 2026, state: 'FL', carrier: 'SUMMIT LIFE & HEALTH', policyType: 'MA' },
            TODAY
        );
        expect(cell.ready).toBe(true);
    });
});

describe('the matrix', () => {
    it('has a row per licensed or certified state and a column per carrier and policy type, offered ones too', () => {
        const matrix = readinessMatrix(
            {
                licenses: [VALID, license('GA', '2028-01-01')],
                contracts: [contract('active', [RTS_FL_MA, [2026, 'TX', 'PDP', 'Failed']])],
                offered: [
                    { carrier: 'Beacon Dental', policyTypes: ['DEN'] },
                    { carrier: 'Empty', policyTypes: [] },
                ],
            },
            2026,
            TODAY
        );
        expect(matrix.states).toEqual(['FL', 'GA', 'TX']);
        expect(matrix.columns).toEqual([
            { carrier: 'Beacon Dental', policyTypes: ['DEN'] },
            { carrier: 'Summit Life & Health', policyTypes: ['MA', 'PDP'] },
        ]);
        expect(matrix.cells).toHaveLength(9);
        expect(matrix.cells.filter(cell => cell.ready).map(cell => `${cell.state} ${cell.policyType}`)).toEqual([
            'FL MA',
        ]);
    });
});

describe('the plan years (next year from August, as the RTS indicator)', () => {
    it.each([
        [new Date(2026, 6, 31, 23, 59), [2026]],
        [new Date(2026, 7, 1, 0, 0), [2026, 2027]],
        [new Date(2026, 11, 31, 23, 59), [2026, 2027]],
        [new Date(2027, 0, 1, 0, 0), [2027]],
    ])('on %s', (today, years) => {
        expect(readinessPlanYears(today)).toEqual(years);
    });
});

describe('the plan year answered when none is asked: the one on sale, the next from 15 October', () => {
    it.each([
        [new Date(2026, 9, 14, 23, 59), 2026],
        [new Date(2026, 9, 15, 0, 0), 2027],
        [new Date(2026, 11, 31, 23, 59), 2027],
        [new Date(2027, 0, 1, 0, 0), 2027],
        [new Date(2028, 1, 29, 12), 2028],
    ])('on %s', (today, year) => {
        expect(defaultPlanYear(today)).toBe(year);
    });
});

describe('the E&O status', () => {
    const now = new Date(2026, 8, 10, 12);
    it.each([
        [[], 'none'],
        [[{ ExpirationDate: 'not a date' }], 'none'],
        [[{ ExpirationDate: '2026-09-01' }], 'expired'],
        [[{ ExpirationDate: '2026-12-01' }], 'expiring'],
        [[{ ExpirationDate: '2026-12-08T00:00:00' }], 'expiring'],
        [[{ ExpirationDate: '2026-12-11T00:00:00' }], 'valid'],
        [[{ ExpirationDate: '2026-09-01' }, { ExpirationDate: '2027-09-01' }], 'valid'],
    ])('%j is %s', (records, status) => {
        expect(eAndOReadiness(records, now).status).toBe(status);
    });
});
