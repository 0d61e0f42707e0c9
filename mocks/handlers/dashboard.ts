import { http, HttpResponse } from 'msw';
import { ALERTS, calendarEvents, chartOf, managerOf, producerSummaryOf } from '../db/dashboard';
import { defineDemoArea } from './area';
import { api, failure } from './shared';

/**
 * The dashboard's calls: alerts, the enrollment chart, an agency's
 * producer summary, the relationship manager (null when the portal has none) and the training calendar.
 * Recent enrollments are the enrollments area's (mocks/handlers/enrollments.ts), as they are its rows.
 */

const ownerOf = (params: Record<string, string | readonly string[] | undefined>) => {
    const segment = String(params.ownerType);
    const type = segment === 'agencies' ? 'agency' : segment === 'agents' ? 'agent' : null;
    return type ? ({ type, id: String(params.ownerId) } as const) : null;
};

const DAY = /^\d{4}-\d{2}-\d{2}/;

const dashboardHandlers = [
    http.get(api('/t/alerts'), () => HttpResponse.json(ALERTS)),
    http.get(api('/t/:ownerType/:ownerId/dashboard'), ({ params }) => {
        const owner = ownerOf(params);
        return owner ? HttpResponse.json(chartOf(owner.type, owner.id)) : failure(404);
    }),
    http.get(api('/t/agencies/:agencyId/producersummary'), ({ params, request }) => {
        const query = new URL(request.url).searchParams;
        const start = query.get('BeginningProducerDate');
        const end = query.get('EndingProducerDate');
        if ((start && !DAY.test(start)) || (end && !DAY.test(end)) || (start && end && start > end))
            return failure(400, { message: 'The producer date range is not valid' });
        return HttpResponse.json(
            producerSummaryOf(String(params.agencyId), { insurerId: query.get('InsurerId'), start, end })
        );
    }),
    http.get(api('/t/:ownerType/:ownerId/accountmanager'), ({ params }) => {
        const owner = ownerOf(params);
        return owner ? HttpResponse.json(managerOf(owner.type, owner.id)) : failure(404);
    }),
    http.get(api('/api/content/calendar'), () => HttpResponse.json(calendarEvents())),
];

export const dashboardDemo = defineDemoArea({ name: 'dashboard', handlers: dashboardHandlers });
