import { http, HttpResponse } from 'msw';
import { LARGE_BOOK_AGENT, largeBookEnrollments, largeBookScopes } from '../db/largeBook';
import { defineDemoArea } from './area';
import { LIST, search, toDetail } from './enrollments';
import { pagedResponse } from './paged';
import { scopeListResponse } from './scopes';
import { api, sessionOf } from './shared';

/**
 * The `large-book` scenario (docs/demo-mode.md): agent 101's enrollments and SOAs become the large book's, answered
 * here with the enrollments and scopes areas' own search, paging and wire format (before their handlers); in any
 * other scenario or for another agent these handlers pass the call on (an MSW resolver that returns nothing).
 */
const inScenario = (cookies: Record<string, string>, agentId: unknown) =>
    sessionOf(cookies).scenario === 'large-book' && String(agentId) === LARGE_BOOK_AGENT;

const handlers = [
    http.get(api('/t/agents/:agentId/enrollments'), ({ params, cookies, request }) => {
        if (!inScenario(cookies, params.agentId)) return undefined;
        return pagedResponse(search(largeBookEnrollments(), new URL(request.url).searchParams, false), request, LIST);
    }),
    http.get(api('/t/agents/:agentId/enrollments/:enrollmentId'), ({ params, cookies }) => {
        if (!inScenario(cookies, params.agentId)) return undefined;
        const found = largeBookEnrollments().find(row => String(row.PolicyId) === String(params.enrollmentId));
        // An enrollment of the usual book (the dashboard's recent ones) is answered by its own handler.
        return found ? HttpResponse.json(toDetail(found)) : undefined;
    }),
    http.get(api('/t/v2/agents/:agentId/scopes'), ({ params, cookies, request }) => {
        if (!inScenario(cookies, params.agentId)) return undefined;
        return scopeListResponse(largeBookScopes(), request);
    }),
];

export const largeBookDemo = defineDemoArea({ name: 'largeBook', handlers });
