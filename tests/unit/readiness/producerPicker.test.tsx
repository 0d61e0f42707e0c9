import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { downlineAgentsOf } from '../../../mocks/db/portfolio';
import { server } from '../../../mocks/node';
import { MAX_NPN_LOOKUPS } from '../../../resources/readiness/ProducerPicker';
import { ReadinessPage } from '../../../resources/readiness/ReadinessPage';
import { AGENCY_SUNSHINE, recordRequests, renderScreen, settle, silenceExpectedErrors } from '../harness';

silenceExpectedErrors();
const sent = recordRequests();

const openReadiness = (path: string) =>
    renderScreen(<ReadinessPage />, { portal: AGENCY_SUNSHINE, path, resource: 'readiness' });
const search = (history: { location: { search: string } }) => new URLSearchParams(history.location.search);
const producerField = () => screen.findByRole('combobox', { name: 'Producer' });

/** Two producers of the agency's downline who share a name (the demo has such pairs). */
const DOWNLINE = downlineAgentsOf('201');
const nameOf = (agent: (typeof DOWNLINE)[number]) => `${agent.FirstName} ${agent.LastName}`;
const EVERY_NAMESAKE = DOWNLINE.filter(agent => DOWNLINE.filter(other => nameOf(other) === nameOf(agent)).length > 1);
const NAMESAKES = (() => {
    const name = nameOf(EVERY_NAMESAKE[0]);
    return { name, agents: EVERY_NAMESAKE.filter(agent => nameOf(agent) === name) };
})();
const detailCalls = () => sent.filter(request => /^\/t\/v2\/agencies\/201\/agents\/\d+$/.test(request.url));

describe('the agency’s producer choice', () => {
    it('searches by name and tells namesakes apart by their NPN', async () => {
        const user = userEvent.setup();
        const { history } = openReadiness('/readiness');
        await screen.findByText('Choose a producer to see their readiness to sell.');
        // No producer detail is asked for until the list is open.
        expect(detailCalls()).toHaveLength(0);
        await user.type(await producerField(), NAMESAKES.name.toLowerCase());
        const listbox = await screen.findByRole('listbox');
        for (const agent of NAMESAKES.agents)
            expect(await within(listbox).findByText(`NPN ${agent.Npn}`)).toBeInTheDocument();
        const options = within(listbox).getAllByRole('option');
        expect(options.map(option => option.textContent).sort()).toEqual(
            NAMESAKES.agents.map(agent => `${NAMESAKES.name}NPN ${agent.Npn}`).sort()
        );
        // Only namesakes' details were asked for (those matching what was typed as it was typed), once each.
        const asked = detailCalls().map(request => request.url);
        expect(new Set(asked).size).toBe(asked.length);
        expect(EVERY_NAMESAKE.map(agent => `/t/v2/agencies/201/agents/${agent.AgentId}`)).toEqual(
            expect.arrayContaining(asked)
        );
        const second = NAMESAKES.agents[1];
        await user.click(within(listbox).getByText(`NPN ${second.Npn}`));
        expect(search(history).get('producer')).toBe(second.AgentId);
        expect(
            await screen.findByRole('heading', { name: `Readiness to sell: ${NAMESAKES.name}` })
        ).toBeInTheDocument();
        // The chosen namesake says which one it is; its detail was already there for the matrix.
        expect(screen.getByText(`NPN ${second.Npn}`)).toBeInTheDocument();
        await screen.findByRole('region', { name: 'What to do next' });
        expect(detailCalls()).toHaveLength(asked.length);
    });

    it('finds a producer by any of their words, in any order', async () => {
        const user = userEvent.setup();
        const { history } = openReadiness('/readiness');
        await user.type(await producerField(), 'lopez mar');
        await user.click(await screen.findByRole('option', { name: 'Maria Lopez' }));
        expect(search(history).get('producer')).toBe('101');
        expect(await screen.findByRole('heading', { name: 'Readiness to sell: Maria Lopez' })).toBeInTheDocument();
    });

    it('names a namesake by its agent id when its NPN cannot be loaded', async () => {
        const user = userEvent.setup();
        const [first] = NAMESAKES.agents;
        server.use(
            http.get(`*/t/v2/agencies/201/agents/${first.AgentId}`, () => HttpResponse.json({}, { status: 500 }))
        );
        openReadiness('/readiness');
        await user.type(await producerField(), NAMESAKES.name);
        const listbox = await screen.findByRole('listbox');
        expect(await within(listbox).findByText(`Agent ID ${first.AgentId}`)).toBeInTheDocument();
        expect(within(listbox).getByText('NPN could not be loaded')).toBeInTheDocument();
        expect(await within(listbox).findByText(`NPN ${NAMESAKES.agents[1].Npn}`)).toBeInTheDocument();
    });

    it(`asks for at most ${MAX_NPN_LOOKUPS} namesakes’ NPNs at once: the others show their agent id`, async () => {
        const user = userEvent.setup();
        const pairs = Array.from({ length: 15 }, (_, index) => [
            { AgentId: 900 + index, FirstName: 'Ana', LastName: `Diaz${index}` },
            { AgentId: 950 + index, FirstName: 'Ana', LastName: `Diaz${index}` },
        ]).flat();
        server.use(http.get('*/t/agencies/201/downlineagents', () => HttpResponse.json(pairs)));
        const { queryClient } = openReadiness('/readiness');
        await user.click(await screen.findByRole('button', { name: 'Open' }));
        const listbox = await screen.findByRole('listbox');
        await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(30));
        await waitFor(() => expect(detailCalls()).toHaveLength(MAX_NPN_LOOKUPS));
        await settle(queryClient);
        expect(detailCalls()).toHaveLength(MAX_NPN_LOOKUPS);
        expect(within(listbox).getAllByText(/^Agent ID \d+$/).length).toBeGreaterThanOrEqual(30 - MAX_NPN_LOOKUPS);
    });

    it('says when the producer in the address is not in the downline, and offers the choice', async () => {
        const user = userEvent.setup();
        const { history } = openReadiness('/readiness?producer=999999');
        expect(
            await screen.findByText('Producer 999999 is not in your downline. Choose one of your producers above.')
        ).toBeInTheDocument();
        expect(screen.queryByText('999999', { exact: true })).not.toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Readiness to sell');
        await user.type(await producerField(), 'Maria Lopez');
        await user.click(await screen.findByRole('option', { name: 'Maria Lopez' }));
        await waitFor(() => expect(search(history).get('producer')).toBe('101'));
        expect(await screen.findByRole('heading', { name: 'Readiness to sell: Maria Lopez' })).toBeInTheDocument();
    });
});
