import { renewalCheck } from '../../resources/renewals/rules';
import type { ReadinessGapKind } from '../../src/domain/readiness';
import { countiesByState, insurers, policyTypes, products, states } from './dictionaries';
import type { EnrollmentFixture } from './enrollments';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { dayFromToday, isoDay, NOW, TODAY } from './days';
import { contractsOf, downlineAgentsOf, licensesOf, type ContractFixture } from './portfolio';
import { randomFor, type Random } from './random';

/**
 * Renewals at risk's demo members: a few enrollments per portal, from the renewals area's own seed, sold last week
 * and effective on the 1st of next month, placed with the readiness rule itself so that on any day they show a
 * member who renews and each thing that can stop a renewal (a license lapsed or lapsing first, no certification
 * for the plan year, a pending or a terminated contract). Effective after today, they are in force on no
 * statement date: no statement pays them and no earlier window counts them, so no other area's data moves.
 */

/** What each group of members shows, and how many members it has. */
const OUTCOMES: Array<{ gap: ReadinessGapKind | 'ready'; members: number }> = [
    { gap: 'ready', members: 6 },
    { gap: 'licenseExpired', members: 5 },
    { gap: 'noCertification', members: 4 },
    { gap: 'contractPending', members: 4 },
    { gap: 'contractTerminated', members: 3 },
    { gap: 'licenseExpiresBeforeRenewal', members: 3 },
];

/** An agency's producers with a book of their own (their first ones with licenses and contracts under it). */
const AGENCY_WRITERS = 2;

const nextMonthFirst = () => new Date(Date.UTC(TODAY.getUTCFullYear(), TODAY.getUTCMonth() + 1, 1));

interface Writer {
    id: string;
    name: string;
    contracts: ContractFixture[];
}

/** A state, carrier and product the writer could have sold, and what its renewal would miss. */
interface Placement {
    stateAbbreviation: string;
    contract: ContractFixture;
    typeId: number;
    gaps: ReadinessGapKind[];
}

const placementsOf = (writer: Writer): Placement[] => {
    const licenses = licensesOf('agent', writer.id).map(license => ({
        state: license.StateProvince,
        expirationDate: license.ExpirationDate,
    }));
    const contracts = writer.contracts.map(contract => ({
        id: contract.Id,
        carrier: contract.Insurer,
        policyTypes: contract.PolicyTypes.map(type => type.Abbreviation),
        status: contract.Status.toLowerCase() as 'active' | 'pending' | 'terminated',
        certifications: contract.ContractCertifications,
    }));
    const effectiveDate = isoDay(nextMonthFirst());
    return licenses.flatMap(license =>
        writer.contracts.flatMap(contract =>
            contract.PolicyTypes.flatMap(type => {
                const name = policyTypes.find(candidate => candidate.Id === type.Id)!.Name;
                const check = renewalCheck(
                    {
                        id: 0,
                        customer: '',
                        state: license.state,
                        carrier: contract.Insurer,
                        policyType: { name, abbreviation: type.Abbreviation },
                        effectiveDate,
                    },
                    { licenses, contracts },
                    NOW
                );
                return check
                    ? [
                          {
                              stateAbbreviation: license.state,
                              contract,
                              typeId: type.Id,
                              gaps: check.cell.gaps.map(gap => gap.kind),
                          },
                      ]
                    : [];
            })
        )
    );
};

/** The placement that shows a group best: that gap alone, else that gap first, else that gap among others. */
const placementFor = (placements: Placement[], gap: ReadinessGapKind | 'ready') => {
    if (gap === 'ready') return placements.find(placement => placement.gaps.length === 0);
    return (
        placements.find(placement => placement.gaps.length === 1 && placement.gaps[0] === gap) ??
        placements.find(placement => placement.gaps[0] === gap) ??
        placements.find(placement => placement.gaps.includes(gap))
    );
};

const writersOf = (ownerType: 'agent' | 'agency', ownerId: string, name: (id: string) => string): Writer[] =>
    ownerType === 'agent'
        ? [{ id: ownerId, name: name(ownerId), contracts: contractsOf('agent', ownerId) }]
        : downlineAgentsOf(ownerId)
              .map(agent => ({
                  id: agent.AgentId,
                  name: `${agent.FirstName} ${agent.LastName}`,
                  contracts: contractsOf('agent', agent.AgentId).filter(
                      contract => contract.UplineAgencyId === ownerId
                  ),
              }))
              .filter(writer => writer.contracts.length > 0 && licensesOf('agent', writer.id).length > 0)
              .slice(0, AGENCY_WRITERS);

/** A member in force of renewals at risk's demo data: its state, carrier and policy type, sold and effective then. */
export const memberInForce = (
    random: Random,
    member: {
        policyId: number;
        agent: { id: number; name: string };
        state: string;
        insurerId: number;
        typeId: number;
        appStatus: string;
        effective: string;
        sold: string;
    }
): EnrollmentFixture => {
    const state = states.find(candidate => candidate.Abbreviation === member.state)!;
    const county = random.pick(countiesByState[state.Id]);
    const insurer = insurers.find(candidate => candidate.Id === member.insurerId)!;
    const type = policyTypes.find(candidate => candidate.Id === member.typeId)!;
    const product = products.find(
        candidate => candidate.InsurerId === insurer.Id && candidate.PolicyTypeId === type.Id
    );
    return {
        PolicyId: member.policyId,
        CustomerFirstName: random.pick(FIRST_NAMES),
        CustomerLastName: random.pick(LAST_NAMES),
        AgentId: member.agent.id,
        AgentName: member.agent.name,
        CustomerStateId: state.Id,
        CustomerState: state.Abbreviation,
        CustomerCountyId: county.Id,
        CustomerCounty: county.Name,
        AppQueueStatus: member.appStatus,
        InsurerId: insurer.Id,
        InsurerName: insurer.Name,
        PolicyTypeId: type.Id,
        PolicyType: type.Name,
        ProductName: product?.Name ?? `${insurer.Name.split(' ')[0]} ${type.Abbreviation} Essential`,
        PolicyNumber: `${type.Abbreviation}${random.int(10_000_000, 99_999_999)}`,
        EffectiveDate: member.effective,
        FmoReceivedDate: member.sold,
        AgentReceivedAppDate: member.sold,
        TermReasonId: null,
        TerminationReason: null,
        TerminationDate: null,
        AppQueueId: member.policyId * 3 + 11,
    };
};

/** The portal's renewals demo members, numbered from `firstPolicyId`. */
export const renewalBookOf = (
    ownerType: 'agent' | 'agency',
    ownerId: string,
    firstPolicyId: number,
    name: (agentId: string) => string
): EnrollmentFixture[] => {
    const random = randomFor('renewals', ownerType, ownerId);
    const effective = nextMonthFirst();
    const sold = dayFromToday(-7);
    const rows: EnrollmentFixture[] = [];
    for (const writer of writersOf(ownerType, ownerId, name)) {
        const placements = placementsOf(writer);
        for (const { gap, members } of OUTCOMES) {
            const placement = placementFor(placements, gap);
            if (!placement) continue;
            for (let member = 0; member < members; member += 1)
                rows.push(
                    memberInForce(random, {
                        policyId: firstPolicyId + rows.length,
                        agent: { id: Number(writer.id), name: writer.name },
                        state: placement.stateAbbreviation,
                        insurerId: placement.contract.InsurerId,
                        typeId: placement.typeId,
                        appStatus: 'Submitted',
                        effective: isoDay(effective),
                        sold,
                    })
                );
        }
    }
    return rows;
};
