import { queryOptions } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request } from '../../src/api/httpClient';
import { ownerPath, requireAgency, requirePortal } from '../../src/api/owner';
import { readAllPages } from '../../src/api/readAllPages';
import type { CarrierColumn, ContractState, ReadinessContract, ReadinessLicense } from '../../src/domain/readiness';
import {
    contractListSchema,
    contractOptionsSchema,
    contractRowsSchema,
    eAndOsSchema,
    licensesSchema,
    producerSchema,
    uplinesSchema,
    type ReadinessSubject,
} from './types';

/**
 * The readiness area: no call of its own, only the calls the portal already makes (docs/views/readiness.md).
 * Which call feeds which part of a cell:
 *
 * - license part: agent, GET /t/agents/{id}/licenses; agency, the producer detail
 *   GET /t/v2/agencies/{id}/agents/{agentId} (its `licenses`).
 * - contract part: agent, GET /t/agents/{id}/contracts?Filter=Active, =Pending and =Terminated (the list that
 *   returns a contract is its status: the contract fields carry none); agency, the producer's contract rows
 *   GET /t/v2/agencies/{id}/downlineagentcontracts?AgentId&Status=Active|Pending|Terminated (paged, 100 a page,
 *   every page read).
 * - certification part: the `ContractCertifications` (agency: `contract_certifications`) of those contracts.
 * - columns beyond the agent's contracts (so "no contract" can show): agent, the direct upline's contract
 *   options (GET /t/agents/{id}/uplines, then GET /t/agencies/{uplineId}/contractoptions); agency, its own
 *   active contracts (GET /t/agencies/{id}/contracts?Filter=Active). When that fails the matrix shows the
 *   contracted carriers and says the others could not be loaded.
 * - E&O: agent, GET /t/agents/{id}/eandos. An agency portal sees its own E&O records only, not a producer's:
 *   the agency view says so instead of guessing.
 * - state names: the states dictionary (GET /t/states); licenses may name a state or its abbreviation.
 * - the agency's producer choice: its downline agents (the producers area's `downlineAgents`); producers who share a
 *   name are told apart by their NPN, from the producer detail above, asked for only while the list is open.
 */

const STATUS_FILTERS: ReadonlyArray<[ContractState, string]> = [
    ['active', 'Active'],
    ['pending', 'Pending'],
    ['terminated', 'Terminated'],
];

/** Rows a page of a producer's contracts asks for; a producer with more is read page by page. */
export const CONTRACT_ROWS_PAGE = 100;
/** A bound on the pages read for one producer and status (10,000 rows: the producers list's own limit). */
const MAX_CONTRACT_ROW_PAGES = 100;

const agencyV2Path = () => `/t/v2/agencies/${encodeURIComponent(requireAgency().id)}`;
const producerPath = (agentId: string) => `${agencyV2Path()}/agents/${encodeURIComponent(agentId)}`;

const ownLicenses = async (): Promise<ReadinessLicense[]> =>
    (await request(`${ownerPath(requirePortal())}/licenses`, { schema: licensesSchema })).map(license => ({
        state: license.StateProvince,
        expirationDate: license.ExpirationDate,
    }));

const ownContracts = async (): Promise<ReadinessContract[]> => {
    const path = `${ownerPath(requirePortal())}/contracts`;
    const lists = await Promise.all(
        STATUS_FILTERS.map(async ([status, Filter]) => {
            const answer = await request(path, { query: { Filter }, schema: contractListSchema });
            return (answer.contracts ?? []).map((contract): ReadinessContract => ({
                id: contract.Id,
                carrier: contract.Insurer,
                policyTypes: contract.PolicyTypes.map(type => type.Abbreviation),
                status,
                certifications: contract.ContractCertifications,
            }));
        })
    );
    return lists.flat();
};

const producerContractsOf = (agentId: string, status: ContractState, Status: string) =>
    readAllPages(
        async page => {
            const answer = await request(`${agencyV2Path()}/downlineagentcontracts`, {
                query: { AgentId: agentId, Status, page, pageSize: CONTRACT_ROWS_PAGE, sort: 'insurer_name-asc' },
                paged: true,
                schema: contractRowsSchema,
            });
            return {
                total: answer.Total,
                rows: answer.Data.map((row): ReadinessContract => ({
                    carrier: row.insurer_name,
                    policyTypes: row.policy_types.map(type => type.Abbreviation),
                    status,
                    certifications: row.contract_certifications,
                })),
            };
        },
        CONTRACT_ROWS_PAGE,
        MAX_CONTRACT_ROW_PAGES
    );

