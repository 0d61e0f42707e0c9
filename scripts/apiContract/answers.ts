import * as z from 'zod';

/**
 * Checks an API's answer against the contract document (docs/api/openapi.json): finds the call by its method
 * and path, then checks the status and, for a success, the body against that call's answer schema. The schemas
 * are read from the document itself, with zod's JSON Schema reader (already the app's dependency), so what is
 * checked is the published file, not the code it was made from.
 */

export interface RecordedAnswer {
    method: string;
    /** Absolute, or a path with its query. */
    url: string;
    status: number;
    /** The body as text; empty for none. */
    body: string;
}

export type Verdict =
    | { kind: 'conforms'; operationId: string }
    | { kind: 'refused'; operationId: string; problems: string[] }
    | { kind: 'not a call'; problems: string[] };

type Json = Record<string, unknown>;
interface ContractDocument {
    paths: Record<string, Record<string, Json>>;
    components: { schemas: Record<string, unknown>; responses: Record<string, Json> };
}

const templateOf = (path: string) =>
    new RegExp(`${path.replace(/[.*+?^$()[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

const parametersIn = (path: string) => path.split('{').length - 1;

/** The document's path for a request path: the one with the fewest parameters (`/t/activities/new` before `{id}`). */
export const operationFor = (document: ContractDocument, method: string, url: string) => {
    const { pathname } = new URL(url, 'http://origin.invalid');
    const path = Object.keys(document.paths)
        .filter(candidate => templateOf(candidate).test(decodeURI(pathname)))
        .sort((a, b) => parametersIn(a) - parametersIn(b) || b.length - a.length)
        .find(candidate => document.paths[candidate][method.toLowerCase()]);
    return path === undefined ? undefined : { path, operation: document.paths[path][method.toLowerCase()] };
};

const resolve = (document: ContractDocument, response: Json): Json => {
    const target = typeof response.$ref === 'string' ? response.$ref.split('/').pop() : undefined;
    return target ? document.components.responses[target] : response;
};

/** The response the status falls under: its own, its range (2XX), or the default. */
const responseFor = (responses: Json, status: number) =>
    (responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default) as Json | undefined;

const readers = new WeakMap<object, Map<string, z.ZodType>>();

/** The document's schemas as zod schemas, each read once per document. */
const readerOf = (document: ContractDocument, schema: Json) => {
    const key = JSON.stringify(schema);
    let known = readers.get(document);
    if (!known) readers.set(document, (known = new Map()));
    let reader = known.get(key);
    if (!reader) {
        const local = (text: string) => text.replaceAll('#/components/schemas/', '#/$defs/');
        reader = z.fromJSONSchema(
            JSON.parse(local(JSON.stringify({ ...schema, $defs: document.components.schemas }))) as Json
        );
        known.set(key, reader);
    }
    return reader;
};

const readBody = (body: string): { value: unknown } | undefined => {
    if (body === '') return undefined;
    try {
        return { value: JSON.parse(body) };
    } catch {
        return undefined;
    }
};

type Issue = z.core.$ZodIssue;

/**
 * What is wrong, where. Of a value that matches none of a union's options (a field that may also be null), the
 * option it came closest to: the one whose problems lie deepest in the value.
 */
const problemsOf = (issue: Issue, at: PropertyKey[] = []): string[] => {
    const path = [...at, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
        const depth = (issues: Issue[]) => Math.max(...issues.map(inner => inner.path.length));
        const closest = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0];
        if (depth(closest) > 0) return closest.flatMap(inner => problemsOf(inner, path));
    }
    return [`${path.map(String).join('.') || '(body)'}: ${issue.message}`];
};

export const checkAnswer = (document: ContractDocument, answer: RecordedAnswer): Verdict => {
    const found = operationFor(document, answer.method, answer.url);
    if (!found) return { kind: 'not a call', problems: ['no call of the contract has this method and path'] };
    const operationId = String(found.operation.operationId);
    const listed = responseFor(found.operation.responses as Json, answer.status);
    const success = answer.status >= 200 && answer.status < 300;
    if (!listed || (success && listed === (found.operation.responses as Json).default))
        return { kind: 'refused', operationId, problems: [`status ${answer.status} is not a success of this call`] };
    if (!success) return { kind: 'conforms', operationId };
    const content = resolve(document, listed).content as Record<string, { schema: Json }> | undefined;
    const schema = content?.['application/json']?.schema;
    if (!schema) return { kind: 'conforms', operationId };
    const body = readBody(answer.body);
    // A submission may answer without a body (the page loads again what it needs); a body it sends has the shape.
    if (!body)
        return answer.method.toUpperCase() === 'GET'
            ? { kind: 'refused', operationId, problems: ['no JSON body'] }
            : { kind: 'conforms', operationId };
    const checked = readerOf(document, schema).safeParse(body.value);
    if (checked.success) return { kind: 'conforms', operationId };
    return {
        kind: 'refused',
        operationId,
        problems: [...new Set(checked.error.issues.flatMap(issue => problemsOf(issue)))],
    };
};

interface HarEntry {
    request: { method: string; url: string };
    response: { status: number; content?: { text?: string; encoding?: string } };
}

/** The answers of a HAR recording (a browser's network panel, or a proxy), as the check reads them. */
export const answersOfHar = (har: { log: { entries: HarEntry[] } }): RecordedAnswer[] =>
    har.log.entries.map(({ request, response }) => {
        const text = response.content?.text ?? '';
        return {
            method: request.method,
            url: request.url,
            status: response.status,
            body: response.content?.encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text,
        };
    });
