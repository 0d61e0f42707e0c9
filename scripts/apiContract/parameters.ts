import type { Answer, ContractCall, QueryParameter } from './types';
import type * as z from 'zod/mini';

/** Query parameters and answers as the call lists write them. */

export const text = (description?: string, required = false): QueryParameter => ({
    schema: { type: 'string' },
    required,
    description,
});

export const whole = (description?: string, required = false): QueryParameter => ({
    schema: { type: 'integer' },
    required,
    description,
});

export const flag = (description?: string): QueryParameter => ({ schema: { type: 'boolean' }, description });

/** A calendar date, YYYY-MM-DD. */
export const day = (description?: string): QueryParameter => ({
    schema: { type: 'string', format: 'date' },
    description,
});

export const oneOf = (values: readonly (string | number)[], description?: string, required = false) => ({
    schema: { enum: [...values] },
    required,
    description,
});

/** `page`, `pageSize` and `sort=Column-asc|Column-desc`, the product API's paging. */
export const paging = (sortDescription: string): Record<string, QueryParameter> => ({
    page: whole('1-based page number'),
    pageSize: whole('rows a page'),
    sort: { schema: { type: 'string', pattern: '^\\w+-(asc|desc)$' }, description: sortDescription },
});

export const json = (...schemas: z.ZodMiniType[]): Answer => ({ kind: 'json', schemas });

export const accepted = (reads?: z.ZodMiniType): Answer => ({ kind: 'accepted', reads });

/** A multipart body: each part named with what it holds. */
export const multipart = (parts: Record<string, string>, description: string): ContractCall['body'] => ({
    contentType: 'multipart/form-data',
    description,
    schema: {
        type: 'object',
        required: Object.keys(parts),
        properties: Object.fromEntries(
            Object.entries(parts).map(([name, mediaType]) => [name, { type: 'string', contentMediaType: mediaType }])
        ),
    },
});

/** A JSON body whose fields are named in the description (the portal holds no schema of what it sends). */
export const jsonBody = (description: string, required: string[] = []): ContractCall['body'] => ({
    contentType: 'application/json',
    description,
    schema: { type: 'object', required },
});
