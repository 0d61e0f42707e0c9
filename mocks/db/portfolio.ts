import { insurers, policyTypes, states } from './dictionaries';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { randomFor, type Random } from './random';
import { DEFAULT_AGENCIES, DEFAULT_AGENTS } from './users';
import { CURRENT_YEAR, dayFromToday } from './days';

/**
 * The demo's book of business: contracts of the default user's agents and agencies, and each agency's
 * downline agents with their contracts and licenses. Deterministic (a seed per area and owner); dates are placed relative to
 * today so that "expired", "expiring within 6 months" and the plan years stay meaningful on any day.
 */

export type ContractStatus = 'Active' | 'Pending' | 'Terminated';
export type CertificationStatus = 'RTS' | 'Failed' | 'Pending';

export interface CertificationFixture {
    PlanYear: number;
    Status: CertificationStatus;
    PolicyTypeAbbreviation: string;
    StateAbbreviation: string;
}

export interface ContractFixture {
    Id: number;
    ownerType: 'agent' | 'agency';
    ownerId: string;
    InsurerId: number;
    Insurer: string;
    /** Agency contracts only. */
    MarketingLevel?: string;
    PolicyTypes: Array<{ Id: number; Abbreviation: string }>;
    WritingNumber: string;
    UplineAgency: string;
    UplineAgencyId: string;
    StartDate: string;
    EndDate: string | null;
    Status: ContractStatus;
    /** Activated in the last 30 days (the "Recent" filter). */
    RecentlyActivated: boolean;
    PolicyCount: number;
    /** Agent contracts only. */
    EnrollmentLink?: string;
    ContractCertifications: CertificationFixture[];
}

export interface PhoneFixture {
    Id: number;
    PhoneNumber: string;
    PhoneType: 'Mobile' | 'Office' | 'Home' | 'Fax';
    IsPrimary: boolean;
}

export interface LicenseFixture {
    Id: number;
    ownerType: 'agent' | 'agency';
    ownerId: string;
    StateProvince: string;
    LicenseNumber: string;
    LicenseType: string;
    IsResidentLicense: boolean;
    ExpirationDate: string;
}

export interface AgentFixture {
    AgentId: string;
    FirstName: string;
    LastName: string;
    Email: string;
    Npn: string;
    Phones: PhoneFixture[];
}

const MARKETING_LEVELS = ['FMO', 'MGA', 'GA', 'Agency'];
const LICENSE_TYPES = ['Life', 'Accident & Health', 'Life, Accident & Health'];

const certificationsFor = (random: Random, types: Array<{ Abbreviation: string }>, state: string) => {
    const rows: CertificationFixture[] = [];
    for (const planYear of [CURRENT_YEAR, CURRENT_YEAR + 1]) {
        // Some contracts have no certifications for a plan year at all (RTS "none").
        if (random.chance(planYear === CURRENT_YEAR ? 0.2 : 0.45)) continue;
        for (const type of types) {
            const roll = random.next();
            rows.push({
                PlanYear: planYear,
                Status: roll < 0.65 ? 'RTS' : roll < 0.85 ? 'Failed' : 'Pending',
                PolicyTypeAbbreviation: type.Abbreviation,
                StateAbbreviation: state,
            });
        }
    }
    return rows;
};

let nextContractId = 5000;

/** The longest a demo contract has been pending: six weeks, as a carrier's contracting pipeline runs. */
const PENDING_WAIT_DAYS_AT_MOST = 42;

const makeContract = (
    random: Random,
    owner: { type: 'agent' | 'agency'; id: string },
    upline: { id: string; name: string },
    insurerIndex: number,
    forcedStatus?: ContractStatus
): ContractFixture => {
    const insurer = insurers[insurerIndex % insurers.length];
    const typeCount = random.int(1, 3);
    const firstType = random.int(0, policyTypes.length - 1);
    const types = Array.from(
        { length: typeCount },
        (_, offset) => policyTypes[(firstType + offset) % policyTypes.length]
    );
    const roll = random.next();
    const Status: ContractStatus = forcedStatus ?? (roll < 0.7 ? 'Active' : roll < 0.85 ? 'Pending' : 'Terminated');
    const drawnOffset = random.int(10, 1400);
    // A pending contract is a request the carrier has not answered yet: it has waited days to weeks, not years.
    // Folded from the same draw, so the stream (and every other record) stays as it was.
    const startOffset = Status === 'Pending' ? -(1 + (drawnOffset % PENDING_WAIT_DAYS_AT_MOST)) : -drawnOffset;
    const id = (nextContractId += 1);
    const contract: ContractFixture = {
        Id: id,
        ownerType: owner.type,
        ownerId: owner.id,
        InsurerId: insurer.Id,
        Insurer: insurer.Name,
        MarketingLevel: owner.type === 'agency' ? random.pick(MARKETING_LEVELS) : undefined,
        PolicyTypes: types.map(type => ({ Id: type.Id, Abbreviation: type.Abbreviation })),
        WritingNumber: `${insurer.Name.slice(0, 2).toUpperCase()}${random.int(100000, 999999)}`,
        UplineAgency: upline.name,
        UplineAgencyId: upline.id,
        StartDate: dayFromToday(startOffset),
        EndDate:
            Status === 'Terminated' ? dayFromToday(startOffset + random.int(30, Math.max(31, -startOffset - 1))) : null,
        Status,
        RecentlyActivated: Status === 'Active' && startOffset > -30,
        PolicyCount: random.chance(0.15) ? 0 : random.int(1, 400),
        EnrollmentLink:
            owner.type === 'agent' ? `https://enroll.example.com/${insurer.Id}/${owner.id}/${id}` : undefined,
        ContractCertifications:
            owner.type === 'agent' ? certificationsFor(random, types, random.pick(states).Abbreviation) : [],
    };
    // Every value is drawn whatever the status (the stream stays the same); a pending contract has written nothing.
    return Status === 'Pending' ? { ...contract, PolicyCount: 0 } : contract;
};

