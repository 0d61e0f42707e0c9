import type { Identifier } from 'react-admin';

/**
 * The producers area's records. Field names are the product API's (spec part 1 §3): the downline contract
 * rows and the producer summary are snake_case, their nested records PascalCase.
 */

import type { ContractCertification, PolicyTypeRef } from '../../src/domain/readyToSell';

export type { ContractCertification, PolicyTypeRef };

/** A downline agent's contract under the agency (one row of GET /t/v2/agencies/{id}/downlineagentcontracts). */
export interface DownlineContractRow {
    insurer_name: string;
    policy_types: PolicyTypeRef[] | null;
    agent_id: number | string;
    agent_name: string;
    upline_agency: string;
    writing_number: string;
    start_date: string;
    end_date: string | null;
    contract_certifications: ContractCertification[] | null;
    policy_count: number;
}

export interface DownlineContract extends DownlineContractRow {
    id: Identifier;
}

/** The paged answer; `TooManyResults` is how the API may say the query matched more rows than it lists. */
export interface DownlineContractsAnswer {
    Data: DownlineContractRow[];
    Total: number;
    TooManyResults?: boolean;
}

export interface PhoneNumber {
    Id: number;
    PhoneNumber: string;
    PhoneType: string;
    IsPrimary: boolean;
}

export interface License {
    Id: number;
    StateProvince: string;
    LicenseNumber: string;
    LicenseType: string;
    IsResidentLicense: boolean;
    ExpirationDate: string;
}

/** GET /t/v2/agencies/{id}/agents/{agentId}. */
export interface ProducerSummary {
    id: Identifier;
    first_name: string;
    last_name: string;
    email: string | null;
    npn: string | null;
    phone_numbers: PhoneNumber[] | null;
    licenses: License[] | null;
}

/** GET /t/agencies/{id}/downlineagents: the agent filter's options. */
export interface DownlineAgentAnswer {
    AgentId: number | string;
    FirstName: string;
    LastName: string;
}

export interface DownlineAgentOption extends DownlineAgentAnswer {
    id: Identifier;
    name: string;
}

/** The spec's contract status filter values (part 1 §4); Active is the default. */
export const PRODUCER_STATUSES = ['All', 'Active', 'Pending', 'RecentlyActivated', 'Terminated'] as const;
export type ProducerStatus = (typeof PRODUCER_STATUSES)[number];
export const DEFAULT_STATUS: ProducerStatus = 'Active';

/** The spec's RTS filter values (part 1 §4); no value means no RTS filter. */
export const RTS_FILTERS = ['All', 'Failed', 'NoCerts', 'Rts'] as const;
export type RtsFilter = (typeof RTS_FILTERS)[number];

/** The list's filters, named as the API's query parameters (they are sent as they are). */
export interface ProducerFilter {
    Status?: ProducerStatus;
    InsurerId?: string;
    RtsCurrentYear?: RtsFilter;
    RtsNextYear?: RtsFilter;
    AgentId?: string;
}

/** Page sizes (spec part 1 §9): the list 25/50/100, a producer's contracts 15/25/50; the first is the default. */
export const LIST_PAGE_SIZES = [25, 50, 100];
export const DETAIL_PAGE_SIZES = [15, 25, 50];

/** Sort (spec part 1 §4): by agent name, or by insurer name when the rows are one agent's. */
export const BY_AGENT_NAME = { field: 'agent_name', order: 'ASC' } as const;
export const BY_INSURER_NAME = { field: 'insurer_name', order: 'ASC' } as const;
