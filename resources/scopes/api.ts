import type { CreateParams, GetListParams, Identifier } from 'react-admin';
import { defineApiArea } from '../../src/api/dataProvider';
import { downloadEncodedFile, request, submit } from '../../src/api/httpClient';
import { defineAction } from '../../src/api/useProviderMutation';
import type { Month } from '../../src/domain/calendarMonths';
import { readFilter } from './filters';
import { signingAnswerSchema, soaPageSchema, soaSchema, type ContactMethod, type Soa, type SoaAnswer } from './types';

export class SigningUrlError extends Error {
    override readonly name = 'SigningUrlError';
    constructor() {
        super('The signing session answer is not an absolute https URL');
    }
}

export class AgentPortalRequiredError extends Error {
    override readonly name = 'AgentPortalRequiredError';
    constructor() {
        super('Scope of appointments are only available for agent portals');
    }
}

/** The list's page and filter as the call's query, under the API's names. */
const scopesQuery = ({ pagination, filter }: Pick<GetListParams, 'pagination' | 'filter'>) => {
    const { firstName, lastName, email, from, to } = readFilter(filter);
    return {
        sort: 'DateRequested-desc',
        page: pagination?.page ?? 1,
        pageSize: pagination?.perPage ?? 25,
        first_name: firstName,
        last_name: lastName,
        email,
        date_requested_start: from,
        date_requested_end: to,
    };
};

const toSoa = (answer: SoaAnswer): Soa => ({ ...answer, id: answer.id });

/** What the request form sends. */
export interface SoaRequestBody {
    customer: { first_name: string; last_name: string; email: string };
    method_of_contact: ContactMethod;
    customer_sign_embedded: false;
    agent_sign_embedded: false;
}

/** Only an absolute https address may take the browser away from the portal (no http, no javascript:). */
export const isHttpsUrl = (value: unknown): value is string => {
    if (typeof value !== 'string') return false;
    try {
        return new URL(value).protocol === 'https:';
    } catch {
        return false;
    }
};

export interface ScopeMethods {
    /** A signing session for the agent; resolves to its https address, rejects with SigningUrlError otherwise. */
    getSigningUrl: (soaId: Identifier, returnUrl: string) => Promise<string>;
    /** Each resolves to the SOA as it now is, when the answer has it. */
    resendScope: (soaId: Identifier) => Promise<Soa | undefined>;
    voidScope: (soaId: Identifier) => Promise<Soa | undefined>;
    /** Resolves to the file name. */
    downloadScopePdf: (soaId: Identifier) => Promise<string>;
}

export const scopesApi = defineApiArea('scopes', portal => {
    if (portal.type !== 'agent') throw new AgentPortalRequiredError();
    const scopesPath = (soaId?: Identifier) =>
        `/t/v2/agents/${encodeURIComponent(portal.id)}/scopes${
            soaId === undefined ? '' : `/${encodeURIComponent(String(soaId))}`
        }`;
    return {
        resources: {
            scopes: {
                getList: async (params: GetListParams) => {
                    const answer = await request(scopesPath(), { query: scopesQuery(params), schema: soaPageSchema });
                    return { data: answer.Data.map(toSoa), total: answer.Total };
                },
                create: async (params: CreateParams<SoaRequestBody>) => {
                    const body: SoaRequestBody = {
                        customer: params.data.customer!,
                        method_of_contact: params.data.method_of_contact!,
                        customer_sign_embedded: false,
                        agent_sign_embedded: false,
                    };
                    const saved = await submit(scopesPath(), { method: 'POST', body, reads: soaSchema });
                    return { data: saved ? toSoa(saved) : { ...body, id: '' } };
                },
            },
        },
        methods: {
            getSigningUrl: async (soaId, returnUrl) => {
                const answer = await submit(`${scopesPath(soaId)}/signing-url`, {
                    method: 'POST',
                    body: { role: 'agent', return_url: returnUrl },
                    reads: signingAnswerSchema,
                });
                if (!isHttpsUrl(answer?.url)) throw new SigningUrlError();
                return answer.url;
            },
            resendScope: async soaId => {
                const answer = await submit(`${scopesPath(soaId)}/request`, { method: 'PATCH', reads: soaSchema });
                return answer && toSoa(answer);
            },
            voidScope: async soaId => {
                const answer = await submit(`${scopesPath(soaId)}/voids`, { method: 'POST', reads: soaSchema });
                return answer && toSoa(answer);
            },
            downloadScopePdf: async soaId => downloadEncodedFile(`${scopesPath(soaId)}/pdf`),
        } satisfies ScopeMethods,
    };
});

// react-admin's list and the area's own queries share the area's name: a change the page cannot show by itself
// refreshes them all by it.
export const scopeQueries = {
    all: ['scopes'] as const,
    /** The SOA check's reads: the agent's SOAs, a month's applications, one application placed in its month. */
    soaCheck: {
        soas: () => ['scopes', 'soaCheck', 'soas'] as const,
        received: (month: Month) => ['scopes', 'soaCheck', 'received', month] as const,
        /** `soas` names the customer's SOAs the placing was asked for: another set of them is asked again. */
        placed: (enrollmentId: Identifier, month: Month, soas: string) =>
            ['scopes', 'soaCheck', 'placed', String(enrollmentId), month, soas] as const,
    },
};

/** Leaves the portal for the signing page (a seam tests replace). */
export const browserLocation = { assign: (url: string) => window.location.assign(url) };

export const scopeActions = {
    signNow: defineAction({
        area: scopesApi,
        call: (api: ScopeMethods, { id, returnUrl }: { id: Identifier; returnUrl: string }) =>
            api.getSigningUrl(id, returnUrl),
        // On success the browser is already on its way to the signing page.
        messages: {
            pending: 'resources.scopes.messages.openingSigning',
            success: 'resources.scopes.messages.signingReady',
            error: 'resources.scopes.messages.signingSessionFailed',
        },
    }),
    resend: defineAction({
        area: scopesApi,
        call: (api: ScopeMethods, id: Identifier) => api.resendScope(id),
        messages: {
            pending: 'resources.scopes.messages.resending',
            success: 'resources.scopes.messages.resendSuccess',
            error: 'resources.scopes.messages.resendFailed',
        },
    }),
    void: defineAction({
        area: scopesApi,
        call: (api: ScopeMethods, id: Identifier) => api.voidScope(id),
        messages: {
            pending: 'resources.scopes.messages.voiding',
            success: 'resources.scopes.messages.voidSuccess',
            error: 'resources.scopes.messages.voidFailed',
        },
    }),
    download: defineAction({
        area: scopesApi,
        call: (api: ScopeMethods, id: Identifier) => api.downloadScopePdf(id),
        messages: {
            pending: 'resources.scopes.messages.downloadPending',
            success: 'resources.scopes.messages.downloadSuccess',
            error: 'resources.scopes.messages.downloadFailed',
        },
    }),
};

export const requestScopeAction = defineAction({
    call: (api: { create: (resource: string, params: CreateParams) => Promise<{ data: Soa }> }, body: SoaRequestBody) =>
        api.create('scopes', { data: body }).then(answer => answer.data),
    messages: {
        pending: 'resources.scopes.messages.requesting',
        success: 'resources.scopes.messages.requestSuccess',
        error: 'resources.scopes.messages.requestFailed',
    },
});
