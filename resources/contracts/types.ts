import type { Identifier } from 'react-admin';
import { z } from 'zod';
import { certificationSchema, policyTypeRefSchema, type StoredFile } from '../../src/api/wire';
import type { PortalType } from '../../src/portal/types';

/**
 * The contracts area's wire types (spec part 1 §3), each with the schema the data provider checks answers
 * against. The data provider only adds what react-admin needs (`id`) and the owner type the list is wrapped with.
 */

export type { ContractCertification, PolicyTypeRef } from '../../src/api/wire';

export const contractSchema = z.object({
    Id: z.number(),
    Insurer: z.string(),
    /** Agency contracts only. */
    MarketingLevel: z.string().nullish(),
    PolicyTypes: z
        .array(policyTypeRefSchema)
        .nullish()
        .transform(types => types ?? []),
    WritingNumber: z.string().nullish(),
    UplineAgency: z.string().nullish(),
    StartDate: z.string(),
    EndDate: z.string().nullish(),
    PolicyCount: z.number(),
    /** Agent contracts only. */
    EnrollmentLink: z.string().nullish(),
    ContractCertifications: z.array(certificationSchema).nullish(),
});
export type ContractAnswer = z.infer<typeof contractSchema>;

/** The contract list answer: the contracts wrapped with their owner type. */
export const contractListSchema = z.object({ ownerType: z.unknown(), contracts: z.array(contractSchema).nullable() });

export interface Contract extends ContractAnswer {
    id: Identifier;
    ownerType: PortalType;
}

/** The spec's contract status filter values (part 1 §4); the list offers all but "All". */
export const CONTRACT_STATUSES = ['All', 'Active', 'RecentlyActivated', 'Pending', 'Terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A file stored for a contract. */
export type ContractFile = StoredFile;

const hierarchyAgentSchema = z.object({ Id: z.number(), Name: z.string(), IsActive: z.boolean() });
export type HierarchyAgent = z.infer<typeof hierarchyAgentSchema>;

/** A node of a contract's hierarchy: an agency with its sub-agencies and agents. */
export interface HierarchyAgency {
    Id: number;
    Name: string;
    HasChildren: boolean;
    Agencies?: HierarchyAgency[] | null;
    Agents?: HierarchyAgent[] | null;
}
export const hierarchySchema: z.ZodType<HierarchyAgency> = z.object({
    Id: z.number(),
    Name: z.string(),
    HasChildren: z.boolean(),
    Agencies: z.lazy(() => z.array(hierarchySchema).nullish()),
    Agents: z.array(hierarchyAgentSchema).nullish(),
});

/** A downline agent on an agency contract. */
export const downlineAgentSchema = z.object({
    UplineAgency: z.string().nullish(),
    AgentName: z.string(),
    AgentId: z.union([z.number(), z.string()]),
    WritingNumber: z.string().nullish(),
    StartDate: z.string(),
    PolicyCount: z.number(),
});
export type DownlineAgentAnswer = z.infer<typeof downlineAgentSchema>;

export interface DownlineAgent extends DownlineAgentAnswer {
    id: Identifier;
}
