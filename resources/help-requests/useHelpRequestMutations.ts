import { useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useGetIdentity, type GetListResult, type Identifier } from 'react-admin';
import { useProviderAction } from '../../src/components/useProviderMutation';
import { usePortalKey, useSelectedPortal } from '../../src/portal/usePortal';
import type { Portal } from '../../src/portal/types';
import { helpRequestActions, helpRequestQueries, type HelpRequestVariables, type NoteVariables } from './api';
import { returnedNotes, returnedRequests } from './returnedTexts';
import type { HelpRequest, Note } from './types';

/**
 * The two optimistic additions of the area (shown at once, rolled back on failure, then refetched), through the
 * project's provider mutation (a 401 opens the session-expired dialog, nothing reads as a false success):
 * - apply: cancel the queries the addition changes, snapshot them, write the addition in under a client id,
 *   marked as sending;
 * - undo (any failure): take out the entry with that client id (not the whole snapshot: a second note sent
 *   meanwhile stays), then give the typed text back to its box or form; the failure toast follows;
 * - settled: fetch again, once the last addition of the queue has answered (an earlier refetch would drop the
 *   later ones still on their way).
 * Each addition waits in its queue for the one before: two notes sent quickly both land, in order.
 */

export const portalKey = (portal: Portal | null) => (portal ? `${portal.type}:${portal.id}` : '');
export const noteKey = (portal: Portal | null, activityId: Identifier) => `${portalKey(portal)}:${String(activityId)}`;

/** A client id for an addition on its way (never a server id: those are numbers). */
export const newClientId = () => `sending-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const now = () => new Date().toISOString().slice(0, 19);

export const noteQueue = (portal: Portal | null, activityId: Identifier) =>
    `help-request-notes:${noteKey(portal, activityId)}`;
export const requestQueue = (portal: Portal | null) => `help-requests:${portalKey(portal)}`;

/**
 * The variables of a queue's additions still on their way: a list or thread fetched again meanwhile (a page
 * opened anew) would not have them yet, so the page shows them from here too.
 */
export const usePendingAdditions = <Variables>(queue: string) =>
    useMutationState({
        filters: { status: 'pending', predicate: mutation => mutation.options.scope?.id === queue },
        select: mutation => mutation.state.variables as Variables,
    });

/** The note a note on its way shows as: the hub user's, now. */
export const sendingNote = ({ Note, clientId }: Pick<NoteVariables, 'Note' | 'clientId'>, author?: string): Note => ({
    Id: clientId,
    Note,
    DateCreated: now(),
    CreatedByName: author,
    CreatedByHubUserName: author,
    IsCreatedByHubUser: true,
    sending: true,
});

/** Rows with the additions on their way that are not among them yet (by client id), those first or last. */
export const withPending = <Row extends { Id: Identifier }>(rows: Row[], pending: Row[], where: 'first' | 'last') => {
    const missing = pending.filter(addition => !rows.some(row => row.Id === addition.Id));
    return where === 'first' ? [...missing, ...rows] : [...rows, ...missing];
};

const stillRunning = (queryClient: QueryClient, queue: string) =>
    queryClient.isMutating({ predicate: mutation => mutation.options.scope?.id === queue });

/** The note box's send: the note shows in the thread at once, marked as sending. */
export const useAddNote = (activityId: Identifier) => {
    const queryClient = useQueryClient();
    const portal = useSelectedPortal();
    const { identity } = useGetIdentity();
    const queryKey = helpRequestQueries.notesKey(usePortalKey(), activityId);
    const queue = noteQueue(portal, activityId);
    return useProviderAction(helpRequestActions.addNote, {
        optimistic: {
            queue,
            apply: async (variables: NoteVariables) => {
                await queryClient.cancelQueries({ queryKey });
                const snapshot = queryClient.getQueryData<Note[]>(queryKey);
                const sending = sendingNote(variables, identity?.fullName);
                queryClient.setQueryData<Note[]>(queryKey, notes => [...(notes ?? []), sending]);
                return { snapshot };
            },
            undo: (_error, { Note, clientId }: NoteVariables) => {
                queryClient.setQueryData<Note[]>(queryKey, notes => notes?.filter(note => note.Id !== clientId));
                returnedNotes.giveBack(noteKey(portal, activityId), Note);
            },
            settled: async () => {
                if (stillRunning(queryClient, queue) <= 1) await queryClient.invalidateQueries({ queryKey });
            },
        },
    });
};

type ListData = GetListResult<HelpRequest>;

/** The new request form's send: the request shows at the top of the list at once, marked as sending. */
export const useSubmitHelpRequest = () => {
    const queryClient = useQueryClient();
    const portal = useSelectedPortal();
    const queue = requestQueue(portal);
    const lists = { queryKey: helpRequestQueries.lists };
    return useProviderAction(helpRequestActions.submit, {
        optimistic: {
            queue,
            apply: async (variables: HelpRequestVariables) => {
                await queryClient.cancelQueries(lists);
                const snapshot = queryClient.getQueriesData<ListData>(lists);
                const sending = sendingRequest(variables);
                queryClient.setQueriesData<ListData>(lists, list =>
                    list ? { ...list, data: [sending, ...list.data], total: (list.total ?? 0) + 1 } : list
                );
                return { snapshot };
            },
            undo: (_error, { ActivityTypeId, Description, clientId }: HelpRequestVariables) => {
                queryClient.setQueriesData<ListData>(lists, list =>
                    list
                        ? {
                              ...list,
                              data: list.data.filter(row => row.id !== clientId),
                              total: Math.max(0, (list.total ?? 1) - 1),
                          }
                        : list
                );
                returnedRequests.giveBack(portalKey(portal), { ActivityTypeId, Description });
            },
            settled: async () => {
                if (stillRunning(queryClient, queue) <= 1)
                    await queryClient.invalidateQueries({ queryKey: helpRequestQueries.all });
            },
        },
    });
};

/** The row a request on its way shows as. */
export const sendingRequest = ({
    ActivityTypeName,
    Description,
    clientId,
}: Pick<HelpRequestVariables, 'ActivityTypeName' | 'Description' | 'clientId'>): HelpRequest => ({
    id: clientId,
    Id: clientId,
    ActivityTypeName,
    Description,
    CreatedDateTime: now(),
    DueDateTime: null,
    LastUpdated: now(),
    IsCompleted: false,
    sending: true,
});
