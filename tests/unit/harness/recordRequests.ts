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
