import { queryOptions } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { defineApiArea } from '../../../src/api/dataProvider';
import { request, submit } from '../../../src/api/httpClient';
import { ownerPath, requireAgency, requirePortal } from '../../../src/api/owner';
import type { License } from '../../../src/api/wire';
import { defineAction } from '../../../src/api/useProviderMutation';
import {
    contractOptionsSchema,
    downlineAgenciesSchema,
    uplinesSchema,
    type ContractOption,
    type ContractRequestPayload,
    type RequestOption,
} from './types';

/**
 * Contract requests. The product API documents the payloads but not the paths; these are ours, in the product
 * API's style, and docs/areas.md lists them in one table:
 *
 * | call | answer / body |
 * | GET /t/{agents|agencies}/{id}/uplines | `[{ AgencyId, Name, NPN, IsDirect }]` |
 * | GET /t/v2/agencies/{id}/downlines | `[{ AgencyId, Name, NPN }]`, the agency's downline agencies |
 * | GET /t/agencies/{agencyId}/contractoptions | `[{ AgencyContractId, InsurerName, PolicyTypes: [{ Abbreviation }] }]` |
 * | POST /t/{agents|agencies}/{id}/contractrequests | `{ requestForm, uplineAgency, targetAgent? , targetAgency? }` |
 *
 * Other areas' calls answer the rest: the downline agents (GET
 * /t/agencies/{id}/downlineagents, producers' `downlineAgents`), the portal's own licenses (GET
 * /t/{agents|agencies}/{id}/licenses, `licenses`), a downline agent's licenses (GET
 * /t/v2/agencies/{id}/agents/{agentId}, producers' `producers`) and the states (GET /t/states).
 *
 * Choices where the product API leaves a point open, as a contracting desk would expect them:
 * - The upline of a request for the portal itself (an agent, or "this agency") is one of the portal's uplines,
 *   direct ones first. A new agency, a downline agent or a new agent is placed under this agency or one of its
 *   downline agencies: those are the upline choices then, this agency first.
 * - Contract options are the chosen upline's contracts it can hand down (`contractoptions` of that agency).
 * - The form sends ids: `contracts` are AgencyContractIds, `states` the states' Ids; `comments` trimmed (''
 *   when empty); `agentCount` the estimated number of agents of an agency target (the agency's "estimated
 *   number of agents"), null for an agent. `uplineAgency` is the chosen option `{ id, name, type: 'agency' }`.
 * - `targetAgent` / `targetAgency` are an existing one as an option (`{ id, name, type }`) or a new one as the
 *   new-agent or new-agency input with `type: 'new'`. An agent portal's request has neither (the agent asks for
 *   itself).
 * - "Apply to more agents" looks up each agent's licenses (their producer summary, as the form step does) and
 *   sends one POST per agent with `targetAgent` set to that agent, `agentCount` null and only the states of the
 *   request the agent is licensed in (none: no POST);
 *   the comment (or 'None provided' when empty) is followed by a note naming the original request's target,
 *   in English like the rest of what the relationship manager reads.
 * - Any 2xx answer is a success whatever its body, which is not read (none is documented); anything else is
 *   the request's failure.
 */

const agencyPath = (agencyId: string) => `/t/agencies/${encodeURIComponent(agencyId)}`;

const byName = (a: RequestOption, b: RequestOption) => a.name.localeCompare(b.name);

export interface ContractRequestMethods {
    /** The portal's uplines, direct ones first. */
    getRequestUplines: () => Promise<RequestOption[]>;
    /** This agency and its downline agencies: where a new agency or an agent is placed. */
    getAgencyPlacements: () => Promise<RequestOption[]>;
    getContractOptions: (uplineAgencyId: string) => Promise<ContractOption[]>;
    submitContractRequest: (payload: ContractRequestPayload) => Promise<void>;
}

export const contractRequestMethods: ContractRequestMethods = {
    getRequestUplines: async () => {
        const answer = await request(`${ownerPath(requirePortal())}/uplines`, { schema: uplinesSchema });
        const options = answer.map((upline): RequestOption => ({
            id: String(upline.AgencyId),
            name: upline.Name,
            type: 'agency',
            direct: upline.IsDirect === true,
        }));
        return options.sort((a, b) => Number(b.direct) - Number(a.direct) || byName(a, b));
    },
    getAgencyPlacements: async () => {
        const agency = requireAgency();
        const answer = await request(`/t/v2/agencies/${encodeURIComponent(agency.id)}/downlines`, {
            schema: downlineAgenciesSchema,
        });
        const downlines = answer
            .map((downline): RequestOption => ({ id: String(downline.AgencyId), name: downline.Name, type: 'agency' }))
            .filter(option => option.id !== agency.id)
            .sort(byName);
        return [{ id: agency.id, name: agency.name, type: 'agency', direct: true }, ...downlines];
    },
    getContractOptions: async uplineAgencyId => {
        const answer = await request(`${agencyPath(uplineAgencyId)}/contractoptions`, {
            schema: contractOptionsSchema,
        });
        return answer
            .map(option => ({
                id: String(option.AgencyContractId),
                insurer: option.InsurerName,
                policyTypes: (option.PolicyTypes ?? []).map(type => type.Abbreviation),
            }))
            .sort((a, b) => a.insurer.localeCompare(b.insurer));
    },
    submitContractRequest: async payload =>
        submit(`${ownerPath(requirePortal())}/contractrequests`, { method: 'POST', body: payload }),
};

export const contractRequestsApi = defineApiArea('contractRequests', () => ({ methods: contractRequestMethods }));

type Lookups = Pick<ContractRequestMethods, 'getRequestUplines' | 'getAgencyPlacements' | 'getContractOptions'>;

/** A downline agent's producer summary: its licenses are all a request needs of it. */
type ProducerLicenses = { id: string; licenses?: License[] | null };

/** Query options of the wizard's lookups. */
export const contractRequestQueries = {
    /**
     * A downline agent's licenses, from their producer summary (producers' getOne: a list row under the same
     * id would lack them): the states a request for that agent may name. `provider` is the data provider as
     * the caller needs it: useAreaApi's for a page's lookup (a 401 goes to sign-in), the raw one within an
     * action (a 401 opens the session-expired dialog).
     */
    agentLicenses: (provider: Pick<DataProvider, 'getOne'>, agentId: string) =>
        queryOptions({
            queryKey: ['contractRequests', 'agentLicenses', agentId],
            queryFn: async (): Promise<License[]> =>
                (await provider.getOne<ProducerLicenses>('producers', { id: agentId })).data.licenses ?? [],
            enabled: agentId !== '',
        }),
    uplines: (api: Lookups) =>
        queryOptions({
            queryKey: ['contractRequests', 'uplines'],
            queryFn: () => api.getRequestUplines(),
        }),
    placements: (api: Lookups) =>
        queryOptions({
            queryKey: ['contractRequests', 'placements'],
            queryFn: () => api.getAgencyPlacements(),
        }),
    contractOptions: (api: Lookups, uplineAgencyId: string) =>
        queryOptions({
            queryKey: ['contractRequests', 'contractOptions', uplineAgencyId],
            queryFn: () => api.getContractOptions(uplineAgencyId),
            enabled: uplineAgencyId !== '',
        }),
};

const T = 'resources.contractRequests.messages';

/** One request with its toasts (run with useProviderAction: no false success, a 401 keeps the form). */
export const submitContractRequestAction = defineAction({
    call: (api: ContractRequestMethods, payload: ContractRequestPayload) => api.submitContractRequest(payload),
    messages: { pending: `${T}.submitting`, success: `${T}.success`, error: `${T}.failed` },
});
