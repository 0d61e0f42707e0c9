import { delay, HttpResponse } from 'msw';
import { SCENARIO_COOKIE, SESSION_COOKIE, toScenario } from '../scenarios';

/** Handler paths match any origin, so the same handlers serve the worker, Node tests and the HTTP server. */
export const api = (path: string) => `*${path}`;

/** The anti-forgery cookie the server sets and the header the client echoes it in (src/config.ts defaults). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A fresh anti-forgery cookie (readable by the page, which echoes it). */
export const xsrfCookie = () => `${XSRF_COOKIE}=demo-xsrf-${Math.random().toString(36).slice(2)}; Path=/; SameSite=Lax`;

/** Demo-only knobs: the browser demo adds a little latency so loading states can be seen. */
export const demoSettings = { latencyMs: 0 };

export const pause = async () => {
    if (demoSettings.latencyMs > 0) await delay(demoSettings.latencyMs);
};

export const sessionOf = (cookies: Record<string, string>) => ({
    signedIn: cookies[SESSION_COOKIE] === '1',
    scenario: toScenario(cookies[SCENARIO_COOKIE]),
});

const STATUS_TEXT: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    413: 'Content Too Large',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
};

/** An error answer with the status text the browser shows in "Failed to fetch: {status} {text}". */
export const failure = (status: number, body?: unknown) =>
    body === undefined
        ? new HttpResponse(null, { status, statusText: STATUS_TEXT[status] })
        : HttpResponse.json(body, { status, statusText: STATUS_TEXT[status] });

/** The product API's base64 file answer (ASP.NET FileContentResult). */
export const encodedFile = (fileName: string, contentType: string, content: string | Uint8Array) => {
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    let binary = '';
    bytes.forEach(byte => (binary += String.fromCharCode(byte)));
    return HttpResponse.json({ FileContents: btoa(binary), ContentType: contentType, FileDownloadName: fileName });
};
