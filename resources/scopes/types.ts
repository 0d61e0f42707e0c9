import type { Identifier } from 'react-admin';
import * as z from 'zod/mini';
import { pagedSchema } from '../../src/api/wire';

export const SOA_STATUSES = ['Sent', 'Client Viewed', 'Client Signed', 'Agent Viewed', 'Completed', 'Voided'] as const;
export type SoaStatus = (typeof SOA_STATUSES)[number];

export const soaSchema = z.object({
    id: z.union([z.number(), z.string()]),
    first_name: z.nullish(z.string()),
    last_name: z.nullish(z.string()),
    email: z.nullish(z.string()),
    date_requested: z.nullish(z.string()),
    date_completed: z.nullish(z.string()),
    complete: z.nullish(z.boolean()),
    // A status the portal does not know is shown as written, with no action (see ACTIONS_BY_STATUS).
    status: z.string(),
});
export type SoaAnswer = z.infer<typeof soaSchema>;

export interface Soa extends SoaAnswer {
    id: Identifier;
}

export const soaPageSchema = pagedSchema(soaSchema);

export const signingAnswerSchema = z.object({ url: z.string() });

export const SOA_ACTIONS = ['signNow', 'resend', 'void', 'download'] as const;
export type SoaAction = (typeof SOA_ACTIONS)[number];

export const ACTIONS_BY_STATUS: Record<SoaStatus, readonly SoaAction[]> = {
    Sent: ['resend', 'void'],
    'Client Viewed': ['resend', 'void'],
    'Client Signed': ['signNow', 'void', 'download'],
    'Agent Viewed': ['signNow', 'void', 'download'],
    Completed: ['download'],
    Voided: [],
};

export const isSoaStatus = (status: string): status is SoaStatus =>
    (SOA_STATUSES as readonly string[]).includes(status);

export const actionsFor = (status: string): readonly SoaAction[] =>
    isSoaStatus(status) ? SOA_ACTIONS.filter(action => ACTIONS_BY_STATUS[status].includes(action)) : [];

export interface SoaFilter {
    firstName?: string;
    lastName?: string;
    email?: string;
    /** YYYY-MM-DD, not after today; from not after to. */
    from?: string;
    to?: string;
}

export const FILTER_KEYS = ['firstName', 'lastName', 'email', 'from', 'to'] as const satisfies ReadonlyArray<
    keyof SoaFilter
>;

export const SOA_SORT = { field: 'DateRequested', order: 'DESC' } as const;

export const SOA_PAGE_SIZES = [25, 50, 100];

/** How the beneficiary first reached the agent, as the CMS scope of appointment form records it. */
export const CONTACT_METHODS = ['phone', 'in_person', 'email', 'mail', 'referral', 'event'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export interface SoaRequest {
    first_name: string;
    last_name: string;
    email: string;
    method_of_contact: ContactMethod | '';
}
