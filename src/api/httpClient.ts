import { HttpError } from 'react-admin';
import * as z from 'zod/mini';
import { config } from '../config';
import { readCookie } from './cookies';
import { pageState } from '../pageState';
import { encodedFileSchema, PAGED_HEADER } from './wire';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
    /** `request` reads; a call that asks the server to do something is a submission (`submit`). */
    method?: 'GET';
    query?: Query;
    /** A plain object is sent as JSON, FormData as multipart. */
    body?: unknown;
    /** Marks a paged list request (the product API answers `{ Data, Total }`). */
    paged?: boolean;
    /** Another service than the product API (the tracker service). */
    baseUrl?: string;
    signal?: AbortSignal;
    /** When given, a successful answer must match it (zod 4), or the call fails with MalformedAnswerError. */
    schema?: z.ZodMiniType;
    /**
     * The one status that counts as success, for a call that accepts no other (the E&O submission: any non-200
     * status is a failure); any other answer, a 201 or 204 included, raises HttpError. Default: any 2xx.
     */
    successStatus?: number;
    /**
     * A call that needs no session (public content: videos, news feeds). Its answer says nothing about the
     * user's session, so a 401 or 403 is that call's failure (`AnonymousCallError`, no `status`: the auth
     * provider never sends the visitor to sign in for it), and an API on another origin gets no cookies.
     */
    anonymous?: boolean;
}

/**
 * A successful (2xx) answer that is not what the portal can use: JSON that does not parse, or a shape the
 * caller's schema rejects. It has no `status` on purpose, so the auth provider never reads it as a 401/403:
 * it is the calling screen's error state, never data.
 */
export class MalformedAnswerError extends Error {
    override readonly name = 'MalformedAnswerError';
    constructor(
        readonly path: string,
        readonly reason: string
    ) {
        super(`Malformed answer from ${path}: ${reason}`);
    }
}

/**
 * A call that needs no session failed (any status, a network error aside). It has no `status` on purpose, as
 * MalformedAnswerError: the screen shows its own error text, and the session is never taken for ended.
 */
export class AnonymousCallError extends Error {
    override readonly name = 'AnonymousCallError';
    constructor(
        readonly path: string,
        readonly answerStatus: number
    ) {
        super(`Failed to fetch ${path}: ${answerStatus}`);
    }
}

/** Builds `?a=1&b=x` from the defined, non-empty values; arrays repeat the key. */
export const buildQuery = (query: Query = {}): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === null || value === '') continue;
        if (Array.isArray(value)) value.forEach(item => params.append(key, String(item)));
        else params.append(key, String(value));
    }
    const text = params.toString();
    return text ? `?${text}` : '';
};

const NOT_JSON = Symbol('not JSON');

const parseBody = async (response: Response): Promise<unknown> => {
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (!text) return undefined;
    const type = response.headers.get('Content-Type') ?? '';
    if (type.includes('json')) {
        try {
            return JSON.parse(text);
        } catch {
            // An error answer keeps its raw text as the HttpError body; a successful one is malformed.
            return response.ok ? NOT_JSON : text;
        }
    }
    return text;
};

/**
 * The one HTTP client of the app: every call to the product API and the tracker service goes through it.
 * It sends the session cookie, the XSRF header read from its cookie and the client id header, and raises
 * any non-OK answer as react-admin's HttpError so that 401/403 reach the auth provider.
 */
export function request<S extends z.ZodMiniType>(
    path: string,
    options: RequestOptions & { schema: S }
): Promise<z.output<S>>;
export function request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
export function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const key = earlyKey(path, options);
    if (key) {
        const early = earlyAnswers.get(key);
        if (early) {
            earlyAnswers.delete(key);
            return early;
        }
    }
    const answer = send(path, options);
    if (key && collectingEarly) {
        earlyAnswers.set(key, answer);
        // Unused (the portal turned out not to be allowed, the user went elsewhere): dropped, never an unhandled error.
        answer.catch(() => undefined);
        // This answer only: the same call started again since (a new visit) keeps its own lifetime.
        setTimeout(() => {
            if (earlyAnswers.get(key) === answer) earlyAnswers.delete(key);
        }, EARLY_ANSWER_LIFETIME_MS);
    }
    return answer;
}

/**
 * Early answers: a page's first GET started alongside the sign-in calls (`startEarly`), handed to the page's
 * own identical call when it comes, once. It saves the wait for the sign-in answers on a deep link.
 */
const earlyAnswers = new Map<string, Promise<unknown>>();
export const EARLY_ANSWER_LIFETIME_MS = 15_000;
let collectingEarly = false;

const earlyKey = (path: string, { method = 'GET', query, baseUrl = config.apiBaseUrl, body }: RequestOptions) =>
    method === 'GET' && body === undefined ? `${baseUrl}${path}${buildQuery(query)}` : undefined;

