import * as z from 'zod/mini';
import { version } from '../../package.json';
import { config } from '../../src/config';
import {
    dictionarySchema,
    encodedFileSchema,
    namedListSchema,
    PAGED_HEADER,
    storedFilesSchema,
} from '../../src/api/wire';
import { statementRowsSchema } from '../../resources/enrollments/types';
import { soaSchema } from '../../resources/scopes/types';
import { paymentListSchema } from '../../resources/statements/types';
import { businessCalls } from './businessCalls';
import { contractingCalls } from './contractingCalls';
import { shellCalls } from './shellCalls';
import type { ContractCall, JsonSchema } from './types';

/**
 * The product API as the portal calls it, as an OpenAPI 3.1 document: every call's paths, parameters, paging
 * header, answers and error statuses. The answers' schemas are the zod schemas each call parses its answer with
 * (zod 4's JSON Schema output of what they accept), so the document says what the portal reads, no more.
 * `npm run api-contract` writes it to docs/api/openapi.json.
 */

export const CALLS: readonly ContractCall[] = [...shellCalls, ...contractingCalls, ...businessCalls];

/** Names of answer schemas several calls share; any other is named after its call. */
const SHARED_NAMES = new Map<z.ZodMiniType, string>([
    [encodedFileSchema, 'EncodedFile'],
    [storedFilesSchema, 'StoredFiles'],
    [dictionarySchema, 'Dictionary'],
    [namedListSchema, 'NamedList'],
    [statementRowsSchema, 'EnrollmentStatementRows'],
    [paymentListSchema, 'StatementPayments'],
    [soaSchema, 'Soa'],
]);

const capitalized = (text: string) => text[0].toUpperCase() + text.slice(1);

/** `/t/{agents|agencies}/{id}/x` as each path it stands for, with the values chosen. */
export const expandPath = (path: string): Array<{ path: string; choices: string[] }> => {
    const alternative = /\{([^}|]+(?:\|[^}|]+)+)\}/.exec(path);
    if (!alternative) return [{ path, choices: [] }];
    return alternative[1].split('|').flatMap(choice =>
        expandPath(path.replace(alternative[0], choice)).map(expanded => ({
            path: expanded.path,
            choices: [choice, ...expanded.choices],
        }))
    );
};

const pathParameters = (path: string) =>
    [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
    }));

const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Error answers every call may meet, and what the portal does with each. */
const ERROR_RESPONSES = {
    SessionEnded: {
        description: 'No session: the portal sends the person to sign in (keeping a form open with what was typed).',
    },
    NoAccess: { description: 'The user may not act for this portal, or may not do this.' },
    NotFound: { description: 'The id names nothing of this portal: the page says it could not be found.' },
    FieldErrors: {
        description: "Refused: the form shows each field's errors on that field.",
        content: { 'application/json': { schema: ref('schemas', 'FieldErrors') } },
    },
    TooLarge: { description: 'The upload is larger than the server takes.' },
    Failure: {
        description:
            'Any other status is the call\'s failure, shown as the screen\'s error state or failure message ("Failed to fetch: {status} {text}").',
    },
};

/** ASP.NET's validation answer as src/forms/serverErrors.ts reads it: each field's first message is shown. */
const FIELD_ERRORS: JsonSchema = {
    type: 'object',
    properties: {
        errors: {
            type: 'object',
            additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
        },
    },
};

const successResponses = (call: ContractCall, schemaOf: (schema: z.ZodMiniType) => JsonSchema) => {
    const { answer } = call;
    if (answer.kind === 'accepted') {
        const description = answer.reads
            ? 'Taken. When the body holds this shape the page shows it; otherwise it loads again what it needs.'
            : 'Taken; the body is not read.';
        const content = answer.reads && { 'application/json': { schema: schemaOf(answer.reads) } };
        return {
            [call.successStatus ? String(call.successStatus) : '2XX']: { description, ...(content && { content }) },
        };
    }
    const schemas = answer.schemas.map(schemaOf);
    const schema = schemas.length === 1 ? schemas[0] : { allOf: schemas };
    const description =
        schemas.length === 1
            ? 'The answer'
            : 'The answer; several screens read it, each with its own schema: all apply';
    const responses: Record<string, unknown> = { '200': { description, content: { 'application/json': { schema } } } };
    if (answer.schemas.every(reader => reader.safeParse(undefined).success))
        responses['204'] = { description: 'Nothing to answer (as a null answer)' };
    return responses;
};

