import { describe, expect, it } from 'vitest';
import type { ReadinessContract, ReadinessGapKind, ReadinessLicense } from '../../../src/domain/readiness';
import {
    nextRenewal,
    policyTypeAbbreviations,
    producerRenewals,
    renewalAmountOf,
    renewalCheck,
    renewalEstimate,
    renewalFixes,
    renewalsSummary,
    sharedFixes,
    type RenewalAmounts,
    type RenewalCheck,
    type RenewalEnrollment,
    type RenewalEstimate,
} from '../../../resources/renewals/rules';

/** A day at noon in the user's time zone: the rules read today as a calendar day. */
const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('the renewal date: which day and plan year an enrollment renews into', () => {
    const CASES: Array<{
        name: string;
        today: string;
        effective: string;
        terminated?: string;
        withPlanYear?: boolean;
        renews?: [date: string, planYear: number];
    }> = [
        {
            name: 'a Medicare plan renews on the next 1 January',
            today: '2026-11-26',
            effective: '2025-03-01',
            renews: ['2027-01-01', 2027],
        },
        {
            name: 'one effective next month renews on the 1 January after it',
            today: '2026-11-26',
            effective: '2026-12-01',
            renews: ['2027-01-01', 2027],
        },
        {
            name: 'one effective next 1 January (sold in the enrollment period) starts then and renews a year later',
            today: '2026-11-26',
            effective: '2027-01-01',
            renews: ['2028-01-01', 2028],
        },
        {
            name: 'on 1 January itself the renewal of that day is done: the next is a year away',
            today: '2027-01-01',
            effective: '2025-06-01',
            renews: ['2028-01-01', 2028],
        },
        {
            name: 'on 31 December the renewal is tomorrow',
            today: '2026-12-31',
            effective: '2024-01-01',
            renews: ['2027-01-01', 2027],
        },
        {
            name: 'a plan ending the day before the renewal does not renew',
            today: '2026-11-26',
            effective: '2025-03-01',
            terminated: '2026-12-31',
        },
        {
            name: 'a plan ending on the renewal day does not renew',
            today: '2026-11-26',
            effective: '2025-03-01',
            terminated: '2027-01-01',
        },
        {
            name: 'a plan ending after the renewal day renews first',
            today: '2026-11-26',
            effective: '2025-03-01',
            terminated: '2027-01-02',
            renews: ['2027-01-01', 2027],
        },
        { name: 'an effective date it cannot read: no renewal', today: '2026-11-26', effective: 'soon' },
        {
            name: 'another product renews on its anniversary, in the plan year of that day',
            today: '2026-11-26',
            effective: '2024-05-15',
            withPlanYear: false,
            renews: ['2027-05-15', 2027],
        },
        {
            name: 'an anniversary still to come this year renews this year',
            today: '2026-11-26',
            effective: '2025-12-10',
            withPlanYear: false,
            renews: ['2026-12-10', 2026],
        },
        {
            name: 'an anniversary today is done: the next is a year away',
            today: '2026-11-26',
            effective: '2025-11-26',
            withPlanYear: false,
            renews: ['2027-11-26', 2027],
        },
        {
            name: 'a product effective in the future renews on its first anniversary',
            today: '2026-11-26',
            effective: '2027-02-01',
            withPlanYear: false,
            renews: ['2028-02-01', 2028],
        },
        {
            name: 'a 29 February anniversary falls on 28 February in a common year',
            today: '2026-11-26',
            effective: '2024-02-29',
            withPlanYear: false,
            renews: ['2027-02-28', 2027],
        },
        {
            name: 'and on 29 February in a leap year',
            today: '2027-03-01',
            effective: '2024-02-29',
            withPlanYear: false,
            renews: ['2028-02-29', 2028],
        },
    ];

    it.each(CASES)('$name', ({ today, effective, terminated, withPlanYear = true, renews }) => {
        const renewal = nextRenewal(
            { effectiveDate: `${effective}T00:00:00`, terminationDate: terminated ?? null, withPlanYear },
            day(today)
        );
        expect(renewal && [renewal.date, renewal.planYear]).toEqual(renews);
    });
});

