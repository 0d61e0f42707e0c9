import type { DataProvider, GetListParams, GetOneParams, Identifier } from 'react-admin';
import { defineArea } from '../../src/api/area';
import type { ApiArea } from '../../src/api/dataProvider';
import { downloadEncodedFile, request } from '../../src/api/httpClient';
import { ownerPath, requirePortal, toOwnerType } from '../../src/api/owner';
import { fromPaged, pageLocally, pagingQuery, type Paged } from '../../src/api/paging';
import type { Portal, PortalType } from '../../src/portal/types';
import {
    CONTRACT_STATUSES,
    type Contract,
    type ContractAnswer,
    type ContractFile,
    type ContractListAnswer,
    type ContractStatus,
    type DownlineAgentAnswer,
    type HierarchyAgency,
} from './types';

/** `agentcontracts` or `agencycontracts`: the collection of one contract's calls. */
export const contractSegment = (type: PortalType) =>
    toOwnerType(type) === 'agent' ? 'agentcontracts' : 'agencycontracts';

/** `/t/agentcontracts/{id}` or `/t/agencycontracts/{id}`, by the selected portal's type. */
const contractPath = (contractId: Identifier, portal: Portal = requirePortal()) =>
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

/** The selected agency: downline agents and the hierarchy export exist for agency portals only (spec part 1 §5, §6). */
const requireAgency = (purpose: string) => {
    const portal = requirePortal();
    if (portal.type !== 'agency') throw new Error(`${purpose} is only available for agencies`);
    return portal;
};

/** GET /t/{agents|agencies}/{id}/contracts?Filter=... answers `{ ownerType, contracts }`. */
const getContracts = async (params: GetListParams) => {
    const status = toStatus(params.filter?.status ?? 'Active');
    const answer = await request<ContractListAnswer>(`${ownerPath(requirePortal())}/contracts`, {
        query: { Filter: status },
    });
    const ownerType = toOwnerType(answer?.ownerType);
    return pageLocally(
        (answer.contracts ?? []).map(contract => toContract(contract, ownerType)),
        params
    );
};

/** GET /t/agencies/{agencyId}/contracts/{contractId}/downlines?Filter=Active&page&pageSize&sort (paged). */
const getDownlines = async (params: GetListParams) => {
    const { contractId, status = 'Active' } = params.filter ?? {};
    if (contractId === undefined) throw new Error('The downline agents need a contract id');
    const agency = requireAgency('The downline agents list');
    const answer = await request<Paged<DownlineAgentAnswer>>(
        `${ownerPath(agency)}/contracts/${encodeURIComponent(String(contractId))}/downlines`,
        { query: { Filter: toStatus(status), ...pagingQuery(params) }, paged: true }
    );
    return fromPaged(answer, row => `${row.AgentId}:${row.WritingNumber}`);
};

/** The calls beyond CRUD, used through `useDataProvider<ContractMethods & DataProvider>()`. */
export interface ContractMethods {
    getContractFiles: (contractId: Identifier) => Promise<ContractFile[]>;
    getContractHierarchy: (contractId: Identifier) => Promise<HierarchyAgency>;
    /** Saves the contract's policies as Excel; resolves to the file name. */
    exportContractPolicies: (contractId: Identifier) => Promise<string>;
    /** Saves the contract's hierarchy as Excel (agencies only); resolves to the file name. */
    exportContractHierarchy: (contractId: Identifier) => Promise<string>;
}

// Async throughout, so that a refused call (no portal, wrong portal type) is a rejected promise.
const methods: ContractMethods = {
    getContractFiles: async contractId => (await request<ContractFile[]>(`${contractPath(contractId)}/files`)) ?? [],
    getContractHierarchy: async contractId => request<HierarchyAgency>(`${contractPath(contractId)}/hierarchy`),
    exportContractPolicies: async contractId => downloadEncodedFile(`${contractPath(contractId)}/policies/excel`),
    exportContractHierarchy: async contractId =>
        downloadEncodedFile(`${contractPath(contractId, requireAgency('Hierarchy export'))}/hierarchy/excel`),
};

export const contractsArea: ApiArea<ContractMethods> = {
    resources: ['contracts', 'contractDownlines'],
    provider: defineArea('contracts', {
        getList: ((resource: string, params: GetListParams) =>
            resource === 'contractDownlines' ? getDownlines(params) : getContracts(params)) as DataProvider['getList'],
        getOne: (async (_resource: string, params: GetOneParams) => {
            const portal = requirePortal();
            return { data: toContract(await request<ContractAnswer>(contractPath(params.id, portal)), portal.type) };
        }) as DataProvider['getOne'],
    }),
    methods,
};
