import { useCallback } from 'react';
import { AuthHandledError, useProviderMutation } from './useProviderMutation';

export type { ActionMessages } from './useProviderMutation';
export { useCreateMutation, useProviderMutation } from './useProviderMutation';

/**
 * react-admin's `useDataProvider` proxy resolves exactly `{ data: {} }` (or `{ data: [] }`) when
 * `checkError` has already handled a failure (sent the user to sign in): that is not a result.
 */
const isAuthHandledAnswer = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null) return false;
    const keys = Object.keys(value);
    if (keys.length !== 1 || keys[0] !== 'data') return false;
    const data = (value as { data: unknown }).data;
    if (Array.isArray(data)) return data.length === 0;
    return typeof data === 'object' && data !== null && Object.keys(data).length === 0;
};

/**
 * @deprecated Use `useProviderMutation` (or `useCreateMutation`): it calls the raw data provider, so a 401
 * keeps the user on the page with the session-expired dialog. This wrapper keeps the old signature so the
 * areas still compile while they migrate; it runs on the same mechanism (toasts, one request at a time) and
 * never reports success for the proxy's auth-handled answer, but an action closed over `useDataProvider()`
 * still leaves the page on a 401.
 */
export const useNotifiedAction = <Args extends unknown[], Result>(
    action: (...args: Args) => Promise<Result>,
    messages: { pending?: string; success: string; error: string }
) => {
    const mutation = useProviderMutation<object, Args, Result>(
        async (_provider, args) => {
            const result = await action(...args);
            if (isAuthHandledAnswer(result)) throw new AuthHandledError();
            return result;
        },
        { messages }
    );
    const { run: runOnce } = mutation;
    const run = useCallback((...args: Args) => runOnce(args), [runOnce]);
    return { run, running: mutation.running };
};
