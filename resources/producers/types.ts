import type { Identifier } from 'react-admin';

// Field names are the product API's: the rows and the summary are snake_case, their nested records PascalCase.

import * as z from 'zod/mini';
import {
    certificationSchema,
    licenseSchema,
    pagedSchema,
    policyTypeRefSchema,
    requiredListOf,
    type License,
} from '../../src/api/wire';

export type { ContractCertification, PolicyTypeRef } from '../../src/api/wire';

const phoneSchema = z.object({
    Id: z.number(),
    PhoneNumber: z.string(),
    PhoneType: z.string(),
    IsPrimary: z.boolean(),
});
export type PhoneNumber = z.infer<typeof phoneSchema>;

export const downlineContractRowSchema = z.object({
    insurer_name: z.string(),
    policy_types: z.nullish(z.array(policyTypeRefSchema)),
    agent_id: z.union([z.number(), z.string()]),
    agent_name: z.string(),
    upline_agency: z.nullish(z.string()),
    writing_number: z.nullish(z.string()),
    start_date: z.string(),
    end_date: z.nullish(z.string()),
    contract_certifications: z.nullish(z.array(certificationSchema)),
    policy_count: z.number(),
});
export type DownlineContractRow = z.infer<typeof downlineContractRowSchema>;

export interface DownlineContract extends DownlineContractRow {
    id: Identifier;
}

export const downlineContractsSchema = z.extend(pagedSchema(downlineContractRowSchema), {
    TooManyResults: z.nullish(z.boolean()),
});

export const producerSummarySchema = z.object({
    id: z.nullish(z.union([z.number(), z.string()])),
    first_name: z.string(),
    last_name: z.string(),
    email: z.nullish(z.string()),
    npn: z.nullish(z.string()),
    phone_numbers: z.nullish(z.array(phoneSchema)),
    // Required: the expiry forecast and renewals check a producer by them.
    licenses: requiredListOf(licenseSchema),
});
export interface ProducerSummary extends z.infer<typeof producerSummarySchema> {
    id: Identifier;
}

export type { License };

export const downlineAgentsSchema = z.array(
    z.object({ AgentId: z.union([z.number(), z.string()]), FirstName: z.string(), LastName: z.string() })
);
export type DownlineAgentAnswer = NonNullable<z.infer<typeof downlineAgentsSchema>>[number];

export interface DownlineAgentOption extends DownlineAgentAnswer {
    id: Identifier;
    name: string;
}

export const PRODUCER_STATUSES = ['All', 'Active', 'Pending', 'RecentlyActivated', 'Terminated'] as const;
export type ProducerStatus = (typeof PRODUCER_STATUSES)[number];
export const DEFAULT_STATUS: ProducerStatus = 'Active';

/** No value means no RTS filter (choosing the selected one clears it). */
export const RTS_FILTERS = ['All', 'Failed', 'NoCerts', 'Rts'] as const;
export type RtsFilter = (typeof RTS_FILTERS)[number];

export interface ProducerFilter {
    Status?: ProducerStatus;
    InsurerId?: string;
    RtsCurrentYear?: RtsFilter;
    RtsNextYear?: RtsFilter;
    AgentId?: string;
}

/** The first is the default; a producer's contracts are 15/25/50. */
export const LIST_PAGE_SIZES = [25, 50, 100];
export const DETAIL_PAGE_SIZES = [15, 25, 50];

export const BY_AGENT_NAME = { field: 'agent_name', order: 'ASC' } as const;
export const BY_INSURER_NAME = { field: 'insurer_name', order: 'ASC' } as const;
