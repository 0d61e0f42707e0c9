import { countiesByState, insurers, policyTypes, products, states } from './dictionaries';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { DAY_MS, isoDay, TODAY } from './days';
import { downlineAgentsOf, portfolio } from './portfolio';
import { randomFor, type Random } from './random';
import { renewalBookOf } from './renewals';
import { DEFAULT_AGENTS } from './users';

/**
 * Enrollments of each portal, generated on first use from the area's own seed per owner,
 * with dates relative to today: hundreds per portal across carriers, policy types, states, counties,
 * termination reasons and dates. Their commission (and, for agencies, override) statement rows are not
 * kept here: they are the portal's statements' payments of the policy (`enrollmentPaymentsOf` in
 * statements.ts), so every row links to a statement that lists it. Every seventh enrollment has no
 * application (AppQueueId 0, the default value). Agent 102 (James Carter) is the portal without the export
 * flag.
 */

export interface EnrollmentFixture {
    PolicyId: number;
    CustomerFirstName: string;
    CustomerLastName: string;
    AgentId: number;
    AgentName: string;
    CustomerStateId: number;
    CustomerState: string;
    CustomerCountyId: number;
    CustomerCounty: string;
    AppQueueStatus: string | null;
    InsurerId: number;
    InsurerName: string;
    PolicyTypeId: number;
    PolicyType: string;
    ProductName: string;
    PolicyNumber: string;
    EffectiveDate: string;
    FmoReceivedDate: string;
    AgentReceivedAppDate: string;
    TermReasonId: number | null;
    TerminationReason: string | null;
    TerminationDate: string | null;
    AppQueueId: number;
}

export const TERMINATION_REASONS = [
    { Id: 1, Name: 'Voluntary disenrollment' },
    { Id: 2, Name: 'Moved out of service area' },
    { Id: 3, Name: 'Non-payment of premium' },
    { Id: 4, Name: 'Switched plans' },
    { Id: 5, Name: 'Deceased' },
    { Id: 6, Name: 'Carrier terminated' },
];

const APP_STATUSES = ['Submitted', 'In review', 'Pending information', 'Approved', 'Enrolled'];

/** Portals whose export flag is off. */
export const EXPORT_DISABLED = new Set(['agent:102']);

const firstOfMonth = (monthsFromNow: number) =>
    new Date(Date.UTC(TODAY.getUTCFullYear(), TODAY.getUTCMonth() + monthsFromNow, 1));
const notAfterToday = (date: Date) => (date.getTime() > TODAY.getTime() ? TODAY : date);

const ownerBase = (ownerType: 'agent' | 'agency', ownerId: string) =>
    (ownerType === 'agency' ? 5_000_000 : 1_000_000) + (Number(ownerId) % 10_000) * 1000;

export const makeEnrollment = (
    random: Random,
    policyId: number,
    agent: { id: string; name: string },
    index: number
): EnrollmentFixture => {
    const state = random.pick(states);
    const county = random.pick(countiesByState[state.Id]);
    const insurer = random.pick(insurers);
    const offered = products.filter(product => product.InsurerId === insurer.Id);
    const product = random.pick(offered);
    const type = policyTypes.find(candidate => candidate.Id === product.PolicyTypeId)!;
    const effective = firstOfMonth(-random.int(-2, 40));
    const fmoReceived = notAfterToday(new Date(effective.getTime() - random.int(5, 60) * DAY_MS));
    const agentReceived = new Date(fmoReceived.getTime() - random.int(0, 10) * DAY_MS);
    const terminated = effective.getTime() < TODAY.getTime() && random.chance(0.22);
    const termination = terminated ? notAfterToday(new Date(effective.getTime() + random.int(30, 900) * DAY_MS)) : null;
    const reason = terminated ? random.pick(TERMINATION_REASONS) : null;
    return {
        PolicyId: policyId,
        CustomerFirstName: random.pick(FIRST_NAMES),
        CustomerLastName: random.pick(LAST_NAMES),
        AgentId: Number(agent.id),
        AgentName: agent.name,
        CustomerStateId: state.Id,
        CustomerState: state.Abbreviation,
        CustomerCountyId: county.Id,
        CustomerCounty: county.Name,
        AppQueueStatus: random.chance(0.1) ? null : random.pick(APP_STATUSES),
        InsurerId: insurer.Id,
        InsurerName: insurer.Name,
        PolicyTypeId: type.Id,
        PolicyType: type.Name,
        ProductName: product.Name,
        PolicyNumber: `${type.Abbreviation}${random.int(10_000_000, 99_999_999)}`,
        EffectiveDate: isoDay(effective),
        FmoReceivedDate: isoDay(fmoReceived),
        AgentReceivedAppDate: isoDay(agentReceived),
        TermReasonId: reason?.Id ?? null,
        TerminationReason: reason?.Name ?? null,
        TerminationDate: termination ? isoDay(termination) : null,
        AppQueueId: index % 7 === 3 ? 0 : policyId * 3 + 11,
    };
};

const agentName = (agentId: string) => {
    const agent = portfolio.agents.get(agentId);
    return agent ? `${agent.FirstName} ${agent.LastName}` : (DEFAULT_AGENTS[agentId] ?? `Agent ${agentId}`);
};

const cache = new Map<string, EnrollmentFixture[]>();
const withRapid = new Map<string, EnrollmentFixture[]>();

/** Where the renewals demo members' policy ids start within an owner's block of 1,000 (after every other row). */
const RENEWAL_BOOK_OFFSET = 900;

const agentsOf = (ownerType: 'agent' | 'agency', ownerId: string) =>
    ownerType === 'agency'
        ? downlineAgentsOf(ownerId).map(agent => ({ id: agent.AgentId, name: `${agent.FirstName} ${agent.LastName}` }))
        : [{ id: ownerId, name: agentName(ownerId) }];

