import * as z from 'zod/mini';

/**
 * Wire types the product API shares across areas, one per concept, each with the schema that checks it at
 * the data provider boundary (a wrong shape becomes that screen's error state, never data). Unknown extra
 * fields are allowed: the API may add fields without breaking the portal. Schemas use zod's tree-shakable
 * `zod/mini` API (a fifth of the full build's size in the first page's JavaScript).
 */

const id = z.union([z.number(), z.string()]);

/** A list that may come as null: an empty list then. */
export const listOf = <Item extends z.ZodMiniType>(item: Item) =>
    z.pipe(
        z.nullish(z.array(item)),
        z.transform(items => items ?? [])
    );

/** A stored file of a contract, a license or an E&O record. */
export const storedFileSchema = z.object({
    Id: z.number(),
    FileName: z.string(),
    FileExtension: z.string(),
    CreatedDate: z.string(),
    FileTypeName: z.nullish(z.string()),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** A file list answer: a list (a null answer is the wrong shape, the screen's error). */
export const storedFilesSchema = z.array(storedFileSchema);

/** A license, as the licenses list and a producer's summary send it. */
export const licenseSchema = z.object({
    Id: z.number(),
    StateProvince: z.string(),
    LicenseNumber: z.string(),
    LicenseType: z.string(),
    IsResidentLicense: z.boolean(),
    ExpirationDate: z.string(),
});
export type License = z.infer<typeof licenseSchema>;

export const policyTypeRefSchema = z.object({ Id: z.number(), Abbreviation: z.string() });
export type PolicyTypeRef = z.infer<typeof policyTypeRefSchema>;

/** One ready-to-sell certification; Status 'RTS' means ready to sell. */
export const certificationSchema = z.object({
    PlanYear: z.number(),
    Status: z.string(),
    PolicyTypeAbbreviation: z.string(),
    StateAbbreviation: z.string(),
});
export type ContractCertification = z.infer<typeof certificationSchema>;

/** The product API's paged answer `{ Data, Total }`. */
export const pagedSchema = <Row extends z.ZodMiniType>(row: Row) => z.object({ Data: listOf(row), Total: z.number() });

/**
 * A name-to-id map (a "dictionary"). `{}` is a dictionary with nothing in it (the field then says there is
 * nothing to choose); null is not a dictionary at all: a malformed answer, the dictionary's error.
 */
export const dictionarySchema = z.record(z.string(), id);

export const idSchema = id;
