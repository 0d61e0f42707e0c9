import * as z from 'zod/mini';

/**
 * Wire types of the contract requests. Unknown extra fields are allowed, as everywhere:
 * the API may add fields without breaking the portal.
 */

const id = z.union([z.number(), z.string()]);

/** An upline agency of the portal: GET /t/{agents|agencies}/{id}/uplines. */
export const uplinesSchema = z.array(
    z.object({ AgencyId: id, Name: z.string(), NPN: z.nullish(z.string()), IsDirect: z.nullish(z.boolean()) })
);

/** A downline agency: GET /t/v2/agencies/{id}/downlines. */
export const downlineAgenciesSchema = z.array(z.object({ AgencyId: id, Name: z.string(), NPN: z.nullish(z.string()) }));

/** A contract option of an upline: the insurer with its policy types' abbreviations. */
export const contractOptionsSchema = z.array(
    z.object({
        AgencyContractId: id,
        InsurerName: z.string(),
        PolicyTypes: z.nullish(z.array(z.object({ Abbreviation: z.string() }))),
    })
);

/** An upline or agency choice. */
export interface RequestOption {
    id: string;
    name: string;
    type: 'agency' | 'agent' | 'new';
    /** Uplines only: the portal's direct upline (listed first). */
    direct?: boolean;
}

export interface ContractOption {
    id: string;
    insurer: string;
    policyTypes: string[];
}

/** E&O input of a new agent or agency, optional. */
export interface EAndOInput {
    issuedBy: string;
    /** USD, a number on the wire as in the E&O submission. */
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

/** The request form: ids as the lookups sent them. */
export interface RequestForm {
    contracts: Array<number | string>;
    states: Array<number | string>;
    comments: string;
    /** Requests for an agency only (its estimated number of agents); null otherwise. */
    agentCount: number | null;
}

export type TargetAgent = (RequestOption & { type: 'agent' }) | (NewAgentInput & { type: 'new' });
export type TargetAgency = (RequestOption & { type: 'agency' }) | (NewAgencyInput & { type: 'new' });

/** The body of POST /t/{agents|agencies}/{id}/contractrequests. */
export interface ContractRequestPayload {
    requestForm: RequestForm;
    uplineAgency: RequestOption;
    targetAgent?: TargetAgent;
    targetAgency?: TargetAgency;
}
