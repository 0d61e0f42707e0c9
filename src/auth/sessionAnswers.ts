import type { AuthProvider } from 'react-admin';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Puts the identity and the permissions, asked before the app is drawn, where react-admin's `useGetIdentity` and
 * `usePermissions` look for them (react-query, under react-admin's own keys), so the shell's first draw already
 * has them: each answer arriving after it drew the whole shell again. A failed answer is left out, for react-admin
 * to ask again and act on as it always does.
 */
export const keepSessionAnswers = async (authProvider: AuthProvider, queryClient: QueryClient) => {
    const [identity, permissions] = await Promise.allSettled([
        authProvider.getIdentity?.(),
        authProvider.getPermissions?.({}),
    ]);
    if (identity.status === 'fulfilled' && identity.value)
        queryClient.setQueryData(['auth', 'getIdentity'], identity.value);
    if (permissions.status === 'fulfilled') queryClient.setQueryData(['auth', 'getPermissions', {}], permissions.value);
};
