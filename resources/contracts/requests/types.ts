import * as z from 'zod/mini';

const id = z.union([z.number(), z.string()]);

export const uplinesSchema = z.array(
    z.object({ AgencyId: id, Name: z.string(), NPN: z.nullish(z.string()), IsDirect: z.nullish(z.boolean()) })
);

export const downlineAgenciesSchema = z.array(z.object({ AgencyId: id, Name: z.string(), NPN: z.nullish(z.string()) }));

export const contractOptionsSchema = z.array(
    z.object({
        AgencyContractId: id,
        InsurerName: z.string(),
        PolicyTypes: z.nullish(z.array(z.object({ Abbreviation: z.string() }))),
    })
);

export interface RequestOption {
    id: string;
    name: string;
    type: 'agency' | 'agent' | 'new';
    /** The portal's direct upline, listed first. */
    direct?: boolean;
}

export interface ContractOption {
    id: string;
    insurer: string;
    policyTypes: string[];
}

export interface EAndOInput {
    issuedBy: string;
    /** A number on the wire, as in the E&O submission. */
    coverageLimits: number;
    expirationDate: string;
    policyNumber: string;
}

export interface NewAgentInput {
    firstName: string;
    lastName: string;
    email: string;
    npn: string;
    eAndO?: EAndOInput | null;
}

export interface NewAgencyInput {
    name: string;
    npn: string;
    principalAgent: Omit<NewAgentInput, 'eAndO'>;
    eAndO?: EAndOInput | null;
}

export interface RequestForm {
    contracts: Array<number | string>;
    states: Array<number | string>;
    comments: string;
    /** Requests for an agency only; null otherwise. */
    agentCount: number | null;
}

export type TargetAgent = (RequestOption & { type: 'agent' }) | (NewAgentInput & { type: 'new' });
export type TargetAgency = (RequestOption & { type: 'agency' }) | (NewAgencyInput & { type: 'new' });

export interface ContractRequestPayload {
    requestForm: RequestForm;
    uplineAgency: RequestOption;
    targetAgent?: TargetAgent;
    targetAgency?: TargetAgency;
}
