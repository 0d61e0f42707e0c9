import { getResponse } from 'msw';
import { handlers } from '../../../mocks/handlers';
import { countiesByState, products } from '../../../mocks/db/dictionaries';
import type { RecordedAnswer } from '../../../scripts/apiContract/answers';
import { clock } from '../../../src/clock';

/**
 * Every call of the contract asked of the demo handlers, as the portal would ask it, for the demo's agent 101
 * and agency 201: the ids a call needs come from the answers before it, as a person's clicks would find them.
 * Each answer is recorded as the contract check reads it.
 */

const AGENT = '/t/agents/101';
const AGENCY = '/t/agencies/201';
const XSRF = 'api-contract-xsrf';

type Json = Record<string, unknown>;
type Body = Json | FormData;

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

const withParts = (parts: Record<string, Json | File>) => {
    const form = new FormData();
    for (const [name, part] of Object.entries(parts))
        form.append(name, part instanceof File ? part : new Blob([JSON.stringify(part)], { type: 'application/json' }));
    return form;
};

export const demoTour = async (): Promise<RecordedAnswer[]> => {
    const answers: RecordedAnswer[] = [];

    const send = async (method: string, path: string, body?: Body, paged = false) => {
        const headers = new Headers({ Cookie: `demo_session=1; XSRF-TOKEN=${XSRF}`, 'X-XSRF-TOKEN': XSRF });
        if (paged) headers.set('X-Paged', '1');
        if (body && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
        const payload = body instanceof FormData ? body : body && JSON.stringify(body);
        const response = await getResponse(
            handlers,
            new Request(`http://localhost${path}`, { method, headers, body: payload })
        );
        if (!response) throw new Error(`No demo handler answers ${method} ${path}`);
        const answer = { method, url: path, status: response.status, body: await response.text() };
        answers.push(answer);
        return answer;
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tour reads ids out of answers it then checks
    const read = async (path: string, paged = false): Promise<any> => {
        const { status, body } = await send('GET', path, undefined, paged);
        if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
        return JSON.parse(body);
    };

    await read('/api/user');
    await read('/t/agents/my/permissions');
    for (const owner of [AGENT, AGENCY]) {
        for (const tool of ['connecture', 'sunfire']) await read(`${owner}/${tool}`);
        await send('GET', `${owner}/accountmanager`);
        await read(`${owner}/dashboard`);
        await read(`${owner}/enrollments/recent?maxResults=10`);
    }

    // Dictionaries and content.
    const stateId = Number(Object.keys(countiesByState)[0]);
    const product = products[0];
    await read('/t/states');
    await read(`/t/counties/${stateId}/dictionary`);
    await read('/t/insurers');
    await read('/t/insurers/dictionary?IsActive=true');
    await read(`${AGENCY}/insurers`);
    await read('/t/policytypes/dictionary');
    await read(`/t/products/dictionary?InsurerId=${product.InsurerId}&PolicyTypeId=${product.PolicyTypeId}`);
    await read('/t/licenseTypes');
    await read('/api/videos?pageSize=10');
    await read('/api/feeds/news?maxItems=5');
    await read('/api/content/calendar');
    await read('/t/alerts');
    await read(`${AGENCY}/producersummary?BeginningProducerDate=${clock.now().getFullYear()}-01-01`);

    // Contracts, their files and the contract requests.
    const agentContract = (await read(`${AGENT}/contracts?Filter=Active`)).contracts[0];
    const agencyContract = (await read(`${AGENCY}/contracts?Filter=All`)).contracts.find(
        (contract: Json) => Number(contract.PolicyCount) > 0
    );
    await read(`/t/agentcontracts/${agentContract.Id}`);
    await read(`/t/agencycontracts/${agencyContract.Id}`);
    const files = [
        ...(await read(`/t/agentcontracts/${agentContract.Id}/files`)),
        ...(await read(`/t/agencycontracts/${agencyContract.Id}/files`)),
    ];
    const address = await read(`/t/files/${files[0].Id}/downloadurl`);
    await read(`/api/files/encoded-file?apiFilePath=${encodeURIComponent(address)}`);
    const contractPath = `/t/agencycontracts/${agencyContract.Id}`;
    await read(`${contractPath}/hierarchy`);
    await read(`${contractPath}/hierarchy/excel`);
    await read(`${contractPath}/policies/excel`);
    await read(
        `${AGENCY}/contracts/${agencyContract.Id}/downlines?Filter=Active&page=1&pageSize=15&sort=AgentName-asc`,
        true
    );
    const uplines = await read(`${AGENT}/uplines`);
    await read(`${AGENCY}/uplines`);
    await read('/t/v2/agencies/201/downlines');
    const upline = uplines.find((row: Json) => row.IsDirect) ?? uplines[0];
    const options = await read(`/t/agencies/${upline.AgencyId}/contractoptions`);
    const downlineAgents = await read(`${AGENCY}/downlineagents`);
    const requestForm = { contracts: [options[0].AgencyContractId], states: [stateId], comments: '', agentCount: null };
    const uplineAgency = { id: String(upline.AgencyId), name: upline.Name, type: 'agency' };
    await send('POST', `${AGENT}/contractrequests`, { requestForm, uplineAgency });
    const agent = downlineAgents[0];
    const targetAgent = { id: String(agent.AgentId), name: `${agent.FirstName} ${agent.LastName}`, type: 'agent' };
    await send('POST', `${AGENCY}/contractrequests`, { requestForm, uplineAgency, targetAgent });

    // Licenses, producers, E&O and the RTS report.
    for (const [owner, segment] of [
        [AGENT, 'agentlicenses'],
        [AGENCY, 'agencylicenses'],
    ]) {
        const licenses = await read(`${owner}/licenses`);
        await read(`/t/${segment}/${licenses[0].Id}/files`);
        const { Id: _id, ...license } = licenses[0];
        await send('POST', `${owner}/licenses/submit`, withParts({ license, file: pdf('License.pdf') }));
        const eAndO = {
            IssuedBy: 'Berkley',
            CoverageLimits: 1_000_000,
            ExpirationDate: '2027-06-30',
            PolicyNumber: 'EO-1',
        };
        await send('POST', `${owner}/eandos/submit`, withParts({ eAndO, certificate: pdf('Certificate.pdf') }));
    }
    await read(`/t/eandos/${(await read(`${AGENT}/eandos`))[0].Id}/files`);
    await read(`${AGENCY}/eandos/${(await read(`${AGENCY}/eandos`))[0].Id}/files`);
    await read('/t/v2/agencies/201/downlineagentcontracts?Status=Active&page=1&pageSize=25&sort=agent_name-asc', true);
    await read('/t/v2/agencies/201/downlineagentcontracts/excel?Status=Active&sort=agent_name-asc');
    await read(`/t/v2/agencies/201/agents/${agent.AgentId}`);
    await read(`${AGENCY}/reports/rtsreport/excel?PlanYear=${clock.now().getFullYear()}`);

    await tourOfTheBook(read, send);
    return answers;
};

type Read = (path: string, paged?: boolean) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Send = (method: string, path: string, body?: Body) => Promise<RecordedAnswer>;

/** Enrollments, statements, SOAs, help requests and the profile. */
const tourOfTheBook = async (read: Read, send: Send) => {
    for (const [owner, statements, kinds] of [
        [AGENT, 'agentstatements/101', ['commissions']],
        [AGENCY, 'agencystatements/201', ['commissions', 'overrides']],
    ] as const) {
        await read(`${owner}/enrollmentsearchform`);
        const { Data: rows } = await read(`${owner}/enrollments?page=1&pageSize=25&sort=CustomerLastName-asc`, true);
        await read(`${owner}/enrollments/excel?sort=CustomerLastName-asc`);
        for (const row of rows.slice(0, 10)) {
            const detail = await read(`${owner}/enrollments/${row.PolicyId}`);
            if (!detail.AppQueueId) continue;
            await read(`${owner}/enrollments/${row.PolicyId}/application`);
            break;
        }
        for (const kind of kinds) await read(`${owner}/enrollments/${rows[0].PolicyId}/payments/${kind}`);

        const [statement] = await read(`${owner}/statements`);
        const path = `/t/${statements}/${statement.PaymentRunId}`;
        await read(path);
        for (const format of ['pdf', 'xlsx']) await read(`${path}/${format}`);
        for (const kind of kinds)
            for (const status of ['processed', 'onhold']) await read(`${path}/payments/${kind}/${status}`);

        const [helpRequest] = await read(`${owner}/activities`);
        await read(`/t/activities/${helpRequest.Id}`);
        await read(`/t/activities/${helpRequest.Id}/notes`);
        await send('POST', '/t/activitynotes', { ActivityId: helpRequest.Id, Note: 'Any news?' });

        await send('POST', `${owner}/profile/submit`, await read(`${owner}/profile`));
    }
    const { ActivityTypes } = await read('/t/activities/new');
    const helpRequest = { ActivityTypeId: ActivityTypes[0].Id, Description: 'Help, please', IsAgentViewable: true };
    await send('POST', '/t/activities', { AgentId: 101, ...helpRequest });

    const product = products[0];
    const [stateId, counties] = Object.entries(countiesByState)[0];
    await read('/t/appqueuesubmissions/101/new');
    const metadata = {
        AgentId: 101,
        FirstName: 'Ana',
        LastName: 'Diaz',
        StateId: Number(stateId),
        CountyId: counties[0].Id,
        DateAgentSignedApplication: '2026-01-05',
        EffectiveDate: '2026-02-01',
        PolicyTypeId: product.PolicyTypeId,
        InsurerId: product.InsurerId,
        ProductId: product.Id,
    };
    await send('POST', '/api/applications/submissions', withParts({ metadata, appfiles: pdf('App.pdf') }));

    const scopes = '/t/v2/agents/101/scopes';
    const { Data: soas } = await read(`${scopes}?sort=DateRequested-desc&page=1&pageSize=100`);
    const withStatus = (status: string) => soas.find((soa: Json) => soa.status === status);
    const signed = withStatus('Client Signed');
    await send('POST', `${scopes}/${signed.id}/signing-url`, {
        role: 'agent',
        return_url: 'https://portal.example/scopes',
    });
    await read(`${scopes}/${signed.id}/pdf`);
    const sent = withStatus('Sent');
    await send('PATCH', `${scopes}/${sent.id}/request`);
    await send('POST', `${scopes}/${sent.id}/voids`);
    const customer = { first_name: 'Ana', last_name: 'Diaz', email: 'ana.diaz@example.com' };
    await send('POST', scopes, {
        customer,
        method_of_contact: 'phone',
        customer_sign_embedded: false,
        agent_sign_embedded: false,
    });
};
