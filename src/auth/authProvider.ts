import type { AuthProvider } from 'react-admin';
import { request, startEarly } from '../api/httpClient';
import { navigationGuard } from '../portal/navigationGuard';
import { portalStore } from '../portal/portalStore';
import { forgetSentRequests } from '../domain/sentContractRequests';
import type { PermissionSet, Portal } from '../portal/types';
import { currentPath, loginUrl, logoutUrl, SYSTEM_UNAVAILABLE_PATH, systemUnavailablePath } from './returnUrl';
import * as z from 'zod/mini';
import { sessionExpiry } from './sessionExpiry';
import { permissionsSchema, toHubUser, userAnswerSchema, type HubUser } from './user';

export type PermissionsAnswer = z.infer<typeof permissionsSchema>;

const toPortals = (list: Record<string, string> | null | undefined, type: Portal['type']): Portal[] =>
    Object.entries(list ?? {}).map(([id, name]) => ({ id, name, type }));

export const toPermissionSet = (answer: PermissionsAnswer): PermissionSet => ({
    id: String(answer.Id),
    name: answer.Name,
    portals: [...toPortals(answer.ViewableAgentList, 'agent'), ...toPortals(answer.ViewableAgencyList, 'agency')],
});

const statusOf = (error: unknown): number | undefined =>
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

export { SYSTEM_UNAVAILABLE_PATH };

const fetchUser = () => request('/api/user', { schema: userAnswerSchema });
const fetchPermissions = () => request('/t/agents/my/permissions', { schema: permissionsSchema });

/** Sent before the app renders, so they run alongside the opened page's code and first call, not after them. */
export const startSignInCalls = () =>
    startEarly(() => {
        fetchUser();
        fetchPermissions();
    });

/** react-admin's "logout" on an auth failure means "sign in"; the user's own sign-out passes `{ signOut: true }`. */
export const createAuthProvider = (): AuthProvider & { getUser: () => Promise<HubUser | null> } => {
    let user: Promise<HubUser | null> | undefined;
    let permissions: Promise<PermissionSet> | undefined;
    let authErrored = false;
    /** A second assignment of the address aborts the first navigation to the login and restarts it. */
    let leavingToSignIn = false;
    // Back from the login page out of the back-forward cache: this page is in use again.
    window.addEventListener('pageshow', event => {
        if (event.persisted) leavingToSignIn = false;
    });

    // react-admin asks for permissions under several keys (the dashboard adds its route): one call serves all.
    const getPermissionSet = () => {
        permissions ??= fetchPermissions().then(toPermissionSet, error => {
            permissions = undefined;
            if (statusOf(error) === 401) return { portals: [] };
            throw error;
        });
        return permissions;
    };

    const getUser = () => {
        user ??= fetchUser().then(toHubUser, error => {
            user = undefined;
            throw error;
        });
        return user;
    };

    return {
        getUser,
        login: async () => undefined,
        checkAuth: async () => {
            let current: HubUser | null;
            try {
                current = await getUser();
                authErrored = false;
            } catch (error) {
                if (statusOf(error) === 401) throw { redirectTo: loginUrl(currentPath()), message: false };
                console.error('Failed to fetch the signed-in user', error);
                authErrored = true;
                throw { redirectTo: systemUnavailablePath(), message: false };
            }
            if (!current) throw { redirectTo: loginUrl(currentPath()), message: false };
        },
        checkError: async error => {
            const status = statusOf(error);
            if (status === 401 && navigationGuard.isBlocking()) {
                // A form holds input: leaving for the sign-in page would lose it. The call fails as the error it
                // is (never an empty answer: react-admin's proxy answers `{data: []}` for an error this throws),
                // the session-expired dialog opens, and what failed loads again once the user is back.
                sessionExpiry.report();
                return;
            }
            if (status === 401) {
                user = undefined;
                permissions = undefined;
                if (leavingToSignIn) throw { logoutUser: false, message: false };
                leavingToSignIn = true;
                throw { redirectTo: loginUrl(currentPath()), message: false };
            }
            // A 403 concerns one record, list or action (a producer the agency may not see), not the portal: left to
            // the screen that made the call. Whether the user may act for a portal is the entry guard's decision.
        },
        logout: async (params?: { signOut?: boolean }) => {
            user = undefined;
            permissions = undefined;
            if (params?.signOut) {
                // What names a person or a portal must not outlive the session on a shared device.
                portalStore.signOut();
                forgetSentRequests();
                return logoutUrl();
            }
            return authErrored ? systemUnavailablePath() : loginUrl(currentPath());
        },
        getIdentity: async () => {
            const current = await getUser();
            if (!current) throw new Error('Not signed in');
            return {
                id: current.sub,
                fullName: current.name,
                email: current.email,
                emailVerified: current.emailVerified,
                connection: current.connection,
            };
        },
        getPermissions: getPermissionSet,
    };
};
