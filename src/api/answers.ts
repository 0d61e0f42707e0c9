import type { z } from 'zod';

/**
 * The product API answered, but not with what the screen needs: malformed JSON, or JSON of the wrong shape.
 * It is that screen's error (never data), and it has no status, so the auth provider leaves it alone.
 */
export class MalformedAnswerError extends Error {
    constructor(
        readonly path: string,
        readonly issues?: string
    ) {
        super(`Unexpected answer from ${path}`);
        this.name = 'MalformedAnswerError';
    }
}

/** Checks an answer against its schema at the data provider boundary; a mismatch is a MalformedAnswerError. */
export const parseAnswer = <Schema extends z.ZodType>(
    schema: Schema,
    answer: unknown,
    path: string
): z.output<Schema> => {
    const result = schema.safeParse(answer);
    if (!result.success) throw new MalformedAnswerError(path, result.error.message);
    return result.data;
};