const license = (state: string, expirationDate: string): ReadinessLicense => ({ state, expirationDate });
type Row = [planYear: number, state: string, policyType: string, status: string];
const contract = (
    carrier: string,
    rows: Row[],
    status: ReadinessContract['status'] = 'active',
    policyTypes = ['MA', 'DEN']
): ReadinessContract => ({
    id: `${carrier}-${status}`,
    carrier,
    policyTypes,
    status,
    certifications: rows.map(([PlanYear, StateAbbreviation, PolicyTypeAbbreviation, Status]) => ({
        PlanYear,
        StateAbbreviation,
        PolicyTypeAbbreviation,
        Status,
    })),
});

let nextId = 1;
const enrollment = (overrides: Partial<RenewalEnrollment> = {}): RenewalEnrollment => ({
    id: nextId++,
    customer: 'Ana Diaz',
    state: 'FL',
    carrier: 'Summit',
    policyType: { name: 'Medicare Advantage', abbreviation: 'MA' },
    effectiveDate: '2025-03-01T00:00:00',
    ...overrides,
});

const RTS_2027: Row[] = [
    [2027, 'FL', 'MA', 'RTS'],
    [2027, 'FL', 'DEN', 'RTS'],
];
const VALID = license('FL', '2029-06-30');

describe('every readiness gap on the renewal date (today 26 November 2026, renewal 1 January 2027)', () => {
    const CASES: Array<{
        name: string;
        today?: string;
        licenses?: ReadinessLicense[];
        contracts?: ReadinessContract[];
        subject?: Partial<RenewalEnrollment>;
        gaps: ReadinessGapKind[];
        certificationDue?: boolean;
    }> = [
        { name: 'licensed, contracted and certified for 2027: renews', gaps: [] },
        {
            name: 'a license expiring the day before the renewal',
            licenses: [license('FL', '2026-12-31')],
            gaps: ['licenseExpiresBeforeRenewal'],
        },
        {
            name: 'a license expiring on the renewal day still renews',
            licenses: [license('FL', '2027-01-01')],
            gaps: [],
        },
        { name: 'a license expiring the day after renews', licenses: [license('FL', '2027-01-02')], gaps: [] },
        { name: 'a license already expired', licenses: [license('FL', '2026-11-25')], gaps: ['licenseExpired'] },
        {
            name: 'a license expiring today is still held today, not on the renewal',
            licenses: [license('FL', '2026-11-26')],
            gaps: ['licenseExpiresBeforeRenewal'],
        },
        { name: 'no license in the member’s state', licenses: [license('GA', '2029-06-30')], gaps: ['noLicense'] },
        {
            name: 'RTS for this plan year only, none for 2027',
            contracts: [contract('Summit', [[2026, 'FL', 'MA', 'RTS']])],
            gaps: ['noCertification'],
        },
        {
            name: 'a failed certification for 2027',
            contracts: [contract('Summit', [[2027, 'FL', 'MA', 'Failed']])],
            gaps: ['certificationFailed'],
        },
        { name: 'a pending contract', contracts: [contract('Summit', RTS_2027, 'pending')], gaps: ['contractPending'] },
        {
            name: 'a terminated contract',
            contracts: [contract('Summit', RTS_2027, 'terminated')],
            gaps: ['contractTerminated'],
        },
        { name: 'no contract with the carrier', contracts: [contract('Beacon', RTS_2027)], gaps: ['noContract'] },
        {
            name: 'everything at once: license first, then contract, then certification',
            licenses: [license('FL', '2026-12-15')],
            contracts: [contract('Summit', [], 'terminated')],
            gaps: ['licenseExpiresBeforeRenewal', 'contractTerminated', 'noCertification'],
        },
        {
            name: 'before August the 2028 certification is not reported yet: not asked, and said',
            today: '2027-03-01',
            licenses: [VALID],
            contracts: [contract('Summit', [[2027, 'FL', 'MA', 'RTS']])],
            gaps: [],
            certificationDue: false,
        },
        {
            name: 'from August it is asked',
            today: '2027-08-01',
            contracts: [contract('Summit', [[2027, 'FL', 'MA', 'RTS']])],
            gaps: ['noCertification'],
        },
        {
            name: 'a dental policy renewing on its anniversary needs its license through that day',
            licenses: [license('FL', '2027-05-14')],
            subject: { policyType: { name: 'Dental', abbreviation: 'DEN' }, effectiveDate: '2024-05-15' },
            gaps: ['licenseExpiresBeforeRenewal'],
        },
        {
            name: 'and its license ending on the anniversary is enough',
            licenses: [license('FL', '2027-05-15')],
            subject: { policyType: { name: 'Dental', abbreviation: 'DEN' }, effectiveDate: '2024-05-15' },
            gaps: [],
        },
    ];

    it.each(CASES)(
        '$name',
        ({ today = '2026-11-26', licenses = [VALID], contracts, subject, gaps, certificationDue = true }) => {
            const check = renewalCheck(
                enrollment(subject),
                { licenses, contracts: contracts ?? [contract('Summit', RTS_2027)] },
                day(today)
            );
            expect(check?.cell.gaps.map(gap => gap.kind)).toEqual(gaps);
            expect(check?.cell.ready).toBe(gaps.length === 0);
            expect(check?.certificationDue).toBe(certificationDue);
        }
    );

    it('names the renewal day the license must reach', () => {
        const check = renewalCheck(
            enrollment(),
            { licenses: [license('FL', '2026-12-31')], contracts: [contract('Summit', RTS_2027)] },
            day('2026-11-26')
        );
        expect(check?.cell.gaps[0]).toEqual({
            kind: 'licenseExpiresBeforeRenewal',
            expirationDate: '2026-12-31',
            renewalDate: '2027-01-01',
        });
    });

    it('a plan ending before its renewal is not checked at all', () => {
        const ending = enrollment({ terminationDate: '2026-12-31' });
        expect(renewalCheck(ending, { licenses: [VALID], contracts: [] }, day('2026-11-26'))).toBeUndefined();
    });
});

