import type { GetListParams, GetOneParams, SortPayload } from 'react-admin';
import { defineApiArea } from '../../src/api/dataProvider';
import { defineAction } from '../../src/api/useProviderMutation';
import { downloadEncodedFile, request } from '../../src/api/httpClient';
import { agencyOf, agencyV2Path, ownerPath } from '../../src/api/owner';
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

export interface ProducerMethods {
    /** Resolves to the file name. */
    exportProducerContracts: (filter: Record<string, unknown>, sort: SortPayload) => Promise<string>;
}

export const producersApi = defineApiArea('producers', portal => {
    const agency = agencyOf(portal);
    return {
        resources: {
            'producers/contracts': {
                getList: async (params: GetListParams) => {
                    const answer = await request(`${agencyV2Path(agency)}/downlineagentcontracts`, {
                        query: { ...readFilter(params.filter), ...pagingQuery(params) },
                        paged: true,
                        schema: downlineContractsSchema,
                        signal: params.signal,
                    });
                    const meta: ProducerListMeta = {
                        tooManyResults: answer.TooManyResults === true || answer.Total > MAX_LISTED_ROWS,
                    };
                    return { data: withRowIds(answer.Data), total: Math.min(answer.Total, MAX_LISTED_ROWS), meta };
                },
            },
            producers: {
                getOne: async (params: GetOneParams) => {
                    const path = `${agencyV2Path(agency)}/agents/${encodeURIComponent(String(params.id))}`;
                    const answer = await request(path, { schema: producerSummarySchema, signal: params.signal });
                    const producer: ProducerSummary = { ...answer, id: answer.id ?? params.id };
                    return { data: producer };
                },
            },
            'producers/downline': {
                getList: async (params: GetListParams) => {
                    const answer = await request(`${ownerPath(agency)}/downlineagents`, {
                        schema: downlineAgentsSchema,
                    });
                    const agents: DownlineAgentOption[] = answer
                        .map(agent => ({
                            ...agent,
                            id: agent.AgentId,
                            name: `${agent.FirstName} ${agent.LastName}`.trim(),
                        }))
                        .sort((a, b) => a.name.localeCompare(b.name));
                    return pageLocally(agents, params);
                },
            },
        },
        methods: {
            exportProducerContracts: async (filter, sort) =>
                downloadEncodedFile(`${agencyV2Path(agency)}/downlineagentcontracts/excel`, {
                    query: { ...readFilter(filter), sort: pagingQuery({ sort }).sort },
                }),
        } satisfies ProducerMethods,
    };
});

export const exportProducerContractsAction = defineAction({
    area: producersApi,
    call: (api: ProducerMethods, { filter, sort }: { filter: Record<string, unknown>; sort: SortPayload }) =>
        api.exportProducerContracts(filter, sort),
    messages: {
        pending: 'resources.producers.export.pending',
        success: 'resources.producers.export.success',
        error: 'resources.producers.export.error',
    },
});
