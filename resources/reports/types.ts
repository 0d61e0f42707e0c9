import * as z from 'zod/mini';

/**
 * The RTS report's answer: a base64 file, as a base64 string or the client's usual file object
 * (`{ FileContents, ContentType, FileDownloadName }`); both are read (api.ts says why).
 */
export const encodedAnswerSchema = z.union([
    z.base64(),
    z.pipe(
        z.object({ FileContents: z.base64() }),
        z.transform(answer => answer.FileContents)
    ),
]);
