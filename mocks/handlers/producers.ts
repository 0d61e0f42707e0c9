import { http, HttpResponse } from 'msw';
import { XLSX_TYPE, xlsxWorkbook } from '../db/documents';
import { CURRENT_YEAR } from '../db/days';
import { downlineAgentsOf, downlineContractsOf, licensesOf, portfolio, type ContractFixture } from '../db/portfolio';
import { defineDemoArea } from './area';
import { pagedAnswer, pagedResponse, type PagedListSpec } from './paged';
import { api, encodedFile, failure } from './shared';

/**
 * Downline producers of an agency: the agent filter's options, the paged and sortable
 * downline contract rows with their Excel export, and one producer's summary.
 */

const STATUSES = ['All', 'Active', 'Pending', 'RecentlyActivated', 'Terminated'] as const;
const RTS_FILTERS = ['All', 'Failed', 'NoCerts', 'Rts'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback?: T): T | undefined =>
    value === null ? fallback : values.find(candidate => candidate === value);

/** A downline contract row on the wire (snake_case, as the API's v2 answers). */
const toRow = (contract: ContractFixture) => {
    const agent = portfolio.agents.get(contract.ownerId)!;
    return {
        insurer_name: contract.Insurer,
        policy_types: contract.PolicyTypes,
        agent_id: Number(agent.AgentId),
        agent_name: `${agent.FirstName} ${agent.LastName}`,
        upline_agency: contract.UplineAgency,
        writing_number: contract.WritingNumber,
        start_date: contract.StartDate,
        end_date: contract.EndDate,
        contract_certifications: contract.ContractCertifications,
        policy_count: contract.PolicyCount,
    };
};
type Row = ReturnType<typeof toRow>;

/** Rts: any certification of the year is RTS; NoCerts: none for the year; Failed: some, none RTS. */
const rtsMatches = (row: Row, planYear: number, filter: (typeof RTS_FILTERS)[number] | undefined) => {
    if (!filter || filter === 'All') return true;
    const ofYear = row.contract_certifications.filter(certification => certification.PlanYear === planYear);
    if (filter === 'NoCerts') return ofYear.length === 0;
    const ready = ofYear.some(certification => certification.Status === 'RTS');
    return filter === 'Rts' ? ready : ofYear.length > 0 && !ready;
};

const statusMatches = (contract: ContractFixture, status: (typeof STATUSES)[number]) =>
    status === 'All' || (status === 'RecentlyActivated' ? contract.RecentlyActivated : contract.Status === status);

/** Sortable columns: every column of the row but the certifications. */
const SORT_KEYS: Record<string, (row: Row) => string | number> = {
    agent_name: row => row.agent_name,
    insurer_name: row => row.insurer_name,
    policy_types: row => row.policy_types.map(type => type.Abbreviation).join(', '),
    agent_id: row => row.agent_id,
    upline_agency: row => row.upline_agency,
    writing_number: row => row.writing_number,
    start_date: row => row.start_date,
    end_date: row => row.end_date ?? '',
    policy_count: row => row.policy_count,
};

/** Ties are broken by agent, insurer and writing number so that pages never overlap. */
const TIE_BREAKERS = ['agent_name', 'insurer_name', 'writing_number'];

/** The agency's rows for a query's filters (unsorted), or an error text for an unknown filter value. */
const selectRows = (agencyId: string, query: URLSearchParams): Row[] | string => {
    const status = oneOf(STATUSES, query.get('Status'), 'Active');
    const rtsCurrent = oneOf(RTS_FILTERS, query.get('RtsCurrentYear'), 'All');
    const rtsNext = oneOf(RTS_FILTERS, query.get('RtsNextYear'), 'All');
    if (!status || !rtsCurrent || !rtsNext) return 'Unknown Status or RTS filter value';
    const insurerId = query.get('InsurerId');
    const agentId = query.get('AgentId');
    return downlineContractsOf(agencyId)
        .filter(
            contract =>
                statusMatches(contract, status) &&
                (!insurerId || contract.InsurerId === Number(insurerId)) &&
                (!agentId || contract.ownerId === agentId)
        )
        .map(toRow)
        .filter(row => rtsMatches(row, CURRENT_YEAR, rtsCurrent) && rtsMatches(row, CURRENT_YEAR + 1, rtsNext));
};

