import { queryOptions } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { defineApiArea } from '../../../src/api/dataProvider';
import { request, submit } from '../../../src/api/httpClient';
import { agencyV2Path, forAgency, ownerPath } from '../../../src/api/owner';
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

// The paths are ours (the product API documents only the payloads): docs/areas.md lists them.

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

export const contractRequestsApi = defineApiArea('contractRequests', portal => ({
    methods: {
        getRequestUplines: async () => {
            const answer = await request(`${ownerPath(portal)}/uplines`, { schema: uplinesSchema });
            const options = answer.map((upline): RequestOption => ({
                id: String(upline.AgencyId),
                name: upline.Name,
                type: 'agency',
                direct: upline.IsDirect === true,
            }));
            return options.sort((a, b) => Number(b.direct) - Number(a.direct) || byName(a, b));
        },
        getAgencyPlacements: forAgency(portal, agency => async () => {
            const answer = await request(`${agencyV2Path(agency)}/downlines`, { schema: downlineAgenciesSchema });
            const downlines = answer
                .map((downline): RequestOption => ({
                    id: String(downline.AgencyId),
                    name: downline.Name,
                    type: 'agency',
                }))
                .filter(option => option.id !== agency.id)
                .sort(byName);
            return [{ id: agency.id, name: agency.name, type: 'agency', direct: true }, ...downlines];
        }),
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
            submit(`${ownerPath(portal)}/contractrequests`, { method: 'POST', body: payload }),
    } satisfies ContractRequestMethods,
}));

type Lookups = Pick<ContractRequestMethods, 'getRequestUplines' | 'getAgencyPlacements' | 'getContractOptions'>;

/** A downline agent's producer summary: its licenses are all a request needs of it. */
type ProducerLicenses = { id: string; licenses?: License[] | null };

export const contractRequestQueries = {
    /**
     * From the producer summary (a list row under the same id lacks the licenses). `provider`: useAreaApi's for
     * a page's lookup (a 401 goes to sign-in), the raw one within an action (a 401 opens the session dialog).
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
    area: contractRequestsApi,
    call: (api: ContractRequestMethods, payload: ContractRequestPayload) => api.submitContractRequest(payload),
    messages: { pending: `${T}.submitting`, success: `${T}.success`, error: `${T}.failed` },
});
