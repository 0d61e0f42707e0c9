import { http } from 'msw';
import { api, failure, pause, sessionOf } from './shared';

/**
 * Runs before every API handler: the "api-down" scenario answers 503 everywhere, and product API calls
 * without a session answer 401. Returning nothing passes the request on to the area's handler.
 */
export const guardHandlers = [
    http.all(api('/api/*'), async ({ cookies }) => {
        await pause();
        if (sessionOf(cookies).scenario === 'api-down') return failure(503);
    }),
    http.all(api('/t/*'), async ({ cookies }) => {
        await pause();
        const session = sessionOf(cookies);
        if (session.scenario === 'api-down') return failure(503);
        if (!session.signedIn) return failure(401);
    }),
];
