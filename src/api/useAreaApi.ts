import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied, type DataProvider } from 'react-admin';
import { AuthHandledError } from './useProviderMutation';

/**
 * The data provider for an area's own calls, whose answers are the API's and not react-admin's `{ data }`.
 * react-admin's `useDataProvider` proxy answers `{ data: {} }` once a 401 has sent the user to sign in, which such
 * a caller reads as its answer: a wrong-shaped success, so a crash screen (and an error report) while the browser
 * leaves for the sign-in page. Here the same 401 still sends the user to sign in (react-admin's
 * `useLogoutIfAccessDenied`, as its proxy does), and the call fails with `AuthHandledError` instead.
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
