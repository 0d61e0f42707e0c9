import { http, HttpResponse } from 'msw';
import { contractFileById, contractFilesOf } from '../db/contracts';
import { requestedContractById, requestedContractsOf } from '../db/contracts/requests';
import { XLSX_TYPE, xlsxWorkbook } from '../db/documents';
import { flattenHierarchy, hierarchyOf } from '../db/hierarchy';
import { createRandom } from '../db/random';
import { contractsOf, downlineContractsOf, portfolio, type ContractFixture } from '../db/portfolio';
import { defineDemoArea } from './area';
import { pagedResponse, type PagedListSpec } from './paged';
import { api, encodedFile, failure } from './shared';

/** The API's contract status filter values. */
const STATUS_FILTERS = ['All', 'Active', 'RecentlyActivated', 'Pending', 'Terminated'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

const toStatusFilter = (value: string | null): StatusFilter | undefined =>
    STATUS_FILTERS.find(filter => filter === (value ?? 'Active'));

const matches = (contract: ContractFixture, filter: StatusFilter) =>
    filter === 'All' || (filter === 'RecentlyActivated' ? contract.RecentlyActivated : contract.Status === filter);

/** A contract on the wire: the API's fields only, none of the fixture's bookkeeping. */
const toWire = (contract: ContractFixture) => ({
    Id: contract.Id,
    Insurer: contract.Insurer,
    ...(contract.ownerType === 'agency' ? { MarketingLevel: contract.MarketingLevel } : {}),
    PolicyTypes: contract.PolicyTypes,
    WritingNumber: contract.WritingNumber,
    UplineAgency: contract.UplineAgency,
    StartDate: contract.StartDate,
    EndDate: contract.EndDate,
    PolicyCount: contract.PolicyCount,
    ...(contract.ownerType === 'agent' ? { EnrollmentLink: contract.EnrollmentLink } : {}),
    ContractCertifications: contract.ContractCertifications,
});

const contractOf = (ownerType: 'agent' | 'agency', contractId: unknown) =>
    portfolio.contracts.find(contract => contract.Id === Number(contractId) && contract.ownerType === ownerType) ??
    requestedContractById(ownerType, Number(contractId));

const SEGMENTS = { agentcontracts: 'agent', agencycontracts: 'agency' } as const;

/** The contract list of an owner; an owner without contracts (e.g. a generated portal) has an empty list. */
const listHandler = (ownerType: 'agent' | 'agency') =>
    http.get(api(`/t/${ownerType === 'agent' ? 'agents' : 'agencies'}/:ownerId/contracts`), ({ params, request }) => {
        const filter = toStatusFilter(new URL(request.url).searchParams.get('Filter'));
        if (!filter) return failure(400, { message: 'Unknown Filter value' });
        const ownerId = String(params.ownerId);
        // The contracts the portal asked for in this session wait for review: pending.
        const contracts = [...contractsOf(ownerType, ownerId), ...requestedContractsOf(ownerType, ownerId)].filter(
            contract => matches(contract, filter)
        );
        return HttpResponse.json({ ownerType, contracts: contracts.map(toWire) });
    });

/** Handlers of one contract's calls, for /t/agentcontracts/{id} and /t/agencycontracts/{id}. */
const oneContractHandlers = (segment: keyof typeof SEGMENTS) => {
    const ownerType = SEGMENTS[segment];
    return [
        http.get(api(`/t/${segment}/:contractId`), ({ params }) => {
            const contract = contractOf(ownerType, params.contractId);
            return contract ? HttpResponse.json(toWire(contract)) : failure(404);
        }),
        http.get(api(`/t/${segment}/:contractId/files`), ({ params }) => {
            const contract = contractOf(ownerType, params.contractId);
            if (!contract) return failure(404);
            return HttpResponse.json(
                contractFilesOf(contract).map(({ content: _content, contentType: _type, ...file }) => file)
            );
        }),
        http.get(api(`/t/${segment}/:contractId/policies/excel`), ({ params }) => {
            const contract = contractOf(ownerType, params.contractId);
            return contract
                ? encodedFile(`Policies-${contract.Id}.xlsx`, XLSX_TYPE, policiesWorkbook(contract))
                : failure(404);
        }),
    ];
};

/** The contract's policies, one row each (PolicyCount rows). */
const policiesWorkbook = (contract: ContractFixture) => {
    const random = createRandom(contract.Id);
    const rows = Array.from({ length: contract.PolicyCount }, (_, index) => [
        `${contract.WritingNumber}-${String(index + 1).padStart(4, '0')}`,
        contract.PolicyTypes[index % contract.PolicyTypes.length].Abbreviation,
        `${random.int(2019, 2026)}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
        random.chance(0.85) ? 'Active' : 'Terminated',
    ]);
    return xlsxWorkbook('Policies', [['Policy number', 'Policy type', 'Effective date', 'Status'], ...rows]);
};

interface DownlineRow {
    UplineAgency: string;
    AgentName: string;
    AgentId: number;
    WritingNumber: string;
    StartDate: string;
    PolicyCount: number;
}

const DOWNLINE_LIST: PagedListSpec<DownlineRow> = {
    sortable: {
        AgentName: row => row.AgentName,
        AgentId: row => row.AgentId,
        UplineAgency: row => row.UplineAgency,
        WritingNumber: row => row.WritingNumber,
        StartDate: row => row.StartDate,
        PolicyCount: row => row.PolicyCount,
    },
    defaultSort: 'AgentName-asc',
    defaultPageSize: 15,
};

/** Downline agents on an agency contract: the agency's downline contracts with the same carrier (paged). */
const downlinesHandler = http.get(
    api('/t/agencies/:agencyId/contracts/:contractId/downlines'),
    ({ params, request }) => {
        const contract = contractOf('agency', params.contractId);
        if (!contract || contract.ownerId !== params.agencyId) return failure(404);
        const filter = toStatusFilter(new URL(request.url).searchParams.get('Filter'));
        if (!filter) return failure(400, { message: 'Unknown Filter value' });
        const rows = downlineContractsOf(contract.ownerId)
            .filter(row => row.InsurerId === contract.InsurerId && matches(row, filter))
            .map((row): DownlineRow => {
                const agent = portfolio.agents.get(row.ownerId)!;
                return {
                    UplineAgency: row.UplineAgency,
                    AgentName: `${agent.FirstName} ${agent.LastName}`,
                    AgentId: Number(agent.AgentId),
                    WritingNumber: row.WritingNumber,
                    StartDate: row.StartDate,
                    PolicyCount: row.PolicyCount,
                };
            });
        return pagedResponse(rows, request, DOWNLINE_LIST);
    }
);

/** The hierarchy beneath an agency contract and its Excel export (agencies only). */
const hierarchyHandlers = [
    http.get(api('/t/agencycontracts/:contractId/hierarchy'), ({ params }) => {
        const contract = contractOf('agency', params.contractId);
        return contract ? HttpResponse.json(hierarchyOf(contract)) : failure(404);
    }),
    http.get(api('/t/agencycontracts/:contractId/hierarchy/excel'), ({ params }) => {
        const contract = contractOf('agency', params.contractId);
        if (!contract) return failure(404);
        const rows = flattenHierarchy(hierarchyOf(contract)).map(row => [
            row.level,
            row.type,
            row.id,
            row.name,
            row.active ? 'Yes' : 'No',
            row.parent,
        ]);
        return encodedFile(
            `Hierarchy-${contract.Id}.xlsx`,
            XLSX_TYPE,
            xlsxWorkbook('Hierarchy', [['Level', 'Type', 'Id', 'Name', 'Active', 'Upline'], ...rows])
        );
    }),
];

/** Contracts: lists by owner, one contract, its files, exports, downlines and hierarchy. */
const contractHandlers = [
    listHandler('agent'),
    listHandler('agency'),
    ...oneContractHandlers('agentcontracts'),
    ...oneContractHandlers('agencycontracts'),
    downlinesHandler,
    ...hierarchyHandlers,
];

export const contractsDemo = defineDemoArea({
    name: 'contracts',
    handlers: contractHandlers,
    storedFile: contractFileById,
});
