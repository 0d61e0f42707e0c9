import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { HubUser } from './user';

export type SessionState = 'pending' | 'signedIn' | 'signedOut' | 'unknown';

/**
 * Whether someone is signed in, for pages that show to everybody (the status pages): "signed out" only when
 * the server says so, "unknown" when it could not be asked (API down), so that neither a sign-in nor a
 * sign-out button is offered on a guess. The user is fetched once by the auth provider.
 */
export const useSessionState = (): SessionState => {
    const authProvider = useAuthProvider() as { getUser?: () => Promise<HubUser | null> } | undefined;
    const { data, isPending, error } = useQuery({
        queryKey: ['auth', 'sessionState'],
        queryFn: async () => (authProvider?.getUser ? authProvider.getUser() : null),
        enabled: Boolean(authProvider?.getUser),
        retry: false,
    });
    if (!authProvider?.getUser) return 'unknown';
    if (isPending) return 'pending';
    if (error) return 'unknown';
    return data ? 'signedIn' : 'signedOut';
};
