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

/** A portal's licenses: a list (a null answer is the wrong shape, the screen's error). */
export const licensesSchema = z.array(licenseSchema);

/** The states dictionary: GET /t/states. */
export const stateListSchema = z.array(z.object({ Id: z.number(), Name: z.string(), Abbreviation: z.string() }));

/** A dictionary sent as records with a name (insurers, license types). */
export const namedListSchema = z.array(z.object({ Id: z.number(), Name: z.string() }));

/** A stored file's address (GET /t/files/{id}/downloadurl): the JSON string the encoded-file call takes. */
export const fileAddressSchema = z.string().check(z.minLength(1));

/** The product API's answer for a file: base64 contents, as ASP.NET's FileContentResult serialises it. */
export const encodedFileSchema = z.object({
    FileContents: z.base64(),
    ContentType: z.string(),
    FileDownloadName: z.string().check(z.minLength(1)),
});

/** A quoting tool's instance (the header's quick links): its sign-in address and whether it is captive. */
export const quickLinkInstanceSchema = z.object({ sso_url: z.string(), is_captive: z.boolean() });

const managerText = z.nullish(z.string());
/** The portal's relationship manager (GET /t/{agents|agencies}/{id}/accountmanager). */
export const managerSchema = z.object({
    DisplayName: managerText,
    Email: managerText,
    PhoneNumber: managerText,
    ProfilePictureType: managerText,
    ProfilePictureBase64: managerText,
    Direct: z.nullish(z.boolean()),
});
/** No manager assigned: the API answers 204 / null, or a profile without a name. */
export const managerAnswerSchema = z.nullish(managerSchema);

/** Query names of GET /t/insurers/dictionary, the API's own. */
export const INSURER_DICTIONARY_FILTERS = [
    'IsActive',
    'ProductsStateId',
    'ProductsCountyId',
    'ProductsPolicyTypeId',
    'AgentContractEffectiveDate',
    'AgentContractsAgentId',
] as const;

/** The request header that marks a paged list request; the answer is then `{ Data, Total }`. */
export const PAGED_HEADER = 'X-Paged';