const ROW_LIST: PagedListSpec<Row> = {
    sortable: SORT_KEYS,
    defaultSort: 'agent_name-asc',
    defaultPageSize: 25,
    tieBreakers: TIE_BREAKERS,
};

/** The export has every row of the query in the list's sort: one page as long as the list. */
const EXPORT: PagedListSpec<Row> = { ...ROW_LIST, defaultPageSize: Infinity, maxPageSize: Infinity };

const inDownline = (agencyId: string, agentId: string) => (portfolio.downline.get(agencyId) ?? []).includes(agentId);

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');
const planYearRts = (row: Row, planYear: number) => {
    const ofYear = row.contract_certifications.filter(certification => certification.PlanYear === planYear);
    return ofYear.length === 0 ? null : ofYear.some(certification => certification.Status === 'RTS');
};

const producerHandlers = [
    http.get(api('/t/agencies/:agencyId/downlineagents'), ({ params }) =>
        HttpResponse.json(
            downlineAgentsOf(String(params.agencyId)).map(agent => ({
                AgentId: Number(agent.AgentId),
                FirstName: agent.FirstName,
                LastName: agent.LastName,
            }))
        )
    ),
    http.get(api('/t/v2/agencies/:agencyId/downlineagentcontracts'), ({ params, request }) => {
        const rows = selectRows(String(params.agencyId), new URL(request.url).searchParams);
        return typeof rows === 'string' ? failure(400, { message: rows }) : pagedResponse(rows, request, ROW_LIST);
    }),
    http.get(api('/t/v2/agencies/:agencyId/downlineagentcontracts/excel'), ({ params, request }) => {
        const query = new URL(request.url).searchParams;
        const selected = selectRows(String(params.agencyId), query);
        const answer = typeof selected === 'string' ? selected : pagedAnswer(selected, query, EXPORT);
        if (typeof answer === 'string') return failure(400, { message: answer });
        const rows = answer.Data;
        const sheet = [
            [
                'Agent',
                'Agent id',
                'Carrier',
                'Policy types',
                'Writing number',
                'Upline agency',
                'Start date',
                'End date',
                `RTS ${CURRENT_YEAR}`,
                `RTS ${CURRENT_YEAR + 1}`,
                'Policies',
            ],
            ...rows.map(row => [
                row.agent_name,
                row.agent_id,
                row.insurer_name,
                SORT_KEYS.policy_types(row),
                row.writing_number,
                row.upline_agency,
                row.start_date.slice(0, 10),
                row.end_date?.slice(0, 10) ?? '',
                yesNo(planYearRts(row, CURRENT_YEAR)),
                yesNo(planYearRts(row, CURRENT_YEAR + 1)),
                row.policy_count,
            ]),
        ];
        return encodedFile(
            `ProducerContracts-${String(params.agencyId)}.xlsx`,
            XLSX_TYPE,
            xlsxWorkbook('Producer contracts', sheet)
        );
    }),
    http.get(api('/t/v2/agencies/:agencyId/agents/:agentId'), ({ params }) => {
        const agentId = String(params.agentId);
        const agent = portfolio.agents.get(agentId);
        if (!agent || !inDownline(String(params.agencyId), agentId)) return failure(404);
        return HttpResponse.json({
            id: Number(agent.AgentId),
            first_name: agent.FirstName,
            last_name: agent.LastName,
            email: agent.Email,
            npn: agent.Npn,
            phone_numbers: agent.Phones,
            licenses: licensesOf('agent', agentId).map(({ ownerType: _type, ownerId: _id, ...license }) => license),
        });
    }),
];

export const producersDemo = defineDemoArea({ name: 'producers', handlers: producerHandlers });
