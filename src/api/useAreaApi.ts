import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied, type DataProvider } from 'react-admin';
import { methodsFor, type AnyApiArea } from './dataProvider';
import { AuthHandledError } from './useProviderMutation';

/**
 * An area's methods (`useAreaApi(licensesApi)`), or the data provider's own calls for a query beyond react-admin's
 * list hooks (`useAreaApi()`). React-admin's proxy answers `{ data: {} }` once a 401 has sent the user to sign in, a
 * wrong-shaped success that would crash the screen; here the call fails with `AuthHandledError` instead.
 */
export function useAreaApi(): DataProvider;
export function useAreaApi<Methods extends object>(area: AnyApiArea<Methods>): Methods;
export function useAreaApi(area?: AnyApiArea): object {
    const provider = useContext(DataProviderContext);
    const logoutIfAccessDenied = useLogoutIfAccessDenied();
    return useMemo(() => {
        const calls: object | null = provider && area ? methodsFor(provider, area) : provider;
        return new Proxy(
            {},
            {
                get: (_, name) => {
                    if (typeof name === 'symbol' || name === 'then' || !calls) return undefined;
                    const method = (calls as Record<string, unknown>)[name];
                    if (typeof method !== 'function') return method;
                    return (...args: unknown[]) =>
                        Promise.resolve(method.apply(calls, args)).catch(async (error: unknown) => {
                            if (await logoutIfAccessDenied(error)) throw new AuthHandledError();
                            throw error;
                        });
                },
            }
        );
    }, [provider, area, logoutIfAccessDenied]);
}
