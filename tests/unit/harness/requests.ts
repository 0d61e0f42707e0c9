import { getResponse, http, HttpResponse, RequestHandler } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { server } from '../../../mocks/node';

export interface SentRequest {
    method: string;
    /** Path and query, e.g. "/t/states". */
    url: string;
    request: Request;
}

/** Records the path and query of every request the app sends during each test of the calling suite. */
export const recordRequests = () => {
    const sent: SentRequest[] = [];
    const listener = ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        sent.push({ method: request.method, url: `${url.pathname}${url.search}`, request: request.clone() });
    };
    beforeEach(() => {
        sent.length = 0;
        server.events.on('request:start', listener);
    });
    afterEach(() => {
        server.events.removeListener('request:start', listener);
    });
    return sent;
};

const held = new Set<(answer: boolean) => void>();

/**
 * Holds the calls to a path until the test releases them (then the demo handler answers), so what the app
 * shows while a call is on its way (a pending toast, a disabled button) can be seen however fast or slow the
 * machine is. Returns the release. A call still held when its test ends is never answered (dropHeldRequests):
 * its answer would land in the next test.
 */
export const holdRequests = (
    method: 'get' | 'post' | 'patch' | 'put' | 'delete',
    path: string,
    /** Holds only the calls it picks; the others are answered at once, faults included. */
    picks: (request: Request) => boolean = () => true
) => {
    let open = (_answer: boolean) => undefined as void;
    const gate = new Promise<boolean>(resolve => {
        open = resolve;
    });
    held.add(open);
    server.use(
        http[method](path, async ({ request }) => {
            if (picks(request) && !(await gate)) await new Promise<never>(() => undefined);
        })
    );
    return () => open(true);
};

export const dropHeldRequests = () => {
    for (const open of held) open(false);
    held.clear();
};

/**
 * The demo server does what the calls to a path ask (its handler runs, the data changes), then answers with its
 * own status and this body instead of its own: a server that took a submission and said so in a way the
 * portal does not read (`{}`, null). What the page then loads again shows what the server holds.
 */
export const answerAfterHandling = (
    method: 'post' | 'patch' | 'put' | 'delete',
    path: string,
    body: Record<string, unknown> | null
) => {
    const handlers = server.listHandlers().filter(handler => handler instanceof RequestHandler);
    server.use(
        http[method](path, async ({ request }) => {
            const handled = await getResponse(handlers, request);
            return HttpResponse.json(body, { status: handled?.status ?? 500 });
        })
    );
};
