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

// The calls are in docs/api/openapi.json. The agent filter takes its options from downlineagents, not downlines.

// The API lists at most this many rows of one query, and says a query matched more with `TooManyResults` or a
// Total above it: the list then says so and pages through these rows only.
export const MAX_LISTED_ROWS = 10_000;

export interface ProducerListMeta {
    tooManyResults: boolean;
}

const v2AgencyPath = () => `/t/v2/agencies/${encodeURIComponent(requireAgency().id)}`;

// Rows have no id of their own: agent, insurer and writing number name one, kept unique per answer.
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

export interface ProducerMethods {
    /** Resolves to the file name. */
    exportProducerContracts: (filter: Record<string, unknown>, sort: SortPayload) => Promise<string>;
}

const methods: ProducerMethods = {
    exportProducerContracts: (filter, sort) =>
        downloadEncodedFile(`${v2AgencyPath()}/downlineagentcontracts/excel`, {
            query: { ...readFilter(filter), sort: pagingQuery({ sort }).sort },
        }),
};

export const exportProducerContractsAction = defineAction({
    call: (api: ProducerMethods, { filter, sort }: { filter: Record<string, unknown>; sort: SortPayload }) =>
        api.exportProducerContracts(filter, sort),
    messages: {
        pending: 'resources.producers.export.pending',
        success: 'resources.producers.export.success',
        error: 'resources.producers.export.error',
    },
});

export const producersApi = defineApiArea('producers', () => ({
    resources: {
        producerContracts: { getList: getProducerContracts },
        producers: { getOne: getProducer },
        downlineAgents: { getList: getDownlineAgents },
    },
    methods,
}));