describe('the abbreviation of an enrollment’s policy type', () => {
    const resolve = policyTypeAbbreviations(
        [
            { id: '1', name: 'Medicare Advantage' },
            { id: '5', name: 'Dental' },
            { id: '6', name: 'Vision' },
        ],
        [
            { Id: 1, Abbreviation: 'MA' },
            { Id: 5, Abbreviation: 'DEN' },
        ]
    );
    it.each<[string, string | undefined, string]>([
        ['Medicare Advantage', 'MA', 'by the dictionary’s id and a contract’s abbreviation'],
        ['medicare advantage ', 'MA', 'whatever the letter case and spaces'],
        ['DEN', 'DEN', 'an abbreviation already'],
        ['Vision', undefined, 'a type no contract names: unknown'],
        ['Hospital Indemnity', undefined, 'a name the dictionary does not have: unknown'],
    ])('%s → %s (%s)', (name, abbreviation) => {
        expect(resolve(name)).toBe(abbreviation);
    });
});

const checksOf = (
    enrollments: RenewalEnrollment[],
    sources: { licenses: ReadinessLicense[]; contracts: ReadinessContract[] },
    today = day('2026-11-26')
) =>
    enrollments.map(subject => renewalCheck(subject, sources, today)).filter((check): check is RenewalCheck => !!check);

/** A fix in a line: its producer, action and subject, members blocked / kept by it alone, then its reasons. */
const line = ({ producer, action, cells, readyOnceDone, reasons }: ReturnType<typeof renewalFixes>[number]) =>
    `${producer ? `${producer.name}: ` : ''}${action.kind} ${action.kind === 'license' ? action.state : action.carrier}` +
    `${action.kind === 'certification' ? ` ${action.planYear}` : ''}: ${cells}/${readyOnceDone} ` +
    reasons.map(reason => `${reason.gap.kind}×${reason.cells}`).join(' ');

