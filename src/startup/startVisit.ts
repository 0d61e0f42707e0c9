import { startSignInCalls } from '../auth/authProvider';
import { preloadPageFor } from '../routing/lazyPage';

/** Started together, so the first data waits for one round trip after the app's code, not three in a row. */
export const startVisit = (pathname: string, search: string) => {
    preloadPageFor(pathname, search);
    startSignInCalls();
};
