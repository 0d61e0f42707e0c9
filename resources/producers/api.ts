import type { GetListParams, GetOneParams, SortPayload } from 'react-admin';
import { defineApiArea } from '../../src/api/dataProvider';
import { defineAction } from '../../src/api/useProviderMutation';
import { downloadEncodedFile, request } from '../../src/api/httpClient';
import { ownerPath, requireAgency } from '../../src/api/owner';
import { pageLocally, pagingQuery, withIds } from '../../src/api/paging';
import { readFilter } from './filters';
import {
    downlineAgentsSchema,
    downlineContractsSchema,
    producerSummarySchema,
    type DownlineAgentOption,
    type DownlineContract,
    type DownlineContractRow,
    type ProducerSummary,
} from './types';

/**
 * The producers area, agency portals only:
 *
 * - `producerContracts` (getList): GET /t/v2/agencies/{id}/downlineagentcontracts?Status&InsurerId&RtsCurrentYear
 *   &RtsNextYear&AgentId&page&pageSize&sort=column-asc|desc, sent with the paged header; answers
 *   `{ Data: DownlineContractRow[], Total }`.
 * - `producers` (getOne): GET /t/v2/agencies/{id}/agents/{agentId}, the producer summary.
 * - `downlineAgents` (getList): GET /t/agencies/{id}/downlineagents, `[{ AgentId, FirstName, LastName }]`.
 * - `exportProducerContracts`: GET /t/v2/agencies/{id}/downlineagentcontracts/excel with the same filters and
 *   sort (no paging), a base64 file answer.
 *
 * GET /t/v2/agencies/{id}/downlines is not used: the agent filter takes its options from downlineagents.
 */

/**
 * Too many results: the API lists at most MAX_LISTED_ROWS rows of one query. It says a query matched more
 * either with `TooManyResults: true` in the paged answer or with a Total above the limit. The list then shows
 * the too-many-results message and pages through the first MAX_LISTED_ROWS rows only.
 */
export const MAX_LISTED_ROWS = 10_000;

export interface ProducerListMeta {
    tooManyResults: boolean;
}

const v2AgencyPath = () => `/t/v2/agencies/${encodeURIComponent(requireAgency().id)}`;

/** Rows have no identifier of their own: agent, insurer and writing number name one, kept unique per answer. */
const withRowIds = (rows: DownlineContractRow[]): DownlineContract[] => {
    const seen = new Map<string, number>();
    return withIds(rows, row => {
        const key = `${row.agent_id}:${row.insurer_name}:${row.writing_number}`;
        const count = seen.get(key) ?? 0;
        seen.set(key, count + 1);
        return count === 0 ? key : `${key}#${count}`;
    });
};

const getProducerContracts = async (params: GetListParams) => {
    const path = `${v2AgencyPath()}/downlineagentcontracts`;
    const answer = await request(path, {
        query: { ...readFilter(params.filter), ...pagingQuery(params) },
        paged: true,
        schema: downlineContractsSchema,
        signal: params.signal,
    });
    const meta: ProducerListMeta = {
        tooManyResults: answer.TooManyResults === true || answer.Total > MAX_LISTED_ROWS,
    };
    return { data: withRowIds(answer.Data), total: Math.min(answer.Total, MAX_LISTED_ROWS), meta };
};

const getDownlineAgents = async (params: GetListParams) => {
    const path = `${ownerPath(requireAgency())}/downlineagents`;
    const agents: DownlineAgentOption[] = (await request(path, { schema: downlineAgentsSchema }))
        .map(agent => ({ ...agent, id: agent.AgentId, name: `${agent.FirstName} ${agent.LastName}`.trim() }))
        .sort((a, b) => a.name.localeCompare(b.name));
    return pageLocally(agents, params);
};

const getProducer = async (params: GetOneParams) => {
    const path = `${v2AgencyPath()}/agents/${encodeURIComponent(String(params.id))}`;
    const answer = await request(path, { schema: producerSummarySchema, signal: params.signal });
    const producer: ProducerSummary = { ...answer, id: answer.id ?? params.id };
    return { data: producer };
};

/** The calls beyond CRUD, used through `useAreaApi<ProducerMethods>()` (src/api). */
export interface ProducerMethods {
    /** Saves the rows of the list's filters in its sort as Excel; resolves to the file name. */
    exportProducerContracts: (filter: Record<string, unknown>, sort: SortPayload) => Promise<string>;
}

const methods: ProducerMethods = {
    exportProducerContracts: (filter, sort) =>
        downloadEncodedFile(`${v2AgencyPath()}/downlineagentcontracts/excel`, {
            query: { ...readFilter(filter), sort: pagingQuery({ sort }).sort },
        }),
};

/** Exports the rows of the list's filters in its sort, with the toasts (run with useProviderAction). */
export const exportProducerContractsAction = defineAction({
    call: (api: ProducerMethods, { filter, sort }: { filter: Record<string, unknown>; sort: SortPayload }) =>
        api.exportProducerContracts(filter, sort),
    messages: {
        pending: 'resources.producers.export.pending',
        success: 'resources.producers.export.success',
        error: 'resources.producers.export.error',
    },
});

export const producersApi = defineApiArea(
    'producers',
    {
        producerContracts: { getList: getProducerContracts },
        producers: { getOne: getProducer },
        downlineAgents: { getList: getDownlineAgents },
    },
    methods
);
