import { http, HttpResponse } from 'msw';
import { userFor } from '../db/users';
import { defineDemoArea } from './area';
import { api, failure, sessionOf, XSRF_COOKIE, xsrfCookie } from './shared';

/** GET /api/user and GET /t/agents/my/permissions. */
const userHandlers = [
    http.get(api('/api/user'), ({ cookies }) => {
        const session = sessionOf(cookies);
        if (!session.signedIn) return HttpResponse.json({ isAuthenticated: false, claims: [] });
        const user = userFor(session.scenario);
        const headers = new Headers();
        // The server hands out the anti-forgery token the client echoes in its XSRF header.
        if (!cookies[XSRF_COOKIE]) headers.append('Set-Cookie', xsrfCookie());
        return HttpResponse.json(
            {
                isAuthenticated: true,
                claims: [
                    { type: 'sub', value: user.sub },
                    { type: 'name', value: user.name },
                    { type: 'email', value: user.email },
                    { type: 'email_verified', value: String(user.emailVerified) },
                    { type: 'connection', value: 'demo-connection' },
                ],
            },
            { headers }
        );
    }),
    http.get(api('/t/agents/my/permissions'), ({ cookies }) => {
        const { permissions } = userFor(sessionOf(cookies).scenario);
        return permissions === 401 ? failure(401) : HttpResponse.json(permissions);
    }),
];

/** The shell's sign-in calls. */
export const sessionDemo = defineDemoArea({ name: 'session', handlers: userHandlers });