/**
 * How the rapid-disenrollment rows of a portal end, counted from their effective date (a first of the month
 * 4 to 11 months ago, so their first 3 months are over): within 3 months, on the edge (the same day 3 months
 * later, and the day before), a day past it, on the effective day itself (a cancellation, which never counts),
 * or not at all.
 */
const RAPID_ENDINGS = [
    'early',
    'edge',
    'early',
    'dayBeforeEdge',
    'pastEdge',
    'early',
    'cancelled',
    'kept',
    'early',
    'kept',
] as const;

const monthsAfter = (date: Date, months: number) => {
    const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
    return target;
};

/**
 * Ten enrollments per portal for the rapid-disenrollment view, from a seed of their own and ids apart from the
 * others (20,000,000 up), so no other fixture moves. Statements pay none of them (their payments come from
 * `baseEnrollmentsOf`). An agency's go to three of its producers; most are with two carriers.
 */
const rapidDisenrollmentsOf = (ownerType: 'agent' | 'agency', ownerId: string): EnrollmentFixture[] => {
    const random = randomFor('enrollments', 'rapid', ownerType, ownerId);
    const agents = agentsOf(ownerType, ownerId);
    if (agents.length === 0) return [];
    const producers = [0, 1, 2].map(() => random.pick(agents));
    const carriers = [random.pick(insurers), random.pick(insurers)];
    const first = (ownerType === 'agency' ? 21_000_000 : 20_000_000) + (Number(ownerId) % 10_000) * 100;
    return RAPID_ENDINGS.map((ending, index) => {
        const row = makeEnrollment(random, first + index, producers[index % producers.length], index);
        const insurer = index % 5 === 4 ? random.pick(insurers) : carriers[index % 2];
        const product = random.pick(products.filter(offered => offered.InsurerId === insurer.Id));
        const type = policyTypes.find(candidate => candidate.Id === product.PolicyTypeId)!;
        const effective = firstOfMonth(-random.int(4, 11));
        const days = (count: number) => new Date(effective.getTime() + count * DAY_MS);
        const ended =
            ending === 'early'
                ? days(random.int(10, 75))
                : ending === 'edge'
                  ? monthsAfter(effective, 3)
                  : ending === 'dayBeforeEdge'
                    ? new Date(monthsAfter(effective, 3).getTime() - DAY_MS)
                    : ending === 'pastEdge'
                      ? new Date(monthsAfter(effective, 3).getTime() + DAY_MS)
                      : ending === 'cancelled'
                        ? effective
                        : null;
        const reason = ended ? random.pick(TERMINATION_REASONS) : null;
        const received = days(-random.int(20, 40));
        return {
            ...row,
            InsurerId: insurer.Id,
            InsurerName: insurer.Name,
            PolicyTypeId: type.Id,
            PolicyType: type.Name,
            ProductName: product.Name,
            EffectiveDate: isoDay(effective),
            FmoReceivedDate: isoDay(days(-random.int(5, 15))),
            AgentReceivedAppDate: isoDay(received),
            TermReasonId: reason?.Id ?? null,
            TerminationReason: reason?.Name ?? null,
            TerminationDate: ended ? isoDay(ended) : null,
        };
    });
};

/**
 * A portal's enrollments: 240 to 320 for an agent, for an agency 3 to 5 per downline agent (over 300), then the
 * ten of the rapid-disenrollment view and the renewals demo members (mocks/db/renewals.ts), effective next
 * month.
 */
export const enrollmentsOf = (ownerType: 'agent' | 'agency', ownerId: string): EnrollmentFixture[] => {
    const key = `${ownerType}:${ownerId}`;
    let rows = withRapid.get(key);
    if (!rows)
        withRapid.set(
            key,
            (rows = [
                ...baseEnrollmentsOf(ownerType, ownerId),
                ...rapidDisenrollmentsOf(ownerType, ownerId),
                ...renewalBookOf(ownerType, ownerId, ownerBase(ownerType, ownerId) + RENEWAL_BOOK_OFFSET, agentName),
            ])
        );
    return rows;
};

/** The enrollments the statements pay and the SOAs are drawn from (the rapid-disenrollment and renewals rows aside). */
export const baseEnrollmentsOf = (ownerType: 'agent' | 'agency', ownerId: string): EnrollmentFixture[] => {
    const key = `${ownerType}:${ownerId}`;
    const known = cache.get(key);
    if (known) return known;
    const random = randomFor('enrollments', ownerType, ownerId);
    const agents = agentsOf(ownerType, ownerId);
    const base = ownerBase(ownerType, ownerId);
    const rows: EnrollmentFixture[] = [];
    if (ownerType === 'agent') {
        const count = random.int(240, 320);
        for (let index = 0; index < count; index += 1)
            rows.push(makeEnrollment(random, base + index + 1, agents[0], index));
    } else {
        for (const agent of agents) {
            const count = random.int(3, 5);
            for (let c = 0; c < count; c += 1)
                rows.push(makeEnrollment(random, base + rows.length + 1, agent, rows.length));
        }
    }
    cache.set(key, rows);
    return rows;
};

export const exportEnabledFor = (ownerType: 'agent' | 'agency', ownerId: string) =>
    !EXPORT_DISABLED.has(`${ownerType}:${ownerId}`);

/** The agents an agency's enrollments can be searched by (its downline). */
export const enrollmentAgentsOf = (agencyId: string) =>
    downlineAgentsOf(agencyId).map(agent => ({
        Id: Number(agent.AgentId),
        Name: `${agent.FirstName} ${agent.LastName}`,
    }));
