import { http, HttpResponse } from 'msw';
import { PDF_TYPE, pdfDocument } from '../db/documents';
import {
    findScope,
    nextScopeId,
    nowStamp,
    saveScope,
    scopesOf,
    type SoaFixture,
    type SoaStatusValue,
} from '../db/scopes';
import { defineDemoArea } from './area';
import { pagedResponse } from './paged';
import { api, encodedFile, failure } from './shared';

/**
 * Scope of appointments: an agent's SOAs paged, filtered by name, email and date requested;
 * a signing session; the pdf; resend; void; a new request. An action a status does not allow
 * answers 409, as the signing service would refuse it.
 */

const BASE = '/t/v2/agents/:agentId/scopes';

const toWire = ({ method_of_contact: _method, ...soa }: SoaFixture) => soa;

const ALLOWED: Record<'sign' | 'resend' | 'void' | 'pdf', readonly SoaStatusValue[]> = {
    sign: ['Client Signed', 'Agent Viewed'],
    resend: ['Sent', 'Client Viewed'],
    void: ['Sent', 'Client Signed', 'Client Viewed', 'Agent Viewed'],
    pdf: ['Completed', 'Client Signed', 'Agent Viewed'],
};

const contains = (value: string, part: string | null) =>
    !part || value.toLowerCase().includes(part.trim().toLowerCase());

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const find = (params: Record<string, unknown>) => findScope(String(params.agentId), String(params.soaId));

/** The SOA if the action is allowed for its status; otherwise the answer to send instead. */
const allowed = (params: Record<string, unknown>, action: keyof typeof ALLOWED) => {
    const soa = find(params);
    if (!soa) return { refusal: failure(404) };
    if (!ALLOWED[action].includes(soa.status))
        return { refusal: failure(409, { message: `Not allowed for an SOA that is ${soa.status}` }) };
    return { soa };
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A page of SOAs as the list call answers it: filtered by name, email and date requested, newest first. */
export const scopeListResponse = (soas: readonly SoaFixture[], request: Request) => {
    const query = new URL(request.url).searchParams;
    const start = query.get('date_requested_start');
    const end = query.get('date_requested_end');
    if ((start && !DAY.test(start)) || (end && !DAY.test(end)))
        return failure(400, { message: 'Invalid date requested filter' });
    return pagedResponse(soas, request, {
        sortable: { DateRequested: soa => soa.date_requested, Id: soa => soa.id },
        defaultSort: 'DateRequested-desc',
        defaultPageSize: 25,
        tieBreakers: ['Id'],
        filter: soa =>
            contains(soa.first_name, query.get('first_name')) &&
            contains(soa.last_name, query.get('last_name')) &&
            contains(soa.email, query.get('email')) &&
            (!start || soa.date_requested.slice(0, 10) >= start) &&
            (!end || soa.date_requested.slice(0, 10) <= end),
        toWire,
    });
};

export const scopesDemo = defineDemoArea({
    name: 'scopes',
    handlers: [
        http.get(api(BASE), ({ params, request }) => scopeListResponse(scopesOf(String(params.agentId)), request)),
        http.post(api(`${BASE}/:soaId/signing-url`), async ({ params, request }) => {
            const body = (await request.json().catch(() => null)) as { role?: unknown; return_url?: unknown } | null;
            if (body?.role !== 'agent' || !isText(body.return_url))
                return failure(400, { message: 'role and return_url are required' });
            const { soa, refusal } = allowed(params, 'sign');
            if (!soa) return refusal;
            const signing = new URL(`https://sign.example.com/soa/${soa.id}`);
            signing.searchParams.set('return_url', body.return_url);
            return HttpResponse.json({ url: signing.toString() });
        }),
        http.patch(api(`${BASE}/:soaId/request`), ({ params }) => {
            const { soa, refusal } = allowed(params, 'resend');
            if (!soa) return refusal;
            return HttpResponse.json(toWire(saveScope(String(params.agentId), { ...soa, status: 'Sent' })));
        }),
        http.post(api(`${BASE}/:soaId/voids`), ({ params }) => {
            const { soa, refusal } = allowed(params, 'void');
            if (!soa) return refusal;
            const voided = saveScope(String(params.agentId), { ...soa, status: 'Voided', complete: false });
            return HttpResponse.json(toWire(voided));
        }),
        http.get(api(`${BASE}/:soaId/pdf`), ({ params }) => {
            const { soa, refusal } = allowed(params, 'pdf');
            if (!soa) return refusal;
            const lines = [
                `Customer: ${soa.first_name} ${soa.last_name} (${soa.email})`,
                `Requested: ${soa.date_requested.slice(0, 10)}`,
                `Status: ${soa.status}`,
                `Initial method of contact: ${soa.method_of_contact}`,
            ];
            return encodedFile(
                `SOA-${soa.id}-${soa.last_name}.pdf`,
                PDF_TYPE,
                pdfDocument('Scope of appointment', lines)
            );
        }),
        http.post(api(BASE), async ({ params, request }) => {
            const body = (await request.json().catch(() => null)) as {
                customer?: { first_name?: unknown; last_name?: unknown; email?: unknown };
                method_of_contact?: unknown;
                customer_sign_embedded?: unknown;
                agent_sign_embedded?: unknown;
            } | null;
            const customer = body?.customer;
            if (
                !customer ||
                !isText(customer.first_name) ||
                !isText(customer.last_name) ||
                !isText(customer.email) ||
                !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customer.email) ||
                !isText(body.method_of_contact) ||
                body.customer_sign_embedded !== false ||
                body.agent_sign_embedded !== false
            )
                return failure(400, { message: 'Invalid SOA request' });
            const agentId = String(params.agentId);
            const soa = saveScope(agentId, {
                id: nextScopeId(agentId),
                first_name: customer.first_name,
                last_name: customer.last_name,
                email: customer.email,
                date_requested: nowStamp(),
                date_completed: null,
                complete: false,
                status: 'Sent',
                method_of_contact: body.method_of_contact,
            });
            return HttpResponse.json(toWire(soa), { status: 201 });
        }),
    ],
});
