import { http, HttpResponse } from 'msw';
import {
    LARGE_DOWNLINE_AGENCY,
    largeDownline,
    largeDownlineEnrollments,
    largeDownlineProducer,
} from '../db/largeDownline';
import { defineDemoArea } from './area';
import { LIST, search, toDetail } from './enrollments';
import { pagedResponse, type PagedListSpec } from './paged';
import { api, failure, sessionOf } from './shared';

/**
 * The `large-downline` scenario (docs/demo-mode.md): agency 201's downline becomes 200 producers, answered
 * here with the producers and enrollments areas' wire format (their paths, before their own handlers): the
 * producers, their details and contract rows, and the members they wrote (the enrollments search and an
 * enrollment). In any other scenario or for another agency these handlers pass the call on (an MSW resolver that
 * returns nothing).
 */
const inScenario = (cookies: Record<string, string>, agencyId: unknown) =>
    sessionOf(cookies).scenario === 'large-downline' && String(agencyId) === LARGE_DOWNLINE_AGENCY;

/** Every producer's contracts as downline contract rows (all of them active). */
const contractRows = () =>
    largeDownline().flatMap(producer =>
        producer.contracts.map(contract => ({
            ...contract,
            agent_id: producer.AgentId,
            agent_name: `${producer.FirstName} ${producer.LastName}`,
            upline_agency: 'Sunshine Benefits Group',
            end_date: null,
        }))
    );
type Row = ReturnType<typeof contractRows>[number];

const ROWS: PagedListSpec<Row> = {
    sortable: {
        insurer_name: row => row.insurer_name,
        agent_name: row => row.agent_name,
        writing_number: row => row.writing_number,
    },
    defaultSort: 'agent_name-asc',
    defaultPageSize: 25,
    tieBreakers: ['agent_name', 'insurer_name', 'writing_number'],
};

const handlers = [
    http.get(api('/t/agencies/:agencyId/downlineagents'), ({ params, cookies }) => {
        if (!inScenario(cookies, params.agencyId)) return undefined;
        return HttpResponse.json(
            largeDownline().map(({ AgentId, FirstName, LastName }) => ({ AgentId, FirstName, LastName }))
        );
    }),
    http.get(api('/t/v2/agencies/:agencyId/agents/:agentId'), ({ params, cookies }) => {
        if (!inScenario(cookies, params.agencyId)) return undefined;
        const producer = largeDownlineProducer(String(params.agentId));
        if (!producer) return failure(404);
        return HttpResponse.json({
            id: producer.AgentId,
            first_name: producer.FirstName,
            last_name: producer.LastName,
            email: `${producer.FirstName}.${producer.LastName}${producer.AgentId}@example.com`.toLowerCase(),
            npn: String(80_000_000 + producer.AgentId),
            phone_numbers: [],
            licenses: producer.licenses,
        });
    }),
    http.get(api('/t/v2/agencies/:agencyId/downlineagentcontracts'), ({ params, cookies, request }) => {
        if (!inScenario(cookies, params.agencyId)) return undefined;
        const query = new URL(request.url).searchParams;
        const status = query.get('Status') ?? 'Active';
        const agentId = query.get('AgentId');
        const rows = ['Active', 'All'].includes(status) ? contractRows() : [];
        return pagedResponse(agentId ? rows.filter(row => String(row.agent_id) === agentId) : rows, request, ROWS);
    }),
    http.get(api('/t/agencies/:agencyId/enrollments'), ({ params, cookies, request }) => {
        if (!inScenario(cookies, params.agencyId)) return undefined;
        const query = new URL(request.url).searchParams;
        return pagedResponse(search(largeDownlineEnrollments(), query, true), request, LIST);
    }),
    http.get(api('/t/agencies/:agencyId/enrollments/:enrollmentId'), ({ params, cookies }) => {
        if (!inScenario(cookies, params.agencyId)) return undefined;
        const enrollment = largeDownlineEnrollments().find(row => String(row.PolicyId) === params.enrollmentId);
        return enrollment ? HttpResponse.json(toDetail(enrollment)) : undefined;
    }),
];

export const expiringDemo = defineDemoArea({ name: 'expiring', handlers });