const errorResponses = (call: ContractCall) => {
    const submission = call.method !== 'get';
    return {
        ...(!call.anonymous && { '401': ref('responses', 'SessionEnded'), '403': ref('responses', 'NoAccess') }),
        ...(call.notFound && { '404': ref('responses', 'NotFound') }),
        ...(submission && { '400': ref('responses', 'FieldErrors') }),
        ...(call.body?.contentType === 'multipart/form-data' && { '413': ref('responses', 'TooLarge') }),
        default: ref('responses', 'Failure'),
    };
};

const queryParameters = (call: ContractCall) =>
    Object.entries(call.query ?? {}).map(([name, parameter]) => ({
        name,
        in: 'query',
        required: parameter.required === true,
        ...(parameter.description && { description: parameter.description }),
        schema: parameter.schema,
    }));

const PAGED_PARAMETER = {
    name: PAGED_HEADER,
    in: 'header',
    required: true,
    description: 'Marks a paged list request; the answer is `{ Data, Total }`.',
    schema: { const: '1' },
};

const operationOf = (
    call: ContractCall,
    path: string,
    choices: string[],
    schemaOf: (schema: z.ZodMiniType) => JsonSchema
) => ({
    operationId: [call.id, ...choices].join('_'),
    tags: [call.area],
    summary: call.summary,
    ...(call.description && { description: call.description }),
    ...(call.anonymous && { security: [] }),
    ...(call.tracker && {
        servers: [{ url: '/', description: 'The tracker service: `trackerBaseUrl` of config.json.' }],
    }),
    parameters: [
        ...pathParameters(path),
        ...queryParameters(call),
        ...(call.paged ? [PAGED_PARAMETER] : []),
        ref('parameters', 'ClientId'),
    ],
    ...(call.body && {
        requestBody: {
            required: true,
            description: call.body.description,
            content: { [call.body.contentType]: { schema: call.body.schema } },
        },
    }),
    responses: { ...successResponses(call, schemaOf), ...errorResponses(call) },
});

/** Each answer schema once, named, as components; `$ref`s point there. */
const answerSchemas = () => {
    const registry = z.registry<{ id: string }>();
    for (const call of CALLS) {
        const readers =
            call.answer.kind === 'json' ? call.answer.schemas : call.answer.reads ? [call.answer.reads] : [];
        readers.forEach((schema, index) => {
            if (registry.has(schema)) return;
            const name = SHARED_NAMES.get(schema) ?? `${capitalized(call.id)}Answer${index === 0 ? '' : index + 1}`;
            registry.add(schema, { id: name });
        });
    }
    const { schemas } = z.toJSONSchema(registry, { io: 'input', uri: id => `#/components/schemas/${id}` });
    // Each is a component of this document, not a document of its own.
    const components = Object.fromEntries(
        Object.entries(schemas).map(([name, { $schema: _schema, $id: _id, ...schema }]) => [name, schema])
    );
    const schemaOf = (schema: z.ZodMiniType) => ref('schemas', registry.get(schema)!.id);
    return { components, schemaOf };
};

export const buildApiContract = () => {
    const { components, schemaOf } = answerSchemas();
    const paths: Record<string, Record<string, unknown>> = {};
    for (const call of CALLS)
        for (const { path, choices } of expandPath(call.path)) {
            paths[path] ??= {};
            if (paths[path][call.method]) throw new Error(`Two calls are ${call.method} ${path}`);
            paths[path][call.method] = operationOf(call, path, choices, schemaOf);
        }
    return {
        openapi: '3.1.0',
        info: {
            title: 'Producer Hub: the product API as the portal calls it',
            version,
            description:
                "Every call the portal makes, with the answers it reads. Generated from the schemas the portal checks each answer with (`npm run api-contract`); an answer these schemas refuse is that screen's error. Objects may carry more fields than listed. docs/api/README.md says how to check an API's answers against it.",
        },
        servers: [
            {
                url: '/',
                description: "The product API: `apiBaseUrl` of config.json (the page's own origin when empty).",
            },
        ],
        security: [{ xsrf: [] }],
        tags: [...new Set(CALLS.map(call => call.area))].map(name => ({ name })),
        paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
        components: {
            schemas: {
                ...Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
                FieldErrors: FIELD_ERRORS,
            },
            responses: ERROR_RESPONSES,
            parameters: {
                ClientId: {
                    name: config.clientIdHeader,
                    in: 'header',
                    required: true,
                    description: 'The client id, `clientId` of config.json.',
                    schema: { type: 'string' },
                    example: config.clientId,
                },
            },
            securitySchemes: {
                xsrf: {
                    type: 'apiKey',
                    in: 'header',
                    name: config.xsrfHeaderName,
                    description: `The session is the server's cookie; a call also echoes the \`${config.xsrfCookieName}\` cookie in this header.`,
                },
            },
        },
    };
};
