import { http } from 'msw';
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

const held = new Set<() => void>();

/**
 * Holds the calls to a path until the test releases them (then the demo handler answers), so what the app
 * shows while a call is on its way (a pending toast, a disabled button) can be seen however fast or slow the
 * machine is. Returns the release; setup.ts releases whatever a test left held.
 */
export const holdRequests = (method: 'get' | 'post', path: string) => {
    let release = () => undefined as void;
    const gate = new Promise<void>(resolve => {
        release = resolve;
    });
    held.add(release);
    server.use(
        http[method](path, async () => {
            await gate;
        })
    );
    return release;
};

export const releaseHeldRequests = () => {
    for (const release of held) release();
    held.clear();
};
