import type { CreateParams, GetListParams, Identifier } from 'react-admin';
import { defineApiArea } from '../../src/api/dataProvider';
import { downloadEncodedFile, request, submit } from '../../src/api/httpClient';
import { requirePortal } from '../../src/api/owner';
import { defineAction } from '../../src/api/useProviderMutation';
import type { Month } from '../../src/domain/calendarMonths';
import type { Portal } from '../../src/portal/types';
import { readFilter } from './filters';
import { signingAnswerSchema, soaPageSchema, soaSchema, type ContactMethod, type Soa, type SoaAnswer } from './types';

/**
 * Scope of appointments, agent portals only. Where the product API leaves a point open, the choices
 * written down here:
 *
 * - `scopes` getList: GET /t/v2/agents/{id}/scopes?sort=DateRequested-desc&page&pageSize&first_name&last_name
 *   &email&date_requested_start&date_requested_end, `{ Data, Total }`. The only sort the call names is sent
 *   every time; empty filters are left out; dates are calendar days (YYYY-MM-DD). The list keeps its filters
 *   in the address as firstName, lastName, email, from, to (filters.ts).
 * - `scopes` create (the request form): POST /t/v2/agents/{id}/scopes with `customer { first_name, last_name,
 *   email }`, `method_of_contact`, `customer_sign_embedded: false`, `agent_sign_embedded: false` (the customer
 *   and the agent sign through the signing service's own emails and pages, not inside the portal). Its answer is
 *   not shown: any 2xx is a success, the new SOA read when it comes back. The new SOA is the newest, so the
 *   list (DateRequested descending, first page, no filter) loaded again on return shows it on top.
 * - Method of contact: the CMS scope of appointment form asks for the beneficiary's initial method of contact
 *   (how the meeting came about: a call, a walk-in, an email, a mailer reply, a referral, an event), which an
 *   agent who meets Medicare customers records on every SOA. The wire values are `phone`, `in_person`, `email`,
 *   `mail`, `referral` and `event`; no default is chosen, the agent says which.
 * - Sign now: POST .../scopes/{soaId}/signing-url `{ role: 'agent', return_url }` answers `{ url }`; the return
 *   URL is this list's address (filters and page kept, absolute, this origin). The browser goes to `url` only
 *   when it is an absolute https URL: anything else (http, javascript:, a relative path, none) is the same
 *   failure as a failed call, 'Failed to generate SOA signing session': the address is what was asked for,
 *   and no other call gives it.
 * - Resend (PATCH .../request) and void (POST .../voids): their answers are not shown: any 2xx is a success,
 *   the SOA as it now is read when it comes back. A void that answers without it marks the row Voided itself;
 *   a resend that answers without it loads the list again.
 * - Download: GET .../pdf, a base64 file answer (the client's file format) saved under its own name.
 */

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

/** The selected portal, for calls that exist for agents only. */
const requireAgent = (): Portal => {
    const portal = requirePortal();
    if (portal.type !== 'agent') throw new AgentPortalRequiredError();
    return portal;
};

/** `/t/v2/agents/{id}/scopes`, with one SOA's id when given. */
export const scopesPath = (soaId?: Identifier, portal: Portal = requireAgent()) =>
    `/t/v2/agents/${encodeURIComponent(portal.id)}/scopes${
        soaId === undefined ? '' : `/${encodeURIComponent(String(soaId))}`
    }`;

/** The list's page and filter as the call's query, under the API's names. */
export const scopesQuery = ({ pagination, filter }: Pick<GetListParams, 'pagination' | 'filter'>) => {
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

const getScopes = async (params: GetListParams) => {
    const answer = await request(scopesPath(), { query: scopesQuery(params), schema: soaPageSchema });
    return { data: answer.Data.map(toSoa), total: answer.Total };
};

/** What the request form sends. */
export interface SoaRequestBody {
    customer: { first_name: string; last_name: string; email: string };
    method_of_contact: ContactMethod;
    customer_sign_embedded: false;
    agent_sign_embedded: false;
}

const createScope = async (params: CreateParams<SoaRequestBody>) => {
    const body: SoaRequestBody = {
        customer: params.data.customer!,
        method_of_contact: params.data.method_of_contact!,
        customer_sign_embedded: false,
        agent_sign_embedded: false,
    };
    const saved = await submit(scopesPath(), { method: 'POST', body, reads: soaSchema });
    return { data: saved ? toSoa(saved) : { ...body, id: '' } };
};

/** Only an absolute https address may take the browser away from the portal (no http, no javascript:). */
export const isHttpsUrl = (value: unknown): value is string => {
    if (typeof value !== 'string') return false;
    try {
        return new URL(value).protocol === 'https:';
    } catch {
        return false;
    }
};

/** The calls beyond CRUD. */
export interface ScopeMethods {
    /** A signing session for the agent; resolves to its https address, rejects with SigningUrlError otherwise. */
    getSigningUrl: (soaId: Identifier, returnUrl: string) => Promise<string>;
    /** Sends the SOA to the customer again; resolves to the SOA as it now is, when the answer has it. */
    resendScope: (soaId: Identifier) => Promise<Soa | undefined>;
    /** Voids the SOA; resolves to it as it now is (Voided). */
    voidScope: (soaId: Identifier) => Promise<Soa | undefined>;
    /** Saves the SOA as a pdf; resolves to the file name. */
    downloadScopePdf: (soaId: Identifier) => Promise<string>;
}

const methods: ScopeMethods = {
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
};

export const scopesApi = defineApiArea('scopes', () => ({
    resources: { scopes: { getList: getScopes, create: createScope } },
    methods,
}));

/**
 * Every query of the SOAs starts with the resource's name, react-admin's (the list) and the area's own alike: a
 * change the page cannot show by itself refreshes them all by it.
 */
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

/** The row actions with their toasts, run with useProviderAction. */
export const scopeActions = {
    signNow: defineAction({
        call: (api: ScopeMethods, { id, returnUrl }: { id: Identifier; returnUrl: string }) =>
            api.getSigningUrl(id, returnUrl),
        // On success the browser is already on its way to the signing page.
        messages: {
            pending: 'resources.scopes.messages.openingSigning',
            success: 'resources.scopes.messages.signingReady',
            error: 'messages.soa.signingSessionFailed',
        },
    }),
    resend: defineAction({
        call: (api: ScopeMethods, id: Identifier) => api.resendScope(id),
        messages: {
            pending: 'resources.scopes.messages.resending',
            success: 'messages.soa.resendSuccess',
            error: 'messages.soa.resendFailed',
        },
    }),
    void: defineAction({
        call: (api: ScopeMethods, id: Identifier) => api.voidScope(id),
        messages: {
            pending: 'resources.scopes.messages.voiding',
            success: 'messages.soa.voidSuccess',
            error: 'messages.soa.voidFailed',
        },
    }),
    download: defineAction({
        call: (api: ScopeMethods, id: Identifier) => api.downloadScopePdf(id),
        messages: {
            pending: 'messages.soa.downloadPending',
            success: 'messages.soa.downloadSuccess',
            error: 'messages.soa.downloadFailed',
        },
    }),
};

/** The request form's submission (through the data provider's create), with its toasts. */
export const requestScopeAction = defineAction({
    call: (api: { create: (resource: string, params: CreateParams) => Promise<{ data: Soa }> }, body: SoaRequestBody) =>
        api.create('scopes', { data: body }).then(answer => answer.data),
    messages: {
        pending: 'resources.scopes.messages.requesting',
        success: 'messages.soa.requestSuccess',
        error: 'messages.soa.requestFailed',
    },
});
