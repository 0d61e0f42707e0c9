import type { Identifier } from 'react-admin';
import type { PortalType } from '../../src/portal/types';

/**
 * The contracts area's records. Field names are the product API's (spec part 1 §3); the data provider
 * only adds what react-admin needs (`id`) and the owner type the list answer is wrapped with.
 */

import type { ContractCertification, PolicyTypeRef } from '../../src/domain/readyToSell';

export type { ContractCertification, PolicyTypeRef };

/** A contract as the API sends it. */
export interface ContractAnswer {
    Id: number;
    Insurer: string;
    /** Agency contracts only. */
    MarketingLevel?: string | null;
    PolicyTypes: PolicyTypeRef[];
    WritingNumber: string;
    UplineAgency: string;
    StartDate: string;
    EndDate?: string | null;
    PolicyCount: number;
    /** Agent contracts only. */
    EnrollmentLink?: string | null;
    ContractCertifications?: ContractCertification[] | null;
}

/** The contract list answer: the contracts wrapped with their owner type. */
export interface ContractListAnswer {
    ownerType: unknown;
    contracts: ContractAnswer[];
}

export interface Contract extends ContractAnswer {
    id: Identifier;
    ownerType: PortalType;
}

/** The spec's contract status filter values (part 1 §4); the list offers all but "All". */
export const CONTRACT_STATUSES = ['All', 'Active', 'RecentlyActivated', 'Pending', 'Terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A file stored for a contract. */
export interface ContractFile {
    Id: number;
    FileName: string;
    FileExtension: string;
    CreatedDate: string;
    FileTypeName: string;
}

export interface HierarchyAgent {
    Id: number;
    Name: string;
    IsActive: boolean;
}

/** A node of a contract's hierarchy: an agency with its sub-agencies and agents. */
export interface HierarchyAgency {
    Id: number;
    Name: string;
    HasChildren: boolean;
    Agencies: HierarchyAgency[] | null;
    Agents: HierarchyAgent[] | null;
}

/** A downline agent on an agency contract. */
export interface DownlineAgentAnswer {
    UplineAgency: string;
    AgentName: string;
    AgentId: number | string;
    WritingNumber: string;
    StartDate: string;
    PolicyCount: number;
}

export interface DownlineAgent extends DownlineAgentAnswer {
    id: Identifier;
}
