import { useCallback, useContext, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataProviderContext, useNotify, type CreateResult, type DataProvider, type RaRecord } from 'react-admin';
import { sessionExpiry } from '../auth/sessionExpiry';
import { usePendingNotice } from '../layout/AppNotification';
import { methodsFor, type AnyApiArea } from './dataProvider';

export interface ActionMessages {
    pending?: string;
    /** Left out where the change shows for itself (an optimistic note). */
    success?: string;
    error: string;
    /** What a 413 says: by default the request is too large; an upload says its file is. */
    tooLarge?: string;
}

export interface OptimisticOptions<Variables, Context> {
    /** Left out where the page shows the calls still on their way (usePendingAdditions) instead. */
    apply?: (variables: Variables) => Context | Promise<Context>;
    undo: (error: unknown, variables: Variables, context: Context | undefined) => unknown;
    settled?: (variables: Variables, context: Context | undefined) => unknown;
    /** Calls of one queue run in order and none is dropped while another runs: two notes sent quickly both land. */
    queue?: string;
}

export interface ProviderMutationOptions<Variables, Result, Context = unknown> {
    messages: ActionMessages;
    optimistic?: OptimisticOptions<Variables, Context>;
    onSuccess?: (result: Result, variables: Variables) => unknown;
    onError?: (error: unknown, variables: Variables) => unknown;
}

/** A failure somebody already handled (the user was sent to sign in): no toast at all. */
export class AuthHandledError extends Error {
    override readonly name = 'AuthHandledError';
}

const statusOf = (error: unknown): number | undefined =>
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

export const endedWithSession = (error: unknown) => error instanceof AuthHandledError || statusOf(error) === 401;

export const failureMessage = (error: unknown, messages: Pick<ActionMessages, 'error' | 'tooLarge'>) =>
    statusOf(error) === 413 ? (messages.tooLarge ?? 'common.forms.requestTooLarge') : messages.error;

interface RunContext<Context> {
    notice?: number;
    applied?: Context;
}

/**
 * Calls the RAW data provider: react-admin's `useDataProvider` proxy resolves `{data: {}}` once `checkError`
 * has handled an error, which would read as success. On a 401 the page stays as it is (a chosen file included)
 * and the session-expired dialog opens, so the user signs in again in another tab and sends again.
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
            // A page shows the additions on their way until this ends: a success waits for the server's copy, so the
            // addition never blinks out.
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

/** Pessimistic: the success toast and `onSuccess` wait until the server saved it. */
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
export interface ProviderAction<Api extends object, Variables, Result> {
    /** The area whose methods `call` is given; without one, `call` is given the data provider itself. */
    area?: AnyApiArea<Api>;
    call: (api: Api, variables: Variables) => Promise<Result>;
    messages: ActionMessages;
}

export const defineAction = <Api extends object, Variables = void, Result = unknown>(
    action: ProviderAction<Api, Variables, Result>
) => action;

export const useProviderAction = <Api extends object, Variables, Result, Context = unknown>(
    action: ProviderAction<Api, Variables, Result>,
    options: Omit<ProviderMutationOptions<Variables, Result, Context>, 'messages'> = {}
) =>
    useProviderMutation<Api, Variables, Result, Context>(
        (provider, variables) => action.call(action.area ? methodsFor(provider, action.area) : provider, variables),
        { ...options, messages: action.messages }
    );
