import { http, HttpResponse } from 'msw';
import {
    contractOptionsOf,
    contractRequestStore,
    downlineAgenciesOf,
    FIRST_REQUEST_ID,
    uplinesOf,
    type StoredContractRequest,
} from '../../db/contracts/requests';
import { defineDemoArea } from '../area';
import { api, failure } from '../shared';
import { clock } from '../../../src/clock';
import { localDay } from '../../../src/domain/calendarDays';

const OWNER_TYPES = { agents: 'agent', agencies: 'agency' } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const ids = (value: unknown) =>
    Array.isArray(value) && value.every(item => typeof item === 'number' || typeof item === 'string')
        ? value
        : undefined;

/** What the server would refuse in a request, by field (ASP.NET's `{ errors }`). */
const problems = (body: Record<string, unknown>, ownerType: 'agent' | 'agency') => {
    const errors: Record<string, string[]> = {};
    const form = isRecord(body.requestForm) ? body.requestForm : undefined;
    if (!form) return { requestForm: ['Required'] };
    if (!ids(form.contracts)?.length) errors.contracts = ['Choose at least one contract'];
    if (!ids(form.states)?.length) errors.states = ['Choose at least one state'];
    if (
        form.agentCount !== null &&
        form.agentCount !== undefined &&
        !(Number.isInteger(form.agentCount) && Number(form.agentCount) >= 1)
    )
        errors.agentCount = ['A whole number of 1 or more'];
    if (!isRecord(body.uplineAgency) || !given(String(body.uplineAgency.id ?? ''))) errors.uplineAgency = ['Required'];
    const target = body.targetAgent ?? body.targetAgency;
    if (ownerType === 'agency' && !isRecord(target)) errors.target = ['Required'];
    if (isRecord(target) && target.type === 'new') {
        const person = isRecord(target.principalAgent) ? target.principalAgent : target;
        for (const field of ['firstName', 'lastName', 'email', 'npn'])
            if (!given(person[field])) errors[field] = ['Required'];
        if (given(person.npn) && !/^\d+$/.test(String(person.npn))) errors.npn = ['Digits only'];
    }
    return errors;
};

const forOf = (
    body: Record<string, unknown>,
    ownerType: 'agent' | 'agency'
): Pick<StoredContractRequest, 'forType' | 'forId'> => {
    if (ownerType === 'agent') return { forType: 'self' };
    if (isRecord(body.targetAgency)) return body.targetAgency.type === 'new' ? { forType: 'new' } : { forType: 'self' };
    const agent = isRecord(body.targetAgent) ? body.targetAgent : {};
    return agent.type === 'new' ? { forType: 'new' } : { forType: 'agent', forId: String(agent.id) };
};

/** Contract requests (our paths for the API's documented payloads): lookups and the request itself. */
const contractRequestHandlers = [
    http.get(api('/t/:owners/:ownerId/uplines'), ({ params }) => {
        const ownerType = OWNER_TYPES[params.owners as keyof typeof OWNER_TYPES];
        if (!ownerType) return;
        return HttpResponse.json(uplinesOf(ownerType, String(params.ownerId)));
    }),
    http.get(api('/t/v2/agencies/:agencyId/downlines'), ({ params }) =>
        HttpResponse.json(downlineAgenciesOf(String(params.agencyId)))
    ),
    http.get(api('/t/agencies/:agencyId/contractoptions'), ({ params }) =>
        HttpResponse.json(contractOptionsOf(String(params.agencyId)))
    ),
    http.post(api('/t/:owners/:ownerId/contractrequests'), async ({ params, request }) => {
        const ownerType = OWNER_TYPES[params.owners as keyof typeof OWNER_TYPES];
        if (!ownerType) return;
        const body: unknown = await request.json().catch(() => undefined);
        if (!isRecord(body)) return failure(400, { message: 'The request is not valid JSON.' });
        const errors = problems(body, ownerType);
        if (Object.keys(errors).length > 0) return failure(400, { errors });
        const form = body.requestForm as Record<string, unknown>;
        const upline = body.uplineAgency as Record<string, unknown>;
        const stored = contractRequestStore.add({
            Id: contractRequestStore.nextId(FIRST_REQUEST_ID),
            ownerType,
            ownerId: String(params.ownerId),
            ...forOf(body, ownerType),
            uplineAgencyId: String(upline.id),
            uplineAgencyName: String(upline.name ?? ''),
            contracts: (form.contracts as Array<string | number>).map(String),
            states: (form.states as Array<string | number>).map(String),
            submittedAt: `${localDay(clock.now())}T00:00:00`,
        });
        return HttpResponse.json({ Id: stored.Id });
    }),
];

export const contractRequestsDemo = defineDemoArea({ name: 'contractRequests', handlers: contractRequestHandlers });
