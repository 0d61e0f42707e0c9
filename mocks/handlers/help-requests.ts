import { http, HttpResponse } from 'msw';
import {
    ACTIVITY_TYPES,
    addedHelpRequests,
    addedNotes,
    findHelpRequest,
    helpRequestsOf,
    lastUpdatedOf,
    notesOf,
    nowText,
    type HelpRequestFixture,
    type OwnerType,
} from '../db/help-requests';
import { defineDemoArea } from './area';
import { api, failure } from './shared';

/**
 * Help requests: an owner's list, one request, its notes, the activity types, and the two
 * additions. The list answers an array (the call names no paging). A new request's body must name its owner
 * (AgentId or AgencyId), a type the CRM knows and a description, with IsAgentViewable true; a note needs its
 * request and a text.
 */

const OWNER_TYPES = { agents: 'agent', agencies: 'agency' } as const satisfies Record<string, OwnerType>;

const toWire = ({ ownerType: _type, ownerId: _id, ...request }: HelpRequestFixture) => request;
const noteToWire = ({ ActivityId: _activity, ...note }: ReturnType<typeof notesOf>[number]) => note;

const readJson = async (request: Request): Promise<Record<string, unknown> | undefined> => {
    try {
        const body: unknown = await request.json();
        return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
    } catch {
        return undefined;
    }
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const idOf = (value: unknown) =>
    (typeof value === 'number' || typeof value === 'string') && /^\d+$/.test(String(value)) ? String(value) : undefined;

const handlers = [
    http.get(api('/t/:owners/:ownerId/activities'), ({ params }) => {
        const ownerType = OWNER_TYPES[params.owners as keyof typeof OWNER_TYPES];
        if (!ownerType) return;
        return HttpResponse.json(
            helpRequestsOf(ownerType, String(params.ownerId)).map(request => ({
                ...toWire(request),
                LastUpdated: lastUpdatedOf(request),
            }))
        );
    }),
    http.get(api('/t/activities/new'), () => HttpResponse.json({ ActivityTypes: ACTIVITY_TYPES })),
    http.get(api('/t/activities/:id'), ({ params }) => {
        const request = findHelpRequest(Number(params.id));
        return request
            ? HttpResponse.json({ ...toWire(request), Notes: notesOf(request).map(noteToWire) })
            : failure(404);
    }),
    http.get(api('/t/activities/:id/notes'), ({ params }) => {
        const request = findHelpRequest(Number(params.id));
        return request ? HttpResponse.json(notesOf(request).map(noteToWire)) : failure(404);
    }),
    http.post(api('/t/activities'), async ({ request }) => {
        const body = await readJson(request);
        const agentId = idOf(body?.AgentId);
        const agencyId = idOf(body?.AgencyId);
        const type = ACTIVITY_TYPES.find(candidate => String(candidate.Id) === String(body?.ActivityTypeId));
        const description = text(body?.Description);
        if (!body || Boolean(agentId) === Boolean(agencyId) || !type || !description || body.IsAgentViewable !== true)
            return failure(400, { message: 'Invalid help request' });
        const created = addedHelpRequests.add({
            Id: addedHelpRequests.nextId(9_000_000),
            ownerType: agentId ? 'agent' : 'agency',
            ownerId: (agentId ?? agencyId)!,
            ActivityTypeName: type.Name,
            Description: description,
            CreatedDateTime: nowText(),
            DueDateTime: null,
            IsCompleted: false,
        });
        return HttpResponse.json(toWire(created));
    }),
    http.post(api('/t/activitynotes'), async ({ request }) => {
        const body = await readJson(request);
        const activity = findHelpRequest(Number(idOf(body?.ActivityId)));
        const note = text(body?.Note);
        if (!activity) return failure(404);
        if (!note) return failure(400, { message: 'A note is required' });
        const saved = addedNotes.add({
            Id: addedNotes.nextId(900_000_000),
            ActivityId: activity.Id,
            Note: note,
            DateCreated: nowText(),
            CreatedByName: 'Dana Demo',
            CreatedByAgentId: null,
            CreatedByUserId: 7,
            CreatedByHubUserName: 'Dana Demo',
            IsCreatedByHubUser: true,
        });
        return HttpResponse.json(noteToWire(saved));
    }),
];

export const helpRequestsDemo = defineDemoArea({ name: 'help-requests', handlers });
