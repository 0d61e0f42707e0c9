import type * as z from 'zod/mini';

/**
 * How the contract describes one product API call. Answer shapes are never written here: they are the zod
 * schemas the portal parses each answer with, turned into JSON Schema when the document is built.
 */

/** A JSON Schema written by hand, for what the portal only sends (query parameters, request bodies). */
export type JsonSchema = Record<string, unknown>;

export interface QueryParameter {
    schema: JsonSchema;
    required?: boolean;
    description?: string;
}

/** What a successful answer holds, as the portal reads it. */
export type Answer =
    /** Parsed with these schemas; every one must accept the answer (several screens read the same call). */
    | { kind: 'json'; schemas: readonly z.ZodMiniType[] }
    /** A submission: the status decides, and the body, when there is one the portal reads, may carry `reads`. */
    | { kind: 'accepted'; reads?: z.ZodMiniType };

export interface RequestBody {
    contentType: 'application/json' | 'multipart/form-data';
    schema: JsonSchema;
    description: string;
}

export interface ContractCall {
    /** Unique name of the call; alternatives in the path add their segment to it. */
    id: string;
    /** The spec's area, as the tag of its operations. */
    area: string;
    method: 'get' | 'post' | 'patch';
    /**
     * The path as the portal builds it. `{name}` is a path parameter; `{a|b}` is a segment that takes one of
     * the values, each its own operation (OpenAPI cannot tell `/t/{x}/{id}/files` of contracts from those of
     * licenses otherwise).
     */
    path: string;
    summary: string;
    description?: string;
    query?: Record<string, QueryParameter>;
    /** Sends the paged header and answers `{ Data, Total }`. */
    paged?: boolean;
    body?: RequestBody;
    answer: Answer;
    /** The one status that is success, for a call that accepts no other. */
    successStatus?: 200;
    /** Public content: no session, no anti-forgery header; a 401 is this call's failure, not a sign-in. */
    anonymous?: boolean;
    /** Answers 404 for an id that names nothing of the portal (a detail page's "not found"). */
    notFound?: boolean;
    /** Sent to the tracker service (`trackerBaseUrl` of config.json), not the product API. */
    tracker?: boolean;
}
