import type { DataProvider, GetListParams, GetOneParams, SortPayload } from 'react-admin';
import { defineArea } from '../../src/api/area';
import type { ApiArea } from '../../src/api/dataProvider';
import { downloadEncodedFile, request } from '../../src/api/httpClient';
import { ownerPath, requirePortal } from '../../src/api/owner';
import { pageLocally, pagingQuery, withIds } from '../../src/api/paging';
import { readFilter } from './filters';
import type {
    DownlineAgentAnswer,
    DownlineAgentOption,
    DownlineContract,
    DownlineContractRow,
    DownlineContractsAnswer,
    ProducerSummary,
} from './types';

/**
 * The producers area (spec part 1 §2, §7), agency portals only:
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

/** The agency whose producers these are: downline producers exist for agency portals only (spec part 1 §6). */
const requireAgency = () => {
    const portal = requirePortal();
    if (portal.type !== 'agency') throw new Error('Downline producers are only available for agencies');
    return portal;
};

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
    const answer = await request<DownlineContractsAnswer>(`${v2AgencyPath()}/downlineagentcontracts`, {
        query: { ...readFilter(params.filter), ...pagingQuery(params) },
        paged: true,
    });
    const total = answer?.Total ?? 0;
    const meta: ProducerListMeta = { tooManyResults: answer?.TooManyResults === true || total > MAX_LISTED_ROWS };
    return { data: withRowIds(answer?.Data ?? []), total: Math.min(total, MAX_LISTED_ROWS), meta };
};

const getDownlineAgents = async (): Promise<DownlineAgentOption[]> => {
    const answer = await request<DownlineAgentAnswer[]>(`${ownerPath(requireAgency())}/downlineagents`);
    return (answer ?? [])
        .map(agent => ({ ...agent, id: agent.AgentId, name: `${agent.FirstName} ${agent.LastName}`.trim() }))
        .sort((a, b) => a.name.localeCompare(b.name));
};

const getProducer = async (params: GetOneParams) => {
    const answer = await request<ProducerSummary>(`${v2AgencyPath()}/agents/${encodeURIComponent(String(params.id))}`);
    return { data: { ...answer, id: answer.id ?? params.id } };
};

/** The calls beyond CRUD, used through `useDataProvider<ProducerMethods & DataProvider>()`. */
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

const unavailable = (method: string, resource: string) =>
    Promise.reject(new Error(`${method} is not available for ${resource} (producers area)`));

export const producersArea: ApiArea<ProducerMethods> = {
    resources: ['producers', 'producerContracts', 'downlineAgents'],
    provider: defineArea('producers', {
        getList: (async (resource: string, params: GetListParams) => {
            if (resource === 'producerContracts') return getProducerContracts(params);
            if (resource === 'downlineAgents') return pageLocally(await getDownlineAgents(), params);
            return unavailable('getList', resource);
        }) as DataProvider['getList'],
        getOne: ((resource: string, params: GetOneParams) =>
            resource === 'producers' ? getProducer(params) : unavailable('getOne', resource)) as DataProvider['getOne'],
    }),
    methods,
};