/** Forgets early answers not yet taken (a new sign-in; each test starts without them). */
export const forgetEarlyAnswers = () => earlyAnswers.clear();
pageState.register(forgetEarlyAnswers);

/** Runs `calls` so that the GETs they send are kept as early answers for the page that will ask for them. */
export const startEarly = (calls: () => unknown) => {
    collectingEarly = true;
    try {
        void Promise.resolve(calls()).catch(() => undefined);
    } finally {
        collectingEarly = false;
    }
};

/** What a submission says about how it is sent, and what its page reads from the answer. */
export interface SubmitOptions extends Pick<RequestOptions, 'body' | 'baseUrl' | 'signal' | 'successStatus'> {
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /**
     * What the page needs from the answer, when it needs anything (a saved record to show, a url to go to):
     * read when the answer has it, undefined when it does not.
     */
    reads?: z.ZodMiniType;
}

/**
 * Sends a submission: something a person asks the server to do (a form, a note, a void). One rule for all of
 * them: the status decides whether the server took it (any 2xx, or the one `successStatus` its call names);
 * any other answer raises HttpError as `request` does. The body is read only for what the page needs
 * (`reads`), and an answer that does not give it (no body, `{}`, null, a wrong shape, not JSON) is still a
 * submission the server took: it resolves to undefined, and the page loads again what it needs. Telling a
 * person "failed" for what the server accepted would have them send it twice.
 */
export function submit<S extends z.ZodMiniType>(
    path: string,
    options: SubmitOptions & { reads: S }
): Promise<z.output<S> | undefined>;
export function submit(path: string, options: SubmitOptions): Promise<void>;
export async function submit(path: string, { reads, ...options }: SubmitOptions): Promise<unknown> {
    const content = await sendAndCheckStatus(path, options);
    if (!reads || content === NOT_JSON) return undefined;
    const read = reads.safeParse(content);
    return read.success ? read.data : undefined;
}

/** How a call is sent: a read (`request`) or a submission (`submit`). */
type SendOptions = Omit<RequestOptions, 'method'> & { method?: 'GET' | SubmitOptions['method'] };

async function send(path: string, options: RequestOptions): Promise<unknown> {
    const content = await sendAndCheckStatus(path, options);
    const { schema } = options;
    if (content === NOT_JSON) throw new MalformedAnswerError(path, 'the body is not valid JSON');
    if (!schema) return content;
    const checked = schema.safeParse(content);
    if (!checked.success)
        throw new MalformedAnswerError(
            path,
            checked.error.issues.map(issue => `${issue.path.join('.')}: ${issue.code}`).join('; ')
        );
    return checked.data;
}

/**
 * Sends the call; resolves to the answer's body (NOT_JSON for JSON that does not parse) when its status is a success.
 */
async function sendAndCheckStatus(path: string, options: SendOptions): Promise<unknown> {
    const {
        method = 'GET',
        query,
        body,
        paged,
        baseUrl = config.apiBaseUrl,
        signal,
        successStatus,
        anonymous = false,
    } = options;
    const headers = new Headers({ Accept: 'application/json' });
    headers.set(config.clientIdHeader, config.clientId);
    const xsrf = readCookie(config.xsrfCookieName);
    if (xsrf) headers.set(config.xsrfHeaderName, xsrf);
    if (paged) headers.set(PAGED_HEADER, '1');

    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
    }

    const response = await fetch(`${baseUrl}${path}${buildQuery(query)}`, {
        method,
        headers,
        body: payload,
        credentials: anonymous ? 'same-origin' : 'include',
        signal,
    });
    const content = await parseBody(response);
    if (!response.ok || (successStatus !== undefined && response.status !== successStatus)) {
        if (anonymous) throw new AnonymousCallError(path, response.status);
        throw new HttpError(`Failed to fetch: ${response.status} ${response.statusText}`, response.status, content);
    }
    return content;
}

const base64ToBlob = (base64: string, type: string): Blob => {
    const bytes = Uint8Array.from(atob(base64), char => char.charCodeAt(0));
    return new Blob([bytes], { type });
};

/** Hands a blob to the browser as a download under the given file name. */
export const saveBlob = (blob: Blob, fileName: string): void => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * Fetches a base64 file answer and saves it under its own name; resolves to that name. Any failure rejects
 * (HttpError with its status, so a 401 can lead to sign-in; MalformedAnswerError for an unusable file), so a
 * caller never reports a download that did not happen.
 */
export const downloadEncodedFile = async (path: string, options: RequestOptions = {}): Promise<string> => {
    const file = await request(path, { ...options, schema: encodedFileSchema });
    saveBlob(base64ToBlob(file.FileContents, file.ContentType), file.FileDownloadName);
    return file.FileDownloadName;
};
