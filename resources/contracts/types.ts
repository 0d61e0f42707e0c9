import type { Identifier } from 'react-admin';
import * as z from 'zod/mini';
import { certificationSchema, listOf, policyTypeRefSchema, type StoredFile } from '../../src/api/wire';
import type { PortalType } from '../../src/portal/types';

// The data provider only adds what react-admin needs (`id`) and the owner type the list is wrapped with.

export type { ContractCertification, PolicyTypeRef } from '../../src/api/wire';

export const contractSchema = z.object({
    Id: z.number(),
    Insurer: z.string(),
    /** Agency contracts only. */
    MarketingLevel: z.nullish(z.string()),
    PolicyTypes: listOf(policyTypeRefSchema),
    WritingNumber: z.nullish(z.string()),
    UplineAgency: z.nullish(z.string()),
    StartDate: z.string(),
    EndDate: z.nullish(z.string()),
    PolicyCount: z.number(),
    /** Agent contracts only. */
    EnrollmentLink: z.nullish(z.string()),
    ContractCertifications: z.nullish(z.array(certificationSchema)),
});
export type ContractAnswer = z.infer<typeof contractSchema>;

export const contractListSchema = z.object({ ownerType: z.unknown(), contracts: z.nullable(z.array(contractSchema)) });

export interface Contract extends ContractAnswer {
    id: Identifier;
    ownerType: PortalType;
}

/** The list offers all but "All". */
export const CONTRACT_STATUSES = ['All', 'Active', 'RecentlyActivated', 'Pending', 'Terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export type ContractFile = StoredFile;

const hierarchyAgentSchema = z.object({ Id: z.number(), Name: z.string(), IsActive: z.boolean() });
export type HierarchyAgent = z.infer<typeof hierarchyAgentSchema>;

export interface HierarchyAgency {
    Id: number;
    Name: string;
    HasChildren: boolean;
    Agencies?: HierarchyAgency[] | null;
    Agents?: HierarchyAgent[] | null;
}
export const hierarchySchema: z.ZodMiniType<HierarchyAgency> = z.object({
    Id: z.number(),
    Name: z.string(),
    HasChildren: z.boolean(),
    // A getter: the schema refers to itself (zod's way for recursive shapes).
    get Agencies() {
        return z.nullish(z.array(hierarchySchema));
    },
    Agents: z.nullish(z.array(hierarchyAgentSchema)),
});

export const downlineAgentSchema = z.object({
    UplineAgency: z.nullish(z.string()),
    AgentName: z.string(),
    AgentId: z.union([z.number(), z.string()]),
    WritingNumber: z.nullish(z.string()),
    StartDate: z.string(),
    PolicyCount: z.number(),
});
export type DownlineAgentAnswer = z.infer<typeof downlineAgentSchema>;

export interface DownlineAgent extends DownlineAgentAnswer {
    id: Identifier;
}