const phoneNumber = (random: Random) =>
    `(${random.int(201, 989)}) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`;

const makeAgent = (random: Random, agentId: string, name?: string): AgentFixture => {
    const [FirstName, LastName] = name
        ? [name.split(' ')[0], name.split(' ').slice(1).join(' ')]
        : [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
    const phoneCount = random.int(1, 3);
    const primary = random.int(0, phoneCount - 1);
    return {
        AgentId: agentId,
        FirstName,
        LastName,
        Email: `${FirstName}.${LastName}${agentId}@example.com`.toLowerCase(),
        Npn: String(random.int(10_000_000, 99_999_999)),
        Phones: Array.from({ length: phoneCount }, (_, index) => ({
            Id: Number(agentId) * 10 + index,
            PhoneNumber: phoneNumber(random),
            PhoneType: (['Mobile', 'Office', 'Home', 'Fax'] as const)[index],
            IsPrimary: index === primary,
        })),
    };
};

let nextLicenseId = 9000;

/** Licenses in several states: at least one expired, one expiring within 6 months and one valid. */
const makeLicenses = (
    random: Random,
    owner: { type: 'agent' | 'agency'; id: string },
    count: number
): LicenseFixture[] => {
    const expiryOffsets = [-random.int(5, 200), random.int(10, 170), random.int(200, 900)];
    while (expiryOffsets.length < count) expiryOffsets.push(random.int(-300, 1000));
    const firstState = random.int(0, states.length - 1);
    return expiryOffsets.slice(0, count).map((offset, index) => ({
        Id: (nextLicenseId += 1),
        ownerType: owner.type,
        ownerId: owner.id,
        StateProvince: states[(firstState + index * 7) % states.length].Abbreviation,
        LicenseNumber: String(random.int(1_000_000, 9_999_999)),
        LicenseType: random.pick(LICENSE_TYPES),
        IsResidentLicense: index === 0,
        ExpirationDate: dayFromToday(offset),
    }));
};

/** Downline agents per agency: 120 for Sunshine (over 300 contract rows), 40 for the default agency. */
const DOWNLINE_SIZES: Record<string, number> = { '201': 120, '1000': 40 };

/**
 * The demo's own portals show every status filter with something in it: these contract positions are
 * Pending and Terminated whatever their random draw (the draw is still taken, so the stream stays the same).
 */
const FORCED_STATUSES: Record<number, ContractStatus> = { 2: 'Terminated', 8: 'Pending' };

/**
 * Readiness: the random certifications name states the agent holds no license in, so no cell would
 * be ready. The demo agents' first active contract is also certified in each of their licensed states (added
 * rows, no draw taken): RTS, except the second state this plan year (no certification) and the last one next
 * plan year (Failed). With the licenses' expired / expiring / valid dates this shows every cell state.
 */
const certifyInLicensedStates = (contracts: ContractFixture[], licenses: LicenseFixture[], agentId: string) => {
    const contract = contracts.find(
        candidate => candidate.ownerType === 'agent' && candidate.ownerId === agentId && candidate.Status === 'Active'
    );
    if (!contract) return;
    const held = licenses.filter(license => license.ownerType === 'agent' && license.ownerId === agentId);
    held.forEach((license, index) => {
        for (const PlanYear of [CURRENT_YEAR, CURRENT_YEAR + 1]) {
            if (index === 1 && PlanYear === CURRENT_YEAR) continue;
            const Status: CertificationStatus = index === held.length - 1 && PlanYear > CURRENT_YEAR ? 'Failed' : 'RTS';
            for (const type of contract.PolicyTypes)
                contract.ContractCertifications.push({
                    PlanYear,
                    Status,
                    PolicyTypeAbbreviation: type.Abbreviation,
                    StateAbbreviation: license.StateProvince,
                });
        }
    });
};

/** Each owner's contracts, licenses and person draw from their own streams (see seedOf). */
const contractsRandom = (type: 'agent' | 'agency', id: string) => randomFor('contracts', type, id);
const licensesRandom = (type: 'agent' | 'agency', id: string) => randomFor('licenses', type, id);
const producersRandom = (id: string) => randomFor('producers', 'agent', id);

/** Days the added pending contracts have waited: one recent, one past the 7-day mark, one past the 14-day mark. */
export const AGING_PENDING_DAYS = [3, 9, 20];

/**
 * Pending contracts of 3, 9 and 20 days for Maria Lopez (agent 101) and Sunshine (agency 201), added after every
 * other record from their own stream, so no other record's id or draw moves.
 */
const agingPendingContracts = () =>
    [
        { type: 'agent', id: '101', upline: { id: '201', name: DEFAULT_AGENCIES['201'] } },
        { type: 'agency', id: '201', upline: { id: '1', name: 'National Senior Marketing Partners' } },
    ].flatMap(({ type, id, upline }) => {
        const owner = { type: type as 'agent' | 'agency', id };
        const random = randomFor('contracts', 'aging', type, id);
        return AGING_PENDING_DAYS.map((days, index) => ({
            ...makeContract(random, owner, upline, Number(id) + 5 + index * 4, 'Pending'),
            StartDate: dayFromToday(-days),
            PolicyCount: 0,
        }));
    });

const build = () => {
    const contracts: ContractFixture[] = [];
    const licenses: LicenseFixture[] = [];
    const agents = new Map<string, AgentFixture>();
    const downline = new Map<string, string[]>();
    const agencyIds = Object.keys(DEFAULT_AGENCIES);

    for (const [agencyId, agencyName] of Object.entries(DEFAULT_AGENCIES)) {
        const upline = { id: '1', name: 'National Senior Marketing Partners' };
        const owner = { type: 'agency', id: agencyId } as const;
        const contractRandom = contractsRandom('agency', agencyId);
        for (let index = 0; index < 14; index += 1)
            contracts.push(
                makeContract(contractRandom, owner, upline, index + Number(agencyId), FORCED_STATUSES[index])
            );
        licenses.push(...makeLicenses(licensesRandom('agency', agencyId), owner, 5));
        const members: string[] = [];
        for (let index = 0; index < DOWNLINE_SIZES[agencyId]; index += 1) {
            const agentId = String(Number(agencyId) * 100 + index + 1);
            const member = { type: 'agent', id: agentId } as const;
            agents.set(agentId, makeAgent(producersRandom(agentId), agentId));
            members.push(agentId);
            const random = contractsRandom('agent', agentId);
            const count = random.int(2, 4);
            const first = random.int(0, insurers.length - 1);
            for (let c = 0; c < count; c += 1)
                contracts.push(makeContract(random, member, { id: agencyId, name: agencyName }, first + c));
            const licenseRandom = licensesRandom('agent', agentId);
            licenses.push(...makeLicenses(licenseRandom, member, licenseRandom.int(3, 5)));
        }
        downline.set(agencyId, members);
    }

    for (const [agentId, name] of Object.entries(DEFAULT_AGENTS)) {
        const owner = { type: 'agent', id: agentId } as const;
        agents.set(agentId, makeAgent(producersRandom(agentId), agentId, name));
        const random = contractsRandom('agent', agentId);
        for (let index = 0; index < 12; index += 1) {
            const agencyId = agencyIds[index % agencyIds.length];
            contracts.push(
                makeContract(
                    random,
                    owner,
                    { id: agencyId, name: DEFAULT_AGENCIES[agencyId] },
                    index * 3 + Number(agentId),
                    FORCED_STATUSES[index]
                )
            );
        }
        licenses.push(...makeLicenses(licensesRandom('agent', agentId), owner, 6));
        certifyInLicensedStates(contracts, licenses, agentId);
    }
    // The demo agents also work under Sunshine, so they appear among its producers.
    downline.get('201')!.push(...Object.keys(DEFAULT_AGENTS));
    contracts.push(...agingPendingContracts());
    return { contracts, licenses, agents, downline };
};

export const portfolio = build();

export const contractsOf = (ownerType: 'agent' | 'agency', ownerId: string) =>
    portfolio.contracts.filter(contract => contract.ownerType === ownerType && contract.ownerId === ownerId);

export const licensesOf = (ownerType: 'agent' | 'agency', ownerId: string) =>
    portfolio.licenses.filter(license => license.ownerType === ownerType && license.ownerId === ownerId);

/** Agents beneath an agency (its downline). */
export const downlineAgentsOf = (agencyId: string): AgentFixture[] =>
    (portfolio.downline.get(agencyId) ?? []).map(agentId => portfolio.agents.get(agentId)!);

/** Contracts of an agency's downline agents written under that agency. */
export const downlineContractsOf = (agencyId: string) =>
    (portfolio.downline.get(agencyId) ?? []).flatMap(agentId =>
        contractsOf('agent', agentId).filter(contract => contract.UplineAgencyId === agencyId)
    );
