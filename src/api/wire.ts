import * as z from 'zod/mini';

/** Extra fields are allowed: the API may add fields. `zod/mini` is a fifth of the full build's size. */

const id = z.union([z.number(), z.string()]);

export const listOf = <Item extends z.ZodMiniType>(item: Item) =>
    z.pipe(
        z.nullish(z.array(item)),
        z.transform(items => items ?? [])
    );

/** A list the answer must name: null is an empty list, an answer without the field said nothing of it. */
export const requiredListOf = <Item extends z.ZodMiniType>(item: Item) =>
    z.pipe(
        z.nullable(z.array(item)),
        z.transform(items => items ?? [])
    );

export const storedFileSchema = z.object({
    Id: z.number(),
    FileName: z.string(),
    FileExtension: z.string(),
    CreatedDate: z.string(),
    FileTypeName: z.nullish(z.string()),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** A null answer is the wrong shape, the screen's error. */
export const storedFilesSchema = z.array(storedFileSchema);

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

export const certificationSchema = z.object({
    PlanYear: z.number(),
    Status: z.string(),
    PolicyTypeAbbreviation: z.string(),
    StateAbbreviation: z.string(),
});
export type ContractCertification = z.infer<typeof certificationSchema>;

export const pagedSchema = <Row extends z.ZodMiniType>(row: Row) => z.object({ Data: listOf(row), Total: z.number() });

/** `{}` has nothing to choose; null is a malformed answer, the dictionary's error. */
export const dictionarySchema = z.record(z.string(), id);

export const idSchema = id;

export const licensesSchema = z.array(licenseSchema);

export const stateListSchema = z.array(z.object({ Id: z.number(), Name: z.string(), Abbreviation: z.string() }));

export const namedListSchema = z.array(z.object({ Id: z.number(), Name: z.string() }));

/** The JSON string the encoded-file call takes. */
export const fileAddressSchema = z.string().check(z.minLength(1));

/** Base64 contents, as ASP.NET's FileContentResult serialises it. */
export const encodedFileSchema = z.object({
    FileContents: z.base64(),
    ContentType: z.string(),
    FileDownloadName: z.string().check(z.minLength(1)),
});

export const quickLinkInstanceSchema = z.object({ sso_url: z.string(), is_captive: z.boolean() });

const managerText = z.nullish(z.string());
export const managerSchema = z.object({
    DisplayName: managerText,
    Email: managerText,
    PhoneNumber: managerText,
    ProfilePictureType: managerText,
    ProfilePictureBase64: managerText,
    Direct: z.nullish(z.boolean()),
});
/** No manager assigned: the API answers 204 / null. */
export const managerAnswerSchema = z.nullish(managerSchema);

export const INSURER_DICTIONARY_FILTERS = [
    'IsActive',
    'ProductsStateId',
    'ProductsCountyId',
    'ProductsPolicyTypeId',
    'AgentContractEffectiveDate',
    'AgentContractsAgentId',
] as const;

export const PAGED_HEADER = 'X-Paged';
