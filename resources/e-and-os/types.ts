import * as z from 'zod/mini';
import type { StoredFile } from '../../src/api/wire';

export const eAndOSchema = z.object({
    Id: z.number(),
    IssuedBy: z.string(),
    PolicyNumber: z.string(),
    CoverageLimits: z.number(),
    ExpirationDate: z.string(),
});
export type EAndOAnswer = z.infer<typeof eAndOSchema>;

export const eAndOsSchema = z.array(eAndOSchema);

export interface EAndO extends EAndOAnswer {
    id: number;
}

export type EAndOFile = StoredFile;

export interface EAndOSubmission {
    IssuedBy: string;
    /** USD. */
    CoverageLimits: number;
    ExpirationDate: string;
    PolicyNumber: string;
}
