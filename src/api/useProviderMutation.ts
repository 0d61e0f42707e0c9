import { useCallback, useContext, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataProviderContext, useNotify, type CreateResult, type DataProvider, type RaRecord } from 'react-admin';
import { sessionExpiry } from '../auth/sessionExpiry';
import { usePendingNotice } from '../layout/AppNotification';

export interface ActionMessages {
    /** Translation keys of the toasts. The pending one shows while the call runs and ends with it. */
    pending?: string;
    /** Left out where the change shows for itself (an optimistic note needs no toast to say it arrived). */
    success?: string;
    error: string;
    /**
     * What a 413 says (a body over what a server takes): by default the request is too large, for a submission of
     * text and choices; one that sends files says its file is ('common.forms.uploadTooLarge'), and a form of one
     * text may name it (the note is too long).
     */
    tooLarge?: string;
}

/**
 * An optimistic action: the change shows before the server answers and is
 * taken back when the call fails, whatever the failure (an expired session included), before any toast.
 */
export interface OptimisticOptions<Variables, Context> {
    /**
     * Before the call: cancel the queries it changes, snapshot them, write the change in (with a client id). Left
     * out where the page shows the calls of the queue still on their way (usePendingAdditions) instead.
     */
    apply?: (variables: Variables) => Context | Promise<Context>;
    /** The call failed: take the change back (and give the user back what they typed). */
    undo: (error: unknown, variables: Variables, context: Context | undefined) => unknown;
    /** After success or failure: fetch what the server now holds (a failure does not wait for it). */
    settled?: (variables: Variables, context: Context | undefined) => unknown;
    /**
     * Calls of one queue reach the server one after the other, in the order they were made, and none is
     * dropped while another runs (react-query's mutation scope): two notes sent quickly both land, in order.
     */
    queue?: string;
}

export interface ProviderMutationOptions<Variables, Result, Context = unknown> {
    messages: ActionMessages;
    optimistic?: OptimisticOptions<Variables, Context>;
    /** Runs after the success toast (navigate to a success page, invalidate queries...). */
    onSuccess?: (result: Result, variables: Variables) => unknown;
    /** Runs after the error toast, for a call that failed other than by an expired session (field errors...). */
    onError?: (error: unknown, variables: Variables) => unknown;
}

/** A failure somebody already handled (the user was sent to sign in): no toast at all. */
export class AuthHandledError extends Error {
    override readonly name = 'AuthHandledError';
}

const statusOf = (error: unknown): number | undefined =>
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

/** A call that failed because the session ended: the session-expired dialog says so, no failure toast does. */
export const endedWithSession = (error: unknown) => error instanceof AuthHandledError || statusOf(error) === 401;

/**
 * What a failed call's toast says (a translation key): a body over what a server takes (413) is said as such,
 * in the words that fit what the action sends, anything else in the action's own words. A form says the same
 * beside its submit button (useFormAction).
 */
export const failureMessage = (error: unknown, messages: Pick<ActionMessages, 'error' | 'tooLarge'>) =>
    statusOf(error) === 413 ? (messages.tooLarge ?? 'common.forms.requestTooLarge') : messages.error;

/** What a run keeps from its start: the pending message to end, and what the optimistic change applied. */
interface RunContext<Context> {
    notice?: number;
    applied?: Context;
}

/**
 * The one way areas run an action with toasts (submission, export, download, void, resend...). It calls the
 * RAW data provider: react-admin's `useDataProvider` proxy resolves `{data: {}}` once `checkError` has
 * handled an error, which would read as success. Here a call that failed is never reported as success:
 * - while the call runs: the pending toast, which ends when the call ends, whatever the outcome;
 * - success: the success toast, then `onSuccess`;
 * - 401: no toast and no redirect; the session-expired dialog opens and the page (with what was typed, a
 *   chosen file included) stays as it is, so the user signs in again in another tab and sends again;
 * - 413 (from the API, the tracker or a proxy in front of either: a body over what that server takes): says
 *   what is too large (the file, the text: `messages.tooLarge`) instead of the action's error toast; the form and its files stay for another try;
 * - anything else (403 on this action, 500, a malformed answer, a network failure): the error toast.
 * `run` never rejects: it resolves to the result, or undefined when the call failed. While a call is running
 * further runs are ignored, so a double click sends one request.
 */
