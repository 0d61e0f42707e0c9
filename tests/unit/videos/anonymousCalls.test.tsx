import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { AnonymousCallError, request } from '../../../src/api/httpClient';
import { config } from '../../../src/config';

/** The one client's anonymous calls (public content: videos and news). */
describe('anonymous calls', () => {
    it('go through the one client: the client id header, the session cookie only to this origin', async () => {
        let seen: Request | undefined;
        server.use(
            http.get('*/api/feeds/news', ({ request: sent }) => {
                seen = sent.clone();
                return HttpResponse.json([]);
            })
        );
        await request('/api/feeds/news', { query: { maxItems: 5 }, anonymous: true });
        expect(seen?.headers.get(config.clientIdHeader)).toBe(config.clientId);
        expect(seen?.credentials).toBe('same-origin');
    });

    it.each([401, 403, 500])(
        'raise a %s as their own failure, which never sends the visitor to sign in',
        async status => {
            server.use(http.get('*/api/videos', () => new HttpResponse(null, { status })));
            const error = await request('/api/videos', { anonymous: true }).catch((caught: unknown) => caught);
            expect(error).toBeInstanceOf(AnonymousCallError);
            expect(error).not.toHaveProperty('status');
            expect((error as AnonymousCallError).answerStatus).toBe(status);
            await expect(createAuthProvider().checkError(error)).resolves.toBeUndefined();
        }
    );
});
