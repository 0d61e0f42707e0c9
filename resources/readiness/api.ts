import { queryOptions, useQueries } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request } from '../../src/api/httpClient';
import { agencyV2Path, forAgency, ownerPath, type AgencyPortal } from '../../src/api/owner';
import { readAllPages } from '../../src/api/readAllPages';
import { useAreaApi } from '../../src/api/useAreaApi';
import type { Portal } from '../../src/portal/types';
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

// No call of its own, only those the portal already makes: docs/views/readiness.md says which feeds which part.

const STATUS_FILTERS: ReadonlyArray<[ContractState, string]> = [
    ['active', 'Active'],
    ['pending', 'Pending'],
    ['terminated', 'Terminated'],
];

/** Rows a page of a producer's contracts asks for; a producer with more is read page by page. */
export const CONTRACT_ROWS_PAGE = 100;
/** A bound on the pages read for one producer and status (10,000 rows: the producers list's own limit). */
const MAX_CONTRACT_ROW_PAGES = 100;

const ownLicenses = async (portal: Portal): Promise<ReadinessLicense[]> =>
    (await request(`${ownerPath(portal)}/licenses`, { schema: licensesSchema })).map(license => ({
        state: license.StateProvince,
        expirationDate: license.ExpirationDate,
    }));

const ownContracts = async (portal: Portal): Promise<ReadinessContract[]> => {
    const lists = await Promise.all(
        STATUS_FILTERS.map(async ([status, Filter]) => {
            const answer = await request(`${ownerPath(portal)}/contracts`, {
                query: { Filter },
                schema: contractListSchema,
            });
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

const producerContractsWithStatus = (agency: AgencyPortal, agentId: string, status: ContractState, Status: string) =>
    readAllPages(
        async page => {
            const answer = await request(`${agencyV2Path(agency)}/downlineagentcontracts`, {
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

const producerContracts = async (agency: AgencyPortal, agentId: string) =>
    (
        await Promise.all(
            STATUS_FILTERS.map(([status, Status]) => producerContractsWithStatus(agency, agentId, status, Status))
        )
    ).flat();

/** The agent's direct upline's contract options (the first upline when none is marked direct). */
const uplineCarriers = async (portal: Portal): Promise<CarrierColumn[]> => {
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
const agencyCarriers = async (agency: AgencyPortal): Promise<CarrierColumn[]> => {
    const answer = await request(`${ownerPath(agency)}/contracts`, {
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

// A producer is an agency's: the calls about one are refused in an agent's portal.
export const readinessApi = defineApiArea('readiness', portal => {
    const contractsOfProducer = forAgency(
        portal,
        agency => async (agentId: string) => producerContracts(agency, agentId)
    );
    const offeredToProducers = forAgency(portal, agency => async () => agencyCarriers(agency));
    return {
        methods: {
            getReadinessLicenses: async () => ownLicenses(portal),
            getReadinessProducer: forAgency(portal, agency => async (agentId: string) => {
                const path = `${agencyV2Path(agency)}/agents/${encodeURIComponent(agentId)}`;
                const answer = await request(path, { schema: producerSchema });
                return {
                    name: `${answer.first_name} ${answer.last_name}`.trim(),
                    npn: answer.npn?.trim() || undefined,
                    licenses: answer.licenses.map(license => ({
                        state: license.StateProvince,
                        expirationDate: license.ExpirationDate,
                    })),
                };
            }),
            getReadinessContracts: async subject =>
                subject.type === 'self' ? ownContracts(portal) : contractsOfProducer(subject.agentId),
            getOfferedCarriers: async subject =>
                subject.type === 'self' ? uplineCarriers(portal) : offeredToProducers(),
            getReadinessEAndOs: async () => request(`${ownerPath(portal)}/eandos`, { schema: eAndOsSchema }),
        } satisfies ReadinessMethods,
    };
});

const subjectKey = (subject: ReadinessSubject) => (subject.type === 'self' ? 'self' : subject.agentId);

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

/** Each producer's detail, in the order of the ids. */
export const useProducerDetails = (agentIds: string[]) => {
    const api = useAreaApi(readinessApi);
    return useQueries({ queries: agentIds.map(id => readinessQueries.producer(api, id)) });
};
