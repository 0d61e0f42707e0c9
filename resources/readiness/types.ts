import * as z from 'zod/mini';
import { certificationSchema, licenseSchema, listOf, policyTypeRefSchema, requiredListOf } from '../../src/api/wire';

// Each schema names only the fields the rule uses.

const id = z.union([z.number(), z.string()]);

/** `{}` is no contract list: an error. */
export const contractListSchema = z.object({
    contracts: z.nullable(
        z.array(
            z.object({
                Id: id,
                Insurer: z.string(),
                PolicyTypes: listOf(policyTypeRefSchema),
                ContractCertifications: listOf(certificationSchema),
            })
        )
    ),
});

export const contractRowsSchema = z.object({
    Data: listOf(
        z.object({
            insurer_name: z.string(),
            policy_types: listOf(policyTypeRefSchema),
            contract_certifications: listOf(certificationSchema),
        })
    ),
    Total: z.number(),
});

export const producerSchema = z.object({
    first_name: z.string(),
    last_name: z.string(),
    npn: z.nullish(z.string()),
    // Required: readiness is made of the producer’s licenses.
    licenses: requiredListOf(licenseSchema),
});

export { licensesSchema } from '../../src/api/wire';

export const eAndOsSchema = z.array(z.object({ ExpirationDate: z.string() }));

export const uplinesSchema = z.array(z.object({ AgencyId: id, IsDirect: z.nullish(z.boolean()) }));

export const contractOptionsSchema = z.array(
    z.object({ InsurerName: z.string(), PolicyTypes: z.nullish(z.array(z.object({ Abbreviation: z.string() }))) })
);

export type ReadinessSubject = { type: 'self' } | { type: 'producer'; agentId: string };
