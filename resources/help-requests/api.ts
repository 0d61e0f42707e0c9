import type { GetListParams, GetOneParams, Identifier } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request, submit } from '../../src/api/httpClient';
import { ownerPath, toOwnerType } from '../../src/api/owner';
import { pageLocally } from '../../src/api/paging';
import { ofThisPortal, requireOwn, sharedWhileOnItsWay } from '../../src/api/portalRecord';
import { useAreaApi } from '../../src/api/useAreaApi';
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

// Where the product API leaves a point open, docs/areas.md says what is read and sent.

/** Ids go on the wire as numbers when they are ones (the API's ids are), whatever the address made of them. */
const asNumberWhenOne = (id: Identifier) => (/^\d+$/.test(String(id)) ? Number(id) : id);

const ownerId = (portal: Portal) => asNumberWhenOne(portal.id);

/** AgentId or AgencyId, by the portal's type (an unusable type raises 'Unusable owner type'). */
export const ownerField = (portal: Portal) =>
    toOwnerType(portal.type) === 'agent' ? { AgentId: ownerId(portal) } : { AgencyId: ownerId(portal) };

const activityPath = (id: Identifier) => `/t/activities/${encodeURIComponent(String(id))}`;

const fetchHelpRequests = (path: string) => request(path, { schema: helpRequestListSchema });

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

export interface HelpRequestMethods {
    getHelpRequestNotes: (activityId: Identifier) => Promise<Note[]>;
    /** Every type the CRM knows (offeredTypes narrows them). */
    getActivityTypes: () => Promise<ActivityType[]>;
    submitHelpRequest: (helpRequest: Omit<NewHelpRequest, 'AgentId' | 'AgencyId' | 'IsAgentViewable'>) => Promise<void>;
    addHelpRequestNote: (note: NewNote) => Promise<void>;
}

// The calls about one request name no portal: each checks the portal's own list beside it, so a request of another
// portal is not found here, and no note is sent to it in this portal's name.
export const helpRequestsApi = defineApiArea('help-requests', portal => {
    const activitiesPath = `${ownerPath(portal)}/activities`;
    const ownActivityIds = async () =>
        (await sharedWhileOnItsWay(activitiesPath, () => fetchHelpRequests(activitiesPath))).map(row => row.Id);
    return {
        resources: {
            'help-requests': {
                getList: async (params: GetListParams) => {
                    const answer = await fetchHelpRequests(activitiesPath);
                    const rows: HelpRequest[] = answer.map(({ Notes: _notes, ...row }) => ({ ...row, id: row.Id }));
                    return pageLocally(sortLocally(rows, params.sort ?? BY_LAST_UPDATED), params);
                },
                getOne: async (params: GetOneParams) => {
                    const { Notes: _notes, ...answer } = await ofThisPortal(
                        request(activityPath(params.id), { schema: helpRequestSchema }),
                        ownActivityIds(),
                        params.id
                    );
                    return { data: { ...answer, id: answer.Id } };
                },
            },
        },
        methods: {
            getHelpRequestNotes: async activityId =>
                inThreadOrder(
                    await ofThisPortal(
                        request(`${activityPath(activityId)}/notes`, { schema: notesSchema }),
                        ownActivityIds(),
                        activityId
                    )
                ),
            getActivityTypes: async () =>
                (await request('/t/activities/new', { schema: newActivitySchema })).ActivityTypes,
            submitHelpRequest: async ({ ActivityTypeId, Description }) => {
                const body: NewHelpRequest = {
                    ...ownerField(portal),
                    ActivityTypeId: asNumberWhenOne(ActivityTypeId),
                    Description,
                    IsAgentViewable: true,
                };
                return submit('/t/activities', { method: 'POST', body });
            },
            addHelpRequestNote: async ({ ActivityId, Note }) => {
                await requireOwn(ownActivityIds(), ActivityId);
                return submit('/t/activitynotes', {
                    method: 'POST',
                    body: { ActivityId: asNumberWhenOne(ActivityId), Note },
                });
            },
        } satisfies HelpRequestMethods,
    };
});

const notesKey = (activityId: Identifier) => ['help-requests', String(activityId), 'notes'] as const;

/** Query keys of the area's own calls; react-admin's keys start with the resource too. */
export const helpRequestQueries = {
    all: ['help-requests'] as const,
    notesKey,
};

export const useHelpRequestNotes = (activityId: Identifier) => {
    const api = useAreaApi(helpRequestsApi);
    return useQuery({ queryKey: notesKey(activityId), queryFn: () => api.getHelpRequestNotes(activityId) });
};

export const useActivityTypes = () => {
    const api = useAreaApi(helpRequestsApi);
    return useQuery({ queryKey: ['help-requests', 'activityTypes'], queryFn: () => api.getActivityTypes() });
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
        area: helpRequestsApi,
        call: (api: HelpRequestMethods, { ActivityTypeId, Description }: HelpRequestVariables) =>
            api.submitHelpRequest({ ActivityTypeId, Description }),
        messages: {
            success: 'resources.help-requests.messages.submitSuccess',
            error: 'resources.help-requests.messages.submitFailed',
            tooLarge: 'resources.help-requests.messages.submitTooLarge',
        },
    }),
    addNote: defineAction({
        area: helpRequestsApi,
        call: (api: HelpRequestMethods, { ActivityId, Note }: NoteVariables) =>
            api.addHelpRequestNote({ ActivityId, Note }),
        // The note shows in the thread at once: no toast says it arrived, one says it did not.
        messages: {
            error: 'resources.help-requests.messages.noteFailed',
            tooLarge: 'resources.help-requests.messages.noteTooLarge',
        },
    }),
};
