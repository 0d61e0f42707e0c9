import { useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useGetIdentity, type Identifier } from 'react-admin';
import { endedWithSession, useProviderAction } from '../../src/api/useProviderMutation';
import { helpRequestActions, helpRequestQueries, type HelpRequestVariables, type NoteVariables } from './api';
import { REQUEST_FORM, useReturnedTexts } from './returnedTexts';
import type { HelpRequest, Note } from './types';
import { clock } from '../../src/clock';

/**
 * The two optimistic additions of the area (shown at once, rolled back on failure, then refetched), through the
 * project's provider mutation (a 401 opens the session-expired dialog, nothing reads as a false success):
 * - a note is written into the thread's query under a client id, marked as sending, and taken out on any failure
 *   (only that entry: a second note sent meanwhile stays);
 * - a request is shown by the list from the queue's additions on their way, so react-admin's list queries are
 *   never written;
 * - on failure the typed text goes back to its box or form, then the failure toast follows;
 * - settled: fetch again. A request refetches the list each time (the later ones show from the queue meanwhile);
 *   a note only once the last of its queue has answered (an earlier refetch would drop the later notes written
 *   into the thread).
 * Each addition waits in its queue for the one before: two notes sent quickly both land, in order.
 */

/** A client id for an addition on its way (never a server id: those are numbers). */
export const newClientId = () => `sending-${clock.now().getTime().toString(36)}-${Math.random().toString(36).slice(2)}`;

const now = () => clock.now().toISOString().slice(0, 19);

export const noteQueue = (activityId: Identifier) => `help-request-notes:${String(activityId)}`;
export const REQUEST_QUEUE = 'help-requests';

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
    const returned = useReturnedTexts();
    const { identity } = useGetIdentity();
    const queryKey = helpRequestQueries.notesKey(activityId);
    const queue = noteQueue(activityId);
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
            undo: (error, { Note, clientId }: NoteVariables) => {
                queryClient.setQueryData<Note[]>(queryKey, notes => notes?.filter(note => note.Id !== clientId));
                returned.notes.giveBack(String(activityId), Note, !endedWithSession(error));
            },
            settled: async () => {
                if (stillRunning(queryClient, queue) <= 1) await queryClient.invalidateQueries({ queryKey });
            },
        },
    });
};

/**
 * The new request form's send. The list shows the request at once, marked as sending, from the queue's pending
 * additions (usePendingAdditions), so nothing is written into react-admin's own list queries; a failure gives the
 * typed text back to the form.
 */
export const useSubmitHelpRequest = () => {
    const queryClient = useQueryClient();
    const returned = useReturnedTexts();
    return useProviderAction(helpRequestActions.submit, {
        optimistic: {
            queue: REQUEST_QUEUE,
            undo: (error, { ActivityTypeId, Description }: HelpRequestVariables) => {
                returned.requests.giveBack(REQUEST_FORM, { ActivityTypeId, Description }, !endedWithSession(error));
            },
            // Every request refetches the list before it stops showing as on its way: the later ones still on
            // their way show from the queue, not from the list, so an early refetch drops none of them.
            settled: () => queryClient.invalidateQueries({ queryKey: helpRequestQueries.all }),
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
