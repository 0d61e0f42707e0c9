import { startSignInCalls } from '../auth/authProvider';
import { preloadPageFor } from '../routing/lazyPage';

/**
 * What a visit needs before its first data, started together once the settings are applied: the opened page's
 * code and texts, its first call when the address names the portal, and the sign-in calls (user and
 * permissions) every page waits for. The first data then waits for one round trip after the app's code, not
 * for the sign-in calls, then the page's code, then its call, one after the other.
 */
export const startVisit = (pathname: string, search: string) => {
    preloadPageFor(pathname, search);
    startSignInCalls();
};
