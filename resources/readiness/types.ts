import * as z from 'zod/mini';
import { certificationSchema, licenseSchema, listOf, policyTypeRefSchema } from '../../src/api/wire';

/**
 * What the readiness view reads of answers other areas show in full. Each schema
 * names only the fields the rule uses; extra fields are allowed, as everywhere.
 */

const id = z.union([z.number(), z.string()]);

/** GET /t/agents/{id}/contracts?Filter=...: `{ ownerType, contracts }` (`{}` is no contract list: an error). */
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

/** GET /t/v2/agencies/{id}/downlineagentcontracts: one producer's contract rows, paged. */
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

/** GET /t/v2/agencies/{id}/agents/{agentId}: the producer's name, NPN and licenses. */
export const producerSchema = z.object({
    first_name: z.string(),
    last_name: z.string(),
    npn: z.nullish(z.string()),
    licenses: listOf(licenseSchema),
});

export { licensesSchema } from '../../src/api/wire';

/** GET /t/agents/{id}/eandos: only the expiration date matters here. */
export const eAndOsSchema = z.array(z.object({ ExpirationDate: z.string() }));

/** GET /t/agents/{id}/uplines (docs/areas.md, "Contract request calls"). */
export const uplinesSchema = z.array(z.object({ AgencyId: id, IsDirect: z.nullish(z.boolean()) }));

/** GET /t/agencies/{agencyId}/contractoptions: the carriers an upline offers, with policy types. */
export const contractOptionsSchema = z.array(
    z.object({ InsurerName: z.string(), PolicyTypes: z.nullish(z.array(z.object({ Abbreviation: z.string() }))) })
);

/** Whose readiness: the agent portal's own, or one of the agency's producers. */
export type ReadinessSubject = { type: 'self' } | { type: 'producer'; agentId: string };
