import { HttpError } from 'react-admin';
import * as z from 'zod/mini';
import { config } from '../config';
import { readCookie } from './cookies';
import { pageState } from '../pageState';
import { encodedFileSchema, PAGED_HEADER } from './wire';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
    /** Reads only: a call that asks the server to do something goes through `submit`. */
    method?: 'GET';
    query?: Query;
    body?: unknown;
    paged?: boolean;
    baseUrl?: string;
    signal?: AbortSignal;
    schema?: z.ZodMiniType;
    /** The one success status, for a call that accepts no other (the E&O submission). Default: any 2xx. */
    successStatus?: number;
    /** Public content: a 401/403 is this call's failure, never an ended session; no cookies to another origin. */
    anonymous?: boolean;
}

/** No `status` on purpose, so the auth provider never reads it as a 401/403: it is the screen's error state. */
export class MalformedAnswerError extends Error {
    override readonly name = 'MalformedAnswerError';
    constructor(
        readonly path: string,
        readonly reason: string
    ) {
        super(`Malformed answer from ${path}: ${reason}`);
    }
}

/** No `status` on purpose, as MalformedAnswerError: the session is never taken for ended. */
export class AnonymousCallError extends Error {
    override readonly name = 'AnonymousCallError';
    constructor(
        readonly path: string,
        readonly answerStatus: number
    ) {
        super(`Failed to fetch ${path}: ${answerStatus}`);
    }
}

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

/** Any non-OK answer is raised as react-admin's HttpError so that 401/403 reach the auth provider. */
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

/** A page's first GET, started alongside the sign-in calls, is handed once to the page's own identical call. */
const earlyAnswers = new Map<string, Promise<unknown>>();
export const EARLY_ANSWER_LIFETIME_MS = 15_000;
let collectingEarly = false;

const earlyKey = (path: string, { method = 'GET', query, baseUrl = config.apiBaseUrl, body }: RequestOptions) =>
    method === 'GET' && body === undefined ? `${baseUrl}${path}${buildQuery(query)}` : undefined;

export const forgetEarlyAnswers = () => earlyAnswers.clear();
pageState.register(forgetEarlyAnswers);

export const startEarly = (calls: () => unknown) => {
    collectingEarly = true;
    try {
        void Promise.resolve(calls()).catch(() => undefined);
    } finally {
        collectingEarly = false;
    }
};

export interface SubmitOptions extends Pick<RequestOptions, 'body' | 'baseUrl' | 'signal' | 'successStatus'> {
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    reads?: z.ZodMiniType;
}

/**
 * The status alone decides whether the server took it. An answer without what `reads` wants still resolves
 * (to undefined): telling a person "failed" for what the server accepted would have them send it twice.
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

/** Rejects on any failure, so a caller never reports a download that did not happen. */
export const downloadEncodedFile = async (path: string, options: RequestOptions = {}): Promise<string> => {
    const file = await request(path, { ...options, schema: encodedFileSchema });
    saveBlob(base64ToBlob(file.FileContents, file.ContentType), file.FileDownloadName);
    return file.FileDownloadName;
};
