import { collection } from '../index';
import { insurers, policyTypes } from '../dictionaries';
import { AGENCY_SUFFIXES, AGENCY_WORDS } from '../names';
import { contractsOf, type ContractFixture } from '../portfolio';
import { randomFor } from '../random';
import { DEFAULT_AGENCIES, DEFAULT_AGENTS } from '../users';

/**
 * Contract requests in the demo (our paths: resources/contracts/requests/api.ts): each portal's
 * uplines, each agency's downline agencies, the contract options an agency hands down, and the requests
 * made in the session (kept, so the contracts list shows a request's contracts as pending after a reload).
 */

export interface UplineFixture {
    AgencyId: number;
    Name: string;
    NPN: string;
    IsDirect: boolean;
}

export const NATIONAL_UPLINE = { AgencyId: 1, Name: 'National Senior Marketing Partners', NPN: '10000001' };
export const REGIONAL_UPLINE = { AgencyId: 2, Name: 'Summit Regional Health Alliance', NPN: '10000002' };

const npnOf = (agencyId: number) => String(20_000_000 + agencyId * 37);

/** An agent's uplines: the default agencies it works under (direct) and the national marketing organisation. */
export const uplinesOf = (ownerType: 'agent' | 'agency', ownerId: string): UplineFixture[] => {
    if (ownerType === 'agency')
        return [
            { ...NATIONAL_UPLINE, IsDirect: true },
            { ...REGIONAL_UPLINE, IsDirect: false },
        ];
    const direct =
        ownerId in DEFAULT_AGENTS
            ? Object.keys(DEFAULT_AGENCIES)
            : [randomFor('uplines', ownerId).pick(Object.keys(DEFAULT_AGENCIES))];
    return [
        { ...NATIONAL_UPLINE, IsDirect: false },
        ...direct.map(id => ({
            AgencyId: Number(id),
            Name: DEFAULT_AGENCIES[id],
            NPN: npnOf(Number(id)),
            IsDirect: true,
        })),
    ];
};

/** Downline agencies of an agency: 4 under Sunshine, 2 under the default agency, 1 to 3 elsewhere. */
export const downlineAgenciesOf = (agencyId: string) => {
    const random = randomFor('downlineAgencies', agencyId);
    const count = agencyId === '201' ? 4 : agencyId === '1000' ? 2 : random.int(1, 3);
    return Array.from({ length: count }, (_, index) => {
        const id = Number(agencyId) * 10 + index + 1;
        return {
            AgencyId: id,
            Name: `${random.pick(AGENCY_WORDS)} ${random.pick(AGENCY_SUFFIXES)}`,
            NPN: npnOf(id),
        };
    });
};

export interface ContractOptionFixture {
    AgencyContractId: number;
    InsurerName: string;
    PolicyTypes: Array<{ Abbreviation: string }>;
}

/**
 * What an agency can contract its downlines under: the default agencies' active contracts; any other agency
 * draws 6 to 10 carriers from its own seed. The regional alliance hands down nothing ("no contracts available").
 */
export const contractOptionsOf = (agencyId: string): ContractOptionFixture[] => {
    if (agencyId === String(REGIONAL_UPLINE.AgencyId)) return [];
    if (agencyId in DEFAULT_AGENCIES)
        return contractsOf('agency', agencyId)
            .filter(contract => contract.Status === 'Active')
            .map(contract => ({
                AgencyContractId: contract.Id,
                InsurerName: contract.Insurer,
                PolicyTypes: contract.PolicyTypes.map(type => ({ Abbreviation: type.Abbreviation })),
            }));
    const random = randomFor('contractOptions', agencyId);
    const count = random.int(6, 10);
    const first = random.int(0, insurers.length - 1);
    return Array.from({ length: count }, (_, index) => {
        const insurer = insurers[(first + index) % insurers.length];
        const typeCount = random.int(1, 3);
        const firstType = random.int(0, policyTypes.length - 1);
        return {
            AgencyContractId: Number(agencyId) * 1000 + insurer.Id,
            InsurerName: insurer.Name,
            PolicyTypes: Array.from({ length: typeCount }, (_, offset) => ({
                Abbreviation: policyTypes[(firstType + offset) % policyTypes.length].Abbreviation,
            })),
        };
    });
};

/** Every option an agency id may name, to find a requested contract's carrier. */
const optionById = (uplineAgencyId: string, contractId: unknown) =>
    contractOptionsOf(uplineAgencyId).find(option => String(option.AgencyContractId) === String(contractId));

export interface StoredContractRequest {
    Id: number;
    ownerType: 'agent' | 'agency';
    ownerId: string;
    /** Whose contracts these become: the portal itself, an existing agent, or someone new (pending review). */
    forType: 'self' | 'agent' | 'new';
    forId?: string;
    uplineAgencyId: string;
    uplineAgencyName: string;
    contracts: string[];
    states: string[];
    submittedAt: string;
}

export const contractRequestStore = collection<StoredContractRequest>('contractRequests');
export const FIRST_REQUEST_ID = 1;

/** The contracts a portal asked for itself in the session, shown as pending in its contract list. */
export const requestedContractsOf = (ownerType: 'agent' | 'agency', ownerId: string): ContractFixture[] =>
    contractRequestStore
        .filter(request => request.ownerType === ownerType && request.ownerId === ownerId && request.forType === 'self')
        .flatMap(request =>
            request.contracts.flatMap((contractId, index): ContractFixture[] => {
                const option = optionById(request.uplineAgencyId, contractId);
                if (!option) return [];
                const insurer = insurers.find(row => row.Name === option.InsurerName);
                return [
                    {
                        Id: 900_000 + request.Id * 100 + index,
                        ownerType,
                        ownerId,
                        InsurerId: insurer?.Id ?? 0,
                        Insurer: option.InsurerName,
                        MarketingLevel: ownerType === 'agency' ? 'Agency' : undefined,
                        PolicyTypes: option.PolicyTypes.map(type => ({
                            Id: policyTypes.find(row => row.Abbreviation === type.Abbreviation)?.Id ?? 0,
                            Abbreviation: type.Abbreviation,
                        })),
                        WritingNumber: '',
                        UplineAgency: request.uplineAgencyName,
                        UplineAgencyId: request.uplineAgencyId,
                        StartDate: request.submittedAt,
                        EndDate: null,
                        Status: 'Pending',
                        RecentlyActivated: false,
                        PolicyCount: 0,
                        ContractCertifications: [],
                    },
                ];
            })
        );

/** A requested (pending) contract by id, for its detail page. */
export const requestedContractById = (ownerType: 'agent' | 'agency', contractId: number) =>
    contractRequestStore
        .filter(request => request.ownerType === ownerType)
        .map(request => request.ownerId)
        .filter((ownerId, index, all) => all.indexOf(ownerId) === index)
        .flatMap(ownerId => requestedContractsOf(ownerType, ownerId))
        .find(contract => contract.Id === contractId);
