import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied, type DataProvider } from 'react-admin';
import { AuthHandledError } from './useProviderMutation';

/**
 * For an area's own calls, whose answers are not react-admin's `{ data }`: react-admin's proxy answers
 * `{ data: {} }` once a 401 has sent the user to sign in, a wrong-shaped success that would crash the screen.
 * Here the call fails with `AuthHandledError` instead.
 */
export const useAreaApi = <Methods extends object>() => {
    const provider = useContext(DataProviderContext) as (Methods & DataProvider) | null;
    const logoutIfAccessDenied = useLogoutIfAccessDenied();
    return useMemo(
        () =>
            new Proxy({} as Methods & DataProvider, {
                get: (_, name) => {
                    if (typeof name === 'symbol' || name === 'then' || !provider) return undefined;
                    const method = (provider as unknown as Record<string, unknown>)[name];
                    if (typeof method !== 'function') return method;
                    return (...args: unknown[]) =>
                        Promise.resolve(method.apply(provider, args)).catch(async (error: unknown) => {
                            if (await logoutIfAccessDenied(error)) throw new AuthHandledError();
                            throw error;
                        });
                },
            }),
        [provider, logoutIfAccessDenied]
    );
};
