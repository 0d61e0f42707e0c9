import { useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useGetIdentity, type Identifier } from 'react-admin';
import { endedWithSession, useProviderAction } from '../../src/api/useProviderMutation';
import { helpRequestActions, helpRequestQueries, type HelpRequestVariables, type NoteVariables } from './api';
import { REQUEST_FORM, useReturnedTexts } from './returnedTexts';
import type { HelpRequest, Note } from './types';
import { clock } from '../../src/clock';

/** Optimistic additions, queued so that two notes sent quickly both land in order: docs/areas.md. */

/** Never a server id: those are numbers. */
export const newClientId = () => `sending-${clock.now().getTime().toString(36)}-${Math.random().toString(36).slice(2)}`;

const now = () => clock.now().toISOString().slice(0, 19);

export const noteQueue = (activityId: Identifier) => `help-request-notes:${String(activityId)}`;
export const REQUEST_QUEUE = 'help-requests';

/** A list or thread fetched again meanwhile would not have these yet, so the page shows them from here too. */
export const usePendingAdditions = <Variables>(queue: string) =>
    useMutationState({
        filters: { status: 'pending', predicate: mutation => mutation.options.scope?.id === queue },
        select: mutation => mutation.state.variables as Variables,
    });

export const sendingNote = ({ Note, clientId }: Pick<NoteVariables, 'Note' | 'clientId'>, author?: string): Note => ({
    Id: clientId,
    Note,
    DateCreated: now(),
    CreatedByName: author,
    CreatedByHubUserName: author,
    IsCreatedByHubUser: true,
    sending: true,
});

export const withPending = <Row extends { Id: Identifier }>(rows: Row[], pending: Row[], where: 'first' | 'last') => {
    const missing = pending.filter(addition => !rows.some(row => row.Id === addition.Id));
    return where === 'first' ? [...missing, ...rows] : [...rows, ...missing];
};

const stillRunning = (queryClient: QueryClient, queue: string) =>
    queryClient.isMutating({ predicate: mutation => mutation.options.scope?.id === queue });

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
            // An earlier refetch would drop the later notes written into the thread.
            settled: async () => {
                if (stillRunning(queryClient, queue) <= 1) await queryClient.invalidateQueries({ queryKey });
            },
        },
    });
};

/** The list shows the request from usePendingAdditions: react-admin's own list queries are never written. */
export const useSubmitHelpRequest = () => {
    const queryClient = useQueryClient();
    const returned = useReturnedTexts();
    return useProviderAction(helpRequestActions.submit, {
        optimistic: {
            queue: REQUEST_QUEUE,
            undo: (error, { ActivityTypeId, Description }: HelpRequestVariables) => {
                returned.requests.giveBack(REQUEST_FORM, { ActivityTypeId, Description }, !endedWithSession(error));
            },
            // An early refetch drops nothing: requests still on their way show from the queue, not the list.
            settled: () => queryClient.invalidateQueries({ queryKey: helpRequestQueries.all }),
        },
    });
};

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
