import { describe, expect, it } from 'vitest';
import { contractOptionsOf } from '../../../../mocks/db/contracts/requests';
import { request, submit } from '../../../../src/api/httpClient';
import { AGENCY_SUNSHINE, AGENT_MARIA, startSession } from '../../harness';

interface Contract {
    Id: number;
    Insurer: string;
    UplineAgency: string;
}

const pending = async (owner: string) =>
    (await request<{ contracts: Contract[] }>(`${owner}/contracts`, { query: { Filter: 'Pending' } })).contracts;

describe('contract requests in the demo', () => {
    it('keeps a portal’s own request: its contracts show as pending in its list, in the same session', async () => {
        startSession('default', AGENT_MARIA);
        const [option] = contractOptionsOf('201');
        const before = await pending('/t/agents/101');
        await submit('/t/agents/101/contractrequests', {
            method: 'POST',
            body: {
                requestForm: { contracts: [option.AgencyContractId], states: [10], comments: '', agentCount: null },
                uplineAgency: { id: '201', name: 'Sunshine Benefits Group', type: 'agency' },
            },
        });
        const after = await pending('/t/agents/101');
        expect(after).toHaveLength(before.length + 1);
        expect(after.at(-1)).toMatchObject({ Insurer: option.InsurerName, UplineAgency: 'Sunshine Benefits Group' });
        // Its detail opens too.
        await expect(request(`/t/agentcontracts/${after.at(-1)!.Id}`)).resolves.toMatchObject({
            Insurer: option.InsurerName,
        });
    });

    it('adds nothing to any list for a new agent, and refuses a request without contracts, states or target', async () => {
        startSession('default', AGENCY_SUNSHINE);
        const agents = await request<unknown[]>('/t/agencies/201/downlineagents');
        await submit('/t/agencies/201/contractrequests', {
            method: 'POST',
            body: {
                requestForm: { contracts: [5001], states: [10], comments: '', agentCount: null },
                uplineAgency: { id: '201', name: 'Sunshine Benefits Group', type: 'agency' },
                targetAgent: { type: 'new', firstName: 'Omar', lastName: 'Haddad', email: 'o@example.com', npn: '1' },
            },
        });
        expect(await request<unknown[]>('/t/agencies/201/downlineagents')).toHaveLength(agents.length);
        await expect(
            submit('/t/agencies/201/contractrequests', {
                method: 'POST',
                body: { requestForm: { contracts: [], states: [], comments: '', agentCount: 0 }, uplineAgency: {} },
            })
        ).rejects.toMatchObject({
            status: 400,
            body: {
                errors: { contracts: expect.any(Array), states: expect.any(Array), agentCount: expect.any(Array) },
            },
        });
    });
});
