import { http } from 'msw';
import { api, failure, pause, sessionOf, XSRF_COOKIE, XSRF_HEADER } from './shared';

/**
 * Runs before every API handler: the "api-down" scenario answers 503 everywhere, and product API calls
 * without a session answer 401. Returning nothing passes the request on to the area's handler.
 */
export const guardHandlers = [
    http.all(api('/api/*'), async ({ cookies }) => {
        await pause();
        if (sessionOf(cookies).scenario === 'api-down') return failure(503);
    }),
    http.all(api('/t/*'), async ({ cookies, request }) => {
        await pause();
        const session = sessionOf(cookies);
        if (session.scenario === 'api-down') return failure(503);
        if (!session.signedIn) return failure(401);
        // Like the product API, changes need the anti-forgery token echoed from its cookie.
        const token = cookies[XSRF_COOKIE];
        if (request.method !== 'GET' && (!token || request.headers.get(XSRF_HEADER) !== token))
            return failure(400, { message: 'The anti-forgery token is missing or invalid.' });
    }),
];
