import type { GetListParams, GetOneParams, Identifier } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { useAreaApi } from '../../src/api/useAreaApi';
import { defineAction } from '../../src/api/useProviderMutation';
import { downloadEncodedFile, request } from '../../src/api/httpClient';
import { forAgency, ownerPath, toOwnerType } from '../../src/api/owner';
import { fromPaged, pageLocally, pagingQuery } from '../../src/api/paging';
import { ofThisPortal } from '../../src/api/portalRecord';
import { pagedSchema, storedFilesSchema, type StoredFile } from '../../src/api/wire';
import type { PortalType, PortalRef } from '../../src/portal/types';
import {
    CONTRACT_STATUSES,
    type Contract,
    type ContractAnswer,
    type ContractStatus,
    contractListSchema,
    contractSchema,
    downlineAgentSchema,
    hierarchySchema,
    type HierarchyAgency,
} from './types';

/** `agentcontracts` or `agencycontracts`: the collection of one contract's calls. */
export const contractSegment = (type: PortalType) =>
    toOwnerType(type) === 'agent' ? 'agentcontracts' : 'agencycontracts';

const contractPath = (contractId: Identifier, portal: PortalRef) =>
    `/t/${contractSegment(portal.type)}/${encodeURIComponent(String(contractId))}`;

const toContract = (answer: ContractAnswer, ownerType: PortalType): Contract => ({
    ...answer,
    id: answer.Id,
    ownerType,
});

const toStatus = (value: unknown): ContractStatus => {
    const status = CONTRACT_STATUSES.find(candidate => candidate === value);
    if (!status) throw new Error(`Unknown contract status filter: ${String(value)}`);
    return status;
};

const fetchContracts = (portal: PortalRef, status: ContractStatus) =>
    request(`${ownerPath(portal)}/contracts`, { query: { Filter: status }, schema: contractListSchema });

const fetchContract = (portal: PortalRef, contractId: Identifier) =>
    request(contractPath(contractId, portal), { schema: contractSchema });

/** The ids of every contract the portal holds, whatever its status. */
const ownContractIds = async (portal: PortalRef) =>
    ((await fetchContracts(portal, 'All')).contracts ?? []).map(contract => contract.Id);

export interface ContractMethods {
    getContractFiles: (contractId: Identifier) => Promise<StoredFile[]>;
    getContractHierarchy: (contractId: Identifier) => Promise<HierarchyAgency>;
    /** The exports resolve to the file's name. */
    exportContractPolicies: (contractId: Identifier) => Promise<string>;
    exportContractHierarchy: (contractId: Identifier) => Promise<string>;
}

// The single contract's path names no portal: the portal's whole list is asked beside it, and a contract it does
// not hold is not found.
export const contractsApi = defineApiArea('contracts', portal => ({
    resources: {
        contracts: {
            getList: async (params: GetListParams) => {
                const answer = await fetchContracts(portal, toStatus(params.filter?.status ?? 'Active'));
                const ownerType = toOwnerType(answer.ownerType);
                return pageLocally(
                    (answer.contracts ?? []).map(contract => toContract(contract, ownerType)),
                    params
                );
            },
            getOne: async (params: GetOneParams) => {
                const answer = await ofThisPortal(fetchContract(portal, params.id), ownContractIds(portal), params.id);
                return { data: toContract(answer, portal.type) };
            },
        },
        'contracts/downlines': {
            getList: forAgency(portal, agency => async (params: GetListParams) => {
                const { contractId, status = 'Active' } = params.filter ?? {};
                if (contractId === undefined) throw new Error('The downline agents need a contract id');
                const path = `${ownerPath(agency)}/contracts/${encodeURIComponent(String(contractId))}/downlines`;
                const answer = await request(path, {
                    query: { Filter: toStatus(status), ...pagingQuery(params) },
                    paged: true,
                    schema: pagedSchema(downlineAgentSchema),
                });
                return fromPaged(answer, row => `${row.AgentId}:${row.WritingNumber}`);
            }),
        },
    },
    methods: {
        getContractFiles: async contractId =>
            request(`${contractPath(contractId, portal)}/files`, { schema: storedFilesSchema }),
        getContractHierarchy: async contractId =>
            request(`${contractPath(contractId, portal)}/hierarchy`, { schema: hierarchySchema }),
        exportContractPolicies: async contractId =>
            downloadEncodedFile(`${contractPath(contractId, portal)}/policies/excel`),
        exportContractHierarchy: forAgency(
            portal,
            agency => async (contractId: Identifier) =>
                downloadEncodedFile(`${contractPath(contractId, agency)}/hierarchy/excel`)
        ),
    } satisfies ContractMethods,
}));

export const contractActions = {
    exportPolicies: defineAction({
        area: contractsApi,
        call: (api: ContractMethods, contractId: Identifier) => api.exportContractPolicies(contractId),
        messages: {
            pending: 'resources.contracts.messages.policiesPending',
            success: 'resources.contracts.messages.policiesSuccess',
            error: 'resources.contracts.messages.policiesError',
        },
    }),
    exportHierarchy: defineAction({
        area: contractsApi,
        call: (api: ContractMethods, contractId: Identifier) => api.exportContractHierarchy(contractId),
        messages: {
            pending: 'resources.contracts.messages.hierarchyPending',
            success: 'resources.contracts.messages.hierarchySuccess',
            error: 'resources.contracts.messages.hierarchyError',
        },
    }),
};

/**
 * The list's and the detail's first calls, started alongside the sign-in calls on a deep link (defineArea's
 * `early`): the status comes from react-admin's `filter` parameter, Active by default.
 */
export const earlyContractCalls = {
    list: (portal: PortalRef, { search }: { search: URLSearchParams }) => {
        let status: ContractStatus = 'Active';
        try {
            status = toStatus(JSON.parse(search.get('filter') ?? '{}').status ?? 'Active');
        } catch {
            // An address react-admin cannot read either: its own call decides.
        }
        return fetchContracts(portal, status);
    },
    detail: (portal: PortalRef, { params }: { params: Record<string, string | undefined> }) =>
        params.id ? fetchContract(portal, params.id) : undefined,
};

export const useContractFiles = (contractId: Identifier) => {
    const api = useAreaApi(contractsApi);
    return useQuery({
        queryKey: ['contracts', String(contractId), 'files'],
        queryFn: () => api.getContractFiles(contractId),
    });
};

export const useContractHierarchy = (contractId: Identifier) => {
    const api = useAreaApi(contractsApi);
    return useQuery({
        queryKey: ['contracts', String(contractId), 'hierarchy'],
        queryFn: () => api.getContractHierarchy(contractId),
    });
};
