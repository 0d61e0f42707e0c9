import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { HubUser } from './user';

export type SessionState = 'pending' | 'signedIn' | 'signedOut' | 'unknown';

/** "unknown" when the server could not be asked (API down): no sign-in or sign-out button is offered on a guess. */
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
