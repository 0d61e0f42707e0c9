import * as z from 'zod/mini';
import type { StoredFile } from '../../src/api/wire';

/** An E&O (errors and omissions) insurance record as the product API sends it. */
export const eAndOSchema = z.object({
    Id: z.number(),
    IssuedBy: z.string(),
    PolicyNumber: z.string(),
    /** The policy's coverage limits, an amount in USD. */
    CoverageLimits: z.number(),
    ExpirationDate: z.string(),
});
export type EAndOAnswer = z.infer<typeof eAndOSchema>;

/** The portal's records: a list (a null answer is the wrong shape, the list's error). */
export const eAndOsSchema = z.array(eAndOSchema);

/** An E&O record as the list shows it. */
export interface EAndO extends EAndOAnswer {
    id: number;
}

/** A file of an E&O record (certificate, declarations...): the shared stored-file shape. */
export type EAndOFile = StoredFile;

/** The `eAndO` part of the multipart submission. */
export interface EAndOSubmission {
    IssuedBy: string;
    /** USD, a positive amount. */
    CoverageLimits: number;
    /** "YYYY-MM-DD". */
    ExpirationDate: string;
    PolicyNumber: string;
}
