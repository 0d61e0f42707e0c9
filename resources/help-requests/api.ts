import type { GetListParams, GetOneParams, Identifier } from 'react-admin';
import { queryOptions } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request, submit } from '../../src/api/httpClient';
import { ownerPath, requirePortal, toOwnerType } from '../../src/api/owner';
import { pageLocally } from '../../src/api/paging';
import { ofSelectedPortal, requireOwn, sharedWhileOnItsWay } from '../../src/api/portalRecord';
import { defineAction } from '../../src/api/useProviderMutation';
import type { Portal } from '../../src/portal/types';
import { sortLocally } from './sorting';
import {
    BY_LAST_UPDATED,
    helpRequestListSchema,
    helpRequestSchema,
    newActivitySchema,
    notesSchema,
    OFFERED_TYPES,
    type ActivityType,
    type HelpRequest,
    type NewHelpRequest,
    type NewNote,
    type Note,
} from './types';

/**
 * The help requests area. Where the product API leaves a point open, the choices written down here:
 *
 * - `help-requests` getList: GET /t/{agents|agencies}/{id}/activities. The call names no paging or sort, so it
 *   answers every help request of the portal, as an array of list items (a `{ Data, Total }` page is read too);
 *   the portal sorts them (newest activity first: LastUpdated, else CreatedDateTime, descending) and shows 25 a
 *   page. Only agent and agency portals may list or create them: any other owner type raises
 *   'Unusable owner type' before a call goes out.
 * - `help-requests` getOne: GET /t/activities/{id}, the overview. Its notes come from GET
 *   /t/activities/{id}/notes, which is fetched again after each note. These calls name no portal, so the
 *   overview, the notes and a new note each check the portal's own list beside them: a request it does not
 *   hold is not found (ofSelectedPortal).
 * - Notes are a chat between two sides, told apart by IsCreatedByHubUser: the hub user (the person signed in to
 *   the hub, writing for the portal; named by CreatedByHubUserName) and the agent's side (CreatedByName).
 *   Oldest first, by DateCreated then Id.
 * - Activity types: GET /t/activities/new answers `{ ActivityTypes: [{ Id, Name }] }`; only Agent Service and
 *   Compliance are offered (names compared without case or surrounding spaces), in that order; the default is
 *   the first whose name contains "service". Other types the CRM knows are never offered.
 * - Creating: POST /t/activities `{ AgentId | AgencyId, ActivityTypeId, Description, IsAgentViewable: true }`,
 *   the owner id as a number when it is one. Adding a note: POST /t/activitynotes `{ ActivityId, Note }`. Neither
 *   answer is documented: any 2xx is a success, its body unread (the list or the thread is loaded again).
 * - Both additions are optimistic, rolled back on failure: see useHelpRequestMutations.ts.
 */

/** Ids go on the wire as numbers when they are ones (the API's ids are), whatever the address made of them. */
const asNumberWhenOne = (id: Identifier) => (/^\d+$/.test(String(id)) ? Number(id) : id);

const ownerId = (portal: Portal) => asNumberWhenOne(portal.id);

/** AgentId or AgencyId, by the portal's type (an unusable type raises 'Unusable owner type'). */
export const ownerField = (portal: Portal = requirePortal()) =>
    toOwnerType(portal.type) === 'agent' ? { AgentId: ownerId(portal) } : { AgencyId: ownerId(portal) };

const activityPath = (id: Identifier) => `/t/activities/${encodeURIComponent(String(id))}`;

const activitiesPath = () => `${ownerPath(requirePortal())}/activities`;
const fetchHelpRequests = (path: string) => request(path, { schema: helpRequestListSchema });

/** The ids of the selected portal's own help requests: a request of another portal is not found under this one. */
const ownActivityIds = async () => {
    const path = activitiesPath();
    return (await sharedWhileOnItsWay(path, () => fetchHelpRequests(path))).map(row => row.Id);
};

const getHelpRequests = async (params: GetListParams) => {
    const answer = await fetchHelpRequests(activitiesPath());
    const rows: HelpRequest[] = answer.map(({ Notes: _notes, ...row }) => ({ ...row, id: row.Id }));
    return pageLocally(sortLocally(rows, params.sort ?? BY_LAST_UPDATED), params);
};

const getHelpRequest = async (params: GetOneParams) => {
    const { Notes: _notes, ...answer } = await ofSelectedPortal(
        request(activityPath(params.id), { schema: helpRequestSchema }),
        ownActivityIds(),
        params.id
    );
    return { data: { ...answer, id: answer.Id } };
};

const noteTime = (note: Note) => Date.parse(note.DateCreated) || 0;