describe('grouped by what must be fixed, with the members each fix keeps, largest first', () => {
    const sources = {
        licenses: [license('FL', '2026-12-31'), license('GA', '2029-06-30'), license('TX', '2029-06-30')],
        contracts: [
            contract('Summit', [
                [2027, 'FL', 'MA', 'RTS'],
                [2027, 'GA', 'MA', 'RTS'],
            ]),
            contract('Beacon', [], 'pending'),
        ],
    };

    it('an agent’s: one thing per action, however many members it blocks', () => {
        const checks = checksOf(
            [
                enrollment({ state: 'FL' }),
                enrollment({ state: 'FL' }),
                enrollment({ state: 'FL', carrier: 'Beacon' }),
                enrollment({ state: 'GA' }),
                enrollment({ state: 'TX' }),
                enrollment({ state: 'GA', carrier: 'Beacon' }),
            ],
            sources
        );
        expect(renewalFixes(checks).map(line)).toEqual([
            // FL's license blocks 3 members; 2 renew once it is renewed (the third also waits on Beacon).
            'license FL: 3/2 licenseExpiresBeforeRenewal×3',
            // Beacon's pending contract blocks 2, neither ready once it is approved: its certification for 2027
            // is missing too (a thing of its own); Summit's in TX.
            'pendingContract Beacon: 2/0 contractPending×2',
            'certification Beacon 2027: 2/0 noCertification×2',
            'certification Summit 2027: 1/1 noCertification×1',
        ]);
        const summary = renewalsSummary(checks);
        expect([summary.renewing, summary.atRisk.length]).toEqual([6, 5]);
    });

    it('a certification is one thing per plan year the members renew into', () => {
        const checks = checksOf(
            [
                enrollment({ state: 'TX' }),
                enrollment({
                    state: 'TX',
                    policyType: { name: 'Dental', abbreviation: 'DEN' },
                    effectiveDate: '2025-12-10',
                }),
            ],
            sources
        );
        expect(renewalFixes(checks).map(line)).toEqual([
            'certification Summit 2026: 1/1 noCertification×1',
            'certification Summit 2027: 1/1 noCertification×1',
        ]);
    });

    it('an agency’s: each producer’s things apart, named, the most members first; per producer too', () => {
        const ana = { id: '7', name: 'Ana Clark' };
        const ben = { id: '8', name: 'Ben Ortiz' };
        const checks = [
            ...checksOf([enrollment({ producer: ana, state: 'FL' })], sources),
            ...checksOf(
                [
                    enrollment({ producer: ben, state: 'FL' }),
                    enrollment({ producer: ben, state: 'FL' }),
                    enrollment({ producer: ben, state: 'GA' }),
                ],
                { ...sources, licenses: [license('FL', '2026-10-01'), license('GA', '2029-06-30')] }
            ),
        ];
        const fixes = renewalFixes(checks);
        expect(fixes.map(line)).toEqual([
            'Ben Ortiz: license FL: 2/2 licenseExpired×2',
            'Ana Clark: license FL: 1/1 licenseExpiresBeforeRenewal×1',
        ]);
        expect(
            producerRenewals(checks, fixes).map(entry => [entry.producer.name, entry.renewing, entry.atRisk])
        ).toEqual([
            ['Ben Ortiz', 3, 2],
            ['Ana Clark', 1, 1],
        ]);
        expect(producerRenewals(checks, fixes)[0].firstFix).toBe(fixes[0]);
    });
});