const producerContracts = async (agentId: string) =>
    (await Promise.all(STATUS_FILTERS.map(([status, Status]) => producerContractsOf(agentId, status, Status)))).flat();

/** The agent's direct upline's contract options (the first upline when none is marked direct). */
const uplineCarriers = async (): Promise<CarrierColumn[]> => {
    const portal = requirePortal();
    const uplines = await request(`${ownerPath(portal)}/uplines`, { schema: uplinesSchema });
    const upline = uplines.find(candidate => candidate.IsDirect) ?? uplines[0];
    if (!upline) return [];
    const path = `/t/agencies/${encodeURIComponent(String(upline.AgencyId))}/contractoptions`;
    return (await request(path, { schema: contractOptionsSchema })).map(option => ({
        carrier: option.InsurerName,
        policyTypes: (option.PolicyTypes ?? []).map(type => type.Abbreviation),
    }));
};

/** The agency's own active contracts: the carriers its producers can be contracted for. */
const agencyCarriers = async (): Promise<CarrierColumn[]> => {
    const answer = await request(`${ownerPath(requireAgency())}/contracts`, {
        query: { Filter: 'Active' },
        schema: contractListSchema,
    });
    return (answer.contracts ?? []).map(contract => ({
        carrier: contract.Insurer,
        policyTypes: contract.PolicyTypes.map(type => type.Abbreviation),
    }));
};

export interface ReadinessProducer {
    name: string;
    /** What tells namesakes apart in the agency's producer choice. */
    npn?: string;
    licenses: ReadinessLicense[];
}

export interface ReadinessMethods {
    /** The agent portal's own licenses. */
    getReadinessLicenses: () => Promise<ReadinessLicense[]>;
    /** A producer's name, NPN and licenses (agency portal): the producer detail. */
    getReadinessProducer: (agentId: string) => Promise<ReadinessProducer>;
    /** Every contract of the subject, each with the status of the list that returned it. */
    getReadinessContracts: (subject: ReadinessSubject) => Promise<ReadinessContract[]>;
    /** Carriers the subject could be contracted for beyond its contracts. */
    getOfferedCarriers: (subject: ReadinessSubject) => Promise<CarrierColumn[]>;
    /** The agent portal's own E&O expiration dates. */
    getReadinessEAndOs: () => Promise<Array<{ ExpirationDate: string }>>;
}

// Async throughout, so that a refused call (no portal, wrong portal type) is a rejected promise.
const methods: ReadinessMethods = {
    getReadinessLicenses: async () => ownLicenses(),
    getReadinessProducer: async agentId => {
        const answer = await request(producerPath(agentId), { schema: producerSchema });
        return {
            name: `${answer.first_name} ${answer.last_name}`.trim(),
            npn: answer.npn?.trim() || undefined,
            licenses: answer.licenses.map(license => ({
                state: license.StateProvince,
                expirationDate: license.ExpirationDate,
            })),
        };
    },
    getReadinessContracts: async subject =>
        subject.type === 'self' ? ownContracts() : producerContracts(subject.agentId),
    getOfferedCarriers: async subject => (subject.type === 'self' ? uplineCarriers() : agencyCarriers()),
    getReadinessEAndOs: async () => request(`${ownerPath(requirePortal())}/eandos`, { schema: eAndOsSchema }),
};

export const readinessApi = defineApiArea('readiness', () => ({ methods }));

const subjectKey = (subject: ReadinessSubject) => (subject.type === 'self' ? 'self' : subject.agentId);

/** Query options of the view's calls. */
export const readinessQueries = {
    licenses: (api: ReadinessMethods) =>
        queryOptions({ queryKey: ['readiness', 'licenses'], queryFn: () => api.getReadinessLicenses() }),
    producer: (api: ReadinessMethods, agentId: string) =>
        queryOptions({
            queryKey: ['readiness', 'producer', agentId],
            queryFn: () => api.getReadinessProducer(agentId),
        }),
    contracts: (api: ReadinessMethods, subject: ReadinessSubject) =>
        queryOptions({
            queryKey: ['readiness', 'contracts', subjectKey(subject)],
            queryFn: () => api.getReadinessContracts(subject),
        }),
    offered: (api: ReadinessMethods, subject: ReadinessSubject) =>
        queryOptions({
            queryKey: ['readiness', 'offered', subject.type],
            queryFn: () => api.getOfferedCarriers(subject),
        }),
    eAndOs: (api: ReadinessMethods) =>
        queryOptions({ queryKey: ['readiness', 'eandos'], queryFn: () => api.getReadinessEAndOs() }),
};