/** Oldest first; notes of the same moment by id. */
export const inThreadOrder = (notes: Note[]) =>
    [...notes].sort((a, b) => noteTime(a) - noteTime(b) || Number(a.Id) - Number(b.Id));

const normalized = (name: string) => name.trim().toLowerCase();

/** The types a help request may be raised under, from all the CRM knows. */
export const offeredTypes = (types: ActivityType[]): ActivityType[] =>
    OFFERED_TYPES.flatMap(offered => types.filter(type => normalized(type.Name) === normalized(offered)).slice(0, 1));

/** The type chosen at first: the one whose name contains "service". */
export const defaultType = (types: ActivityType[]) => types.find(type => normalized(type.Name).includes('service'));

/** The calls beyond CRUD; components use them through the option factories and actions below. */
export interface HelpRequestMethods {
    getHelpRequestNotes: (activityId: Identifier) => Promise<Note[]>;
    /** Every type the CRM knows (offeredTypes narrows them). */
    getActivityTypes: () => Promise<ActivityType[]>;
    submitHelpRequest: (helpRequest: Omit<NewHelpRequest, 'AgentId' | 'AgencyId' | 'IsAgentViewable'>) => Promise<void>;
    addHelpRequestNote: (note: NewNote) => Promise<void>;
}

const methods: HelpRequestMethods = {
    getHelpRequestNotes: async activityId =>
        inThreadOrder(
            await ofSelectedPortal(
                request(`${activityPath(activityId)}/notes`, { schema: notesSchema }),
                ownActivityIds(),
                activityId
            )
        ),
    getActivityTypes: async () => (await request('/t/activities/new', { schema: newActivitySchema })).ActivityTypes,
    submitHelpRequest: async ({ ActivityTypeId, Description }) => {
        const body: NewHelpRequest = {
            ...ownerField(),
            ActivityTypeId: asNumberWhenOne(ActivityTypeId),
            Description,
            IsAgentViewable: true,
        };
        return submit('/t/activities', { method: 'POST', body });
    },
    addHelpRequestNote: async ({ ActivityId, Note }) => {
        // A note goes only to a request of the selected portal: it is sent in that portal's name.
        await requireOwn(ownActivityIds(), ActivityId);
        return submit('/t/activitynotes', { method: 'POST', body: { ActivityId: asNumberWhenOne(ActivityId), Note } });
    },
};

export const helpRequestsApi = defineApiArea('help-requests', () => ({
    resources: { 'help-requests': { getList: getHelpRequests, getOne: getHelpRequest } },
    methods,
}));

const notesKey = (activityId: Identifier) => ['help-requests', String(activityId), 'notes'] as const;

/** Query keys and options of the area's own calls; react-admin's keys start with the resource too. */
export const helpRequestQueries = {
    all: ['help-requests'] as const,
    notesKey,
    notes: (api: Pick<HelpRequestMethods, 'getHelpRequestNotes'>, activityId: Identifier) =>
        queryOptions({
            queryKey: notesKey(activityId),
            queryFn: () => api.getHelpRequestNotes(activityId),
        }),
    types: (api: Pick<HelpRequestMethods, 'getActivityTypes'>) =>
        queryOptions({ queryKey: ['help-requests', 'activityTypes'], queryFn: () => api.getActivityTypes() }),
};

/** What the new request form sends. */
export interface HelpRequestVariables {
    ActivityTypeId: string;
    ActivityTypeName: string;
    Description: string;
    /** Names the row shown while the call is on its way. */
    clientId: string;
}

/** What the note box sends. */
export interface NoteVariables {
    ActivityId: Identifier;
    Note: string;
    clientId: string;
}

/** The two additions with their toasts, optimistic (useHelpRequestMutations). */
export const helpRequestActions = {
    submit: defineAction({
        call: (api: HelpRequestMethods, { ActivityTypeId, Description }: HelpRequestVariables) =>
            api.submitHelpRequest({ ActivityTypeId, Description }),
        messages: {
            success: 'resources.help-requests.messages.submitSuccess',
            error: 'resources.help-requests.messages.submitFailed',
            tooLarge: 'resources.help-requests.messages.submitTooLarge',
        },
    }),
    addNote: defineAction({
        call: (api: HelpRequestMethods, { ActivityId, Note }: NoteVariables) =>
            api.addHelpRequestNote({ ActivityId, Note }),
        // The note shows in the thread at once: no toast says it arrived, one says it did not.
        messages: {
            error: 'resources.help-requests.messages.noteFailed',
            tooLarge: 'resources.help-requests.messages.noteTooLarge',
        },
    }),
};
