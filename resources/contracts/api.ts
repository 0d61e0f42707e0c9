import type { GetListParams, GetOneParams, Identifier } from 'react-admin';
import { queryOptions } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { defineAction } from '../../src/api/useProviderMutation';
import { downloadEncodedFile, request } from '../../src/api/httpClient';
import { ownerPath, requireAgency, requirePortal, toOwnerType } from '../../src/api/owner';
import { fromPaged, pageLocally, pagingQuery } from '../../src/api/paging';
import { ofSelectedPortal } from '../../src/api/portalRecord';
import { pagedSchema, storedFilesSchema, type StoredFile } from '../../src/api/wire';
import type { Portal, PortalType } from '../../src/portal/types';
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

/**
 * The contracts area:
 * - `contracts` getList: GET /t/{agents|agencies}/{id}/contracts?Filter={status}, answering
 *   `{ ownerType, contracts }`; getOne: GET /t/{agentcontracts|agencycontracts}/{id}, which names no portal,
 *   so the portal's whole list (Filter=All) is asked beside it: a contract it does not hold is not found.
 * - `contractDownlines` getList (agency): GET /t/agencies/{id}/contracts/{contractId}/downlines?Filter=Active
 *   &page&pageSize&sort, paged.
 * - files, hierarchy, and the policy and hierarchy Excel exports as calls beyond CRUD.
 */

/** `agentcontracts` or `agencycontracts`: the collection of one contract's calls. */
export const contractSegment = (type: PortalType) =>
    toOwnerType(type) === 'agent' ? 'agentcontracts' : 'agencycontracts';

/** `/t/agentcontracts/{id}` or `/t/agencycontracts/{id}`, by the selected portal's type. */
const contractPath = (contractId: Identifier, portal: Pick<Portal, 'id' | 'type'> = requirePortal()) =>
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

const fetchContracts = (portal: Pick<Portal, 'id' | 'type'>, status: ContractStatus) =>
    request(`${ownerPath(portal)}/contracts`, { query: { Filter: status }, schema: contractListSchema });

const fetchContract = (portal: Pick<Portal, 'id' | 'type'>, contractId: Identifier) =>
    request(contractPath(contractId, portal), { schema: contractSchema });

const getContracts = async (params: GetListParams) => {
    const answer = await fetchContracts(requirePortal(), toStatus(params.filter?.status ?? 'Active'));
    const ownerType = toOwnerType(answer.ownerType);
    return pageLocally(
        (answer.contracts ?? []).map(contract => toContract(contract, ownerType)),
        params
    );
};

/** The ids of every contract the portal holds, whatever its status. */
const ownContractIds = async (portal: Pick<Portal, 'id' | 'type'>) =>
    ((await fetchContracts(portal, 'All')).contracts ?? []).map(contract => contract.Id);

const getContract = async (params: GetOneParams) => {
    const portal = requirePortal();
    const answer = await ofSelectedPortal(fetchContract(portal, params.id), ownContractIds(portal), params.id);
    return { data: toContract(answer, portal.type) };
};

const getDownlines = async (params: GetListParams) => {
    const { contractId, status = 'Active' } = params.filter ?? {};
    if (contractId === undefined) throw new Error('The downline agents need a contract id');
    const path = `${ownerPath(requireAgency())}/contracts/${encodeURIComponent(String(contractId))}/downlines`;
    const answer = await request(path, {
        query: { Filter: toStatus(status), ...pagingQuery(params) },
        paged: true,
        schema: pagedSchema(downlineAgentSchema),
    });
    return fromPaged(answer, row => `${row.AgentId}:${row.WritingNumber}`);
};

/** The calls beyond CRUD; components use them through the option factories below. */
export interface ContractMethods {
    getContractFiles: (contractId: Identifier) => Promise<StoredFile[]>;
    getContractHierarchy: (contractId: Identifier) => Promise<HierarchyAgency>;
    /** Saves the contract's policies as Excel; resolves to the file name. */
    exportContractPolicies: (contractId: Identifier) => Promise<string>;
    /** Saves the contract's hierarchy as Excel (agencies only); resolves to the file name. */
    exportContractHierarchy: (contractId: Identifier) => Promise<string>;
}

// Async throughout, so that a refused call (no portal, wrong portal type) is a rejected promise.
const methods: ContractMethods = {
    getContractFiles: async contractId => {
        const path = `${contractPath(contractId)}/files`;
        return request(path, { schema: storedFilesSchema });
    },
    getContractHierarchy: async contractId => {
        const path = `${contractPath(contractId)}/hierarchy`;
        return request(path, { schema: hierarchySchema });
    },
    exportContractPolicies: async contractId => downloadEncodedFile(`${contractPath(contractId)}/policies/excel`),
    exportContractHierarchy: async contractId =>
        downloadEncodedFile(`${contractPath(contractId, requireAgency())}/hierarchy/excel`),
};

export const contractsApi = defineApiArea('contracts', () => ({
    resources: {
        contracts: { getList: getContracts, getOne: getContract },
        contractDownlines: { getList: getDownlines },
    },
    methods,
}));

/** The contract detail's actions with their toasts (run with useProviderAction). */
export const contractActions = {
    exportPolicies: defineAction({
        call: (api: ContractMethods, contractId: Identifier) => api.exportContractPolicies(contractId),
        messages: {
            pending: 'resources.contracts.messages.policiesPending',
            success: 'resources.contracts.messages.policiesSuccess',
            error: 'resources.contracts.messages.policiesError',
        },
    }),
    exportHierarchy: defineAction({
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
    list: (portal: Pick<Portal, 'id' | 'type'>, { search }: { search: URLSearchParams }) => {
        let status: ContractStatus = 'Active';
        try {
            status = toStatus(JSON.parse(search.get('filter') ?? '{}').status ?? 'Active');
        } catch {
            // An address react-admin cannot read either: its own call decides.
        }
        return fetchContracts(portal, status);
    },
    detail: (portal: Pick<Portal, 'id' | 'type'>, { params }: { params: Record<string, string | undefined> }) =>
        params.id ? fetchContract(portal, params.id) : undefined,
};

type ContractCalls = Pick<ContractMethods, 'getContractFiles' | 'getContractHierarchy'>;

/** Query options for the contract detail's own calls (bulletproof-react's option factories). */
export const contractQueries = {
    files: (api: ContractCalls, contractId: Identifier) =>
        queryOptions({
            queryKey: ['contracts', String(contractId), 'files'],
            queryFn: () => api.getContractFiles(contractId),
        }),
    hierarchy: (api: ContractCalls, contractId: Identifier) =>
        queryOptions({
            queryKey: ['contracts', String(contractId), 'hierarchy'],
            queryFn: () => api.getContractHierarchy(contractId),
        }),
};
