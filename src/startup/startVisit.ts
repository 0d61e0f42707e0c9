import { startSignInCalls } from '../auth/authProvider';
import { LOADING_PAGE_DELAY_MS } from '../components/pageData';
import { preloadPageFor } from '../routing/lazyPage';

/** Started together, so the first data waits for one round trip after the app's code, not three in a row. */
export const startVisit = (pathname: string, search: string) => {
    const page = preloadPageFor(pathname, search);
    startSignInCalls();
    return page ?? Promise.resolve();
};

/** Until what the first draw needs is there, or until the loading page would have shown, whichever comes first. */
export const readyToDraw = (needed: Promise<unknown>[]) =>
    new Promise<void>(resolve => {
        const timer = setTimeout(resolve, LOADING_PAGE_DELAY_MS);
        void Promise.allSettled(needed).then(() => {
            clearTimeout(timer);
            resolve();
        });
    });