export const useProviderMutation = <
    Provider extends object = DataProvider,
    Variables = void,
    Result = unknown,
    Context = unknown,
>(
    call: (provider: Provider, variables: Variables) => Promise<Result>,
    { messages, onSuccess, onError, optimistic }: ProviderMutationOptions<Variables, Result, Context>
) => {
    const provider = useContext(DataProviderContext) as unknown as Provider | null;
    const notify = useNotify();
    const pending = usePendingNotice();
    const running = useRef(false);
    const mutation = useMutation<Result, unknown, Variables, RunContext<Context>>({
        mutationFn: variables => {
            if (!provider) throw new Error('useProviderMutation needs a DataProviderContext (the <Admin>)');
            return call(provider, variables);
        },
        scope: optimistic?.queue ? { id: optimistic.queue } : undefined,
        onMutate: async variables => ({
            notice: messages.pending ? pending.show(messages.pending) : undefined,
            applied: await optimistic?.apply?.(variables),
        }),
        onSuccess: async (result, variables, context) => {
            if (context?.notice) pending.end(context.notice);
            if (messages.success) notify(messages.success, { type: 'success' });
            await onSuccess?.(result, variables);
        },
        onSettled: async (_result, error, variables, context) => {
            const refetched = Promise.resolve(optimistic?.settled?.(variables, context?.applied));
            // The call counts as on its way until this ends, and a page shows the additions on their way
            // (help-requests usePendingAdditions): a success waits for the server's copy, so the addition never
            // blinks out; a failure, already taken back, leaves the screen at once.
            if (error === null) await refetched;
            else void refetched.catch(() => undefined);
        },
        onError: async (error, variables, context) => {
            if (context?.notice) pending.end(context.notice);
            await optimistic?.undo(error, variables, context?.applied);
            if (error instanceof AuthHandledError) return;
            if (statusOf(error) === 401) {
                sessionExpiry.report();
                return;
            }
            console.error(error);
            notify(failureMessage(error, messages), { type: 'error' });
            await onError?.(error, variables);
        },
    });
    const { mutateAsync } = mutation;
    // A queue takes every call in turn; otherwise a second call while one runs is a double click, dropped.
    const queued = Boolean(optimistic?.queue);
    const run = useCallback(
        async (variables: Variables): Promise<Result | undefined> => {
            if (queued) return mutateAsync(variables).catch(() => undefined);
            if (running.current) return undefined;
            running.current = true;
            try {
                return await mutateAsync(variables);
            } catch {
                return undefined;
            } finally {
                running.current = false;
            }
        },
        [mutateAsync, queued]
    );
    return { run, running: mutation.isPending, mutation };
};

/**
 * A submission through the data provider's `create` (pessimistic: the success toast and `onSuccess` only once
 * the server saved it), with the same toasts and session handling; the resource's cached lists are refreshed.
 * Resolves to the saved record.
 */
export const useCreateMutation = <RecordType extends RaRecord = RaRecord>(
    resource: string,
    options: ProviderMutationOptions<Partial<RecordType>, RecordType>
) => {
    const queryClient = useQueryClient();
    const { onSuccess } = options;
    return useProviderMutation<DataProvider, Partial<RecordType>, RecordType>(
        (provider, data) =>
            provider.create<RecordType>(resource, { data }).then((answer: CreateResult<RecordType>) => answer.data),
        {
            ...options,
            onSuccess: async (saved, data) => {
                await queryClient.invalidateQueries({ queryKey: [resource] });
                await onSuccess?.(saved, data);
            },
        }
    );
};

/** A call beyond CRUD with its toasts, declared beside the method in its area's `api.ts`. */
export interface ProviderAction<Provider extends object, Variables, Result> {
    call: (provider: Provider, variables: Variables) => Promise<Result>;
    messages: ActionMessages;
}

export const defineAction = <Provider extends object, Variables = void, Result = unknown>(
    action: ProviderAction<Provider, Variables, Result>
) => action;

/** Runs an area's declared action (useProviderMutation with the action's call and toasts). */
export const useProviderAction = <Provider extends object, Variables, Result, Context = unknown>(
    action: ProviderAction<Provider, Variables, Result>,
    options: Omit<ProviderMutationOptions<Variables, Result, Context>, 'messages'> = {}
) => useProviderMutation<Provider, Variables, Result, Context>(action.call, { ...options, messages: action.messages });
