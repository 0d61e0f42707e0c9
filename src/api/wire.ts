import { z } from 'zod';

/**
 * Wire types the product API shares across areas, one per concept, each with the schema that checks it at
 * the data provider boundary (a wrong shape becomes that screen's error state, never data). Unknown extra
 * fields are allowed: the API may add fields without breaking the portal.
 */

const text = z.string();
const id = z.union([z.number(), z.string()]);

/** A stored file of a contract, a license or an E&O record (spec part 1 §3 "File"). */
export const storedFileSchema = z.object({
    Id: z.number(),
    FileName: text,
    FileExtension: text,
    CreatedDate: text,
    FileTypeName: text.nullish(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** A file list answer; null means none. */
export const storedFilesSchema = z
    .array(storedFileSchema)
    .nullable()
    .transform(files => files ?? []);

/** A license (spec part 1 §3), as the licenses list and a producer's summary send it. */
export const licenseSchema = z.object({
    Id: z.number(),
    StateProvince: text,
    LicenseNumber: text,
    LicenseType: text,
    IsResidentLicense: z.boolean(),
    ExpirationDate: text,
});
export type License = z.infer<typeof licenseSchema>;

export const policyTypeRefSchema = z.object({ Id: z.number(), Abbreviation: text });
export type PolicyTypeRef = z.infer<typeof policyTypeRefSchema>;

/** One ready-to-sell certification; Status 'RTS' means ready to sell. */
export const certificationSchema = z.object({
    PlanYear: z.number(),
    Status: text,
    PolicyTypeAbbreviation: text,
    StateAbbreviation: text,
});
export type ContractCertification = z.infer<typeof certificationSchema>;

/** The product API's paged answer `{ Data, Total }`. */
export const pagedSchema = <Row extends z.ZodType>(row: Row) =>
    z.object({
        Data: z
            .array(row)
            .nullable()
            .transform(rows => rows ?? []),
        Total: z.number(),
    });

/** A name-to-id map (a "dictionary"). */
export const dictionarySchema = z.record(z.string(), id).nullable();

export const idSchema = id;