describe('an agency’s same fix for several producers: one line, with each producer’s own', () => {
    const sources = {
        licenses: [license('FL', '2026-12-31'), license('TX', '2029-06-30')],
        contracts: [contract('Summit', RTS_2027), contract('Beacon', [], 'pending')],
    };
    const ana = { id: '7', name: 'Ana Clark' };
    const ben = { id: '8', name: 'Ben Ortiz' };
    const cy = { id: '9', name: 'Cy Ruiz' };
    // Ana: FL's license lapses the day before the renewal; her TX member lacks Summit's 2027 certification.
    // Ben: FL's license expired (two members); TX unlicensed, and Summit's 2027 certification missing there too.
    // Cy: no FL license, and Beacon's contract pending without a 2027 certification.
    const checks = [
        ...checksOf([enrollment({ producer: ana }), enrollment({ producer: ana, state: 'TX' })], sources),
        ...checksOf(
            [enrollment({ producer: ben }), enrollment({ producer: ben }), enrollment({ producer: ben, state: 'TX' })],
            { ...sources, licenses: [license('FL', '2026-10-01')] }
        ),
        ...checksOf([enrollment({ producer: cy, carrier: 'Beacon' })], { ...sources, licenses: [] }),
    ];
    const shared = (amounts?: RenewalAmounts) => sharedFixes(checks, renewalFixes(checks, amounts), amounts);
    const sharedLine = ({ action, cells, readyOnceDone, reasons, producers }: ReturnType<typeof shared>[number]) =>
        `${action.kind} ${action.kind === 'license' ? action.state : action.carrier}` +
        `${action.kind === 'certification' ? ` ${action.planYear}` : ''}: ${cells}/${readyOnceDone} ` +
        `${reasons.map(reason => `${reason.gap.kind}×${reason.cells}`).join(' ')} ` +
        `[${producers.map(fix => fix.producer?.name).join(', ')}]`;

    it('sums the members over the producers, the most members first, each producer’s fix kept', () => {
        expect(shared().map(sharedLine)).toEqual([
            'license FL: 4/3 licenseExpired×2 licenseExpiresBeforeRenewal×1 noLicense×1 [Ben Ortiz, Ana Clark, Cy Ruiz]',
            'certification Summit 2027: 2/1 noCertification×2 [Ana Clark, Ben Ortiz]',
            'license TX: 1/0 noLicense×1 [Ben Ortiz]',
            'pendingContract Beacon: 1/0 contractPending×1 [Cy Ruiz]',
            'certification Beacon 2027: 1/0 noCertification×1 [Cy Ruiz]',
        ]);
        const [floridaLicense] = shared();
        expect(floridaLicense.producers.map(fix => fix.cells)).toEqual([2, 1, 1]);
    });

    it('estimates each line from the members it blocks, all producers together', () => {
        expect(shared({ MA: 100 }).map(fix => fix.estimate?.amount)).toEqual([400, 200, 100, 100, 100]);
    });
});

describe('the estimate of renewal commission at risk', () => {
    const atRisk = checksOf(
        [
            enrollment(),
            enrollment(),
            enrollment({ policyType: { name: 'Dental', abbreviation: 'DEN' }, effectiveDate: '2024-05-15' }),
            enrollment({ policyType: { name: 'Vision' }, effectiveDate: '2024-05-15' }),
        ],
        { licenses: [license('FL', '2026-10-01')], contracts: [contract('Summit', RTS_2027)] }
    );

    it.each<{ name: string; amounts: RenewalAmounts; estimate?: RenewalEstimate }>([
        { name: 'no amounts configured: no estimate', amounts: {}, estimate: undefined },
        {
            name: 'by abbreviation: the members with an amount, the others counted apart',
            amounts: { MA: 363 },
            estimate: { amount: 726, priced: 2, members: 4 },
        },
        {
            name: 'by name, whatever the letter case',
            amounts: { 'medicare advantage': 363, VISION: 20 },
            estimate: { amount: 746, priced: 3, members: 4 },
        },
        {
            name: 'the abbreviation wins over the name',
            amounts: { MA: 300, 'Medicare Advantage': 1, DEN: 40.5 },
            estimate: { amount: 640.5, priced: 3, members: 4 },
        },
    ])('$name', ({ amounts, estimate }) => {
        expect(renewalEstimate(atRisk, amounts)).toEqual(estimate);
        expect(renewalsSummary(atRisk, amounts).estimate).toEqual(estimate);
    });

    it('each fix’s estimate counts the members it blocks', () => {
        const [fix] = renewalFixes(atRisk, { MA: 363 });
        expect(fix.cells).toBe(4);
        expect(fix.estimate).toEqual({ amount: 726, priced: 2, members: 4 });
        expect(renewalAmountOf({ ma: 1 }, { name: 'x', abbreviation: 'MA' })).toBe(1);
    });
});
