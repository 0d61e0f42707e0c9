import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../../mocks/handlers/shared';
import { server } from '../../../mocks/node';
import { parseFaultRule } from '../../../mocks/faults/rules';
import { faultState } from '../../../mocks/faults/state';
import { ProducerReadinessPage, ReadinessPage } from '../../../resources/readiness/ReadinessPage';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    holdRequests,
    recordRequests,
    renderScreen,
    settle,
    silenceExpectedErrors,
} from '../harness';

silenceExpectedErrors();
const sent = recordRequests();
const sentPaths = () => sent.map(request => request.url);

const FAULTS = ['500', 'abort', 'wrong-shape', 'null'] as const;

/** The agent's readiness once every call has answered: its count of things to fix. */
const open = async (path = '/readiness?year=2026') => {
    const { queryClient } = renderScreen(<ReadinessPage />, { portal: AGENT_MARIA, path, resource: 'readiness' });
    const next = await screen.findByRole('region', { name: 'What to do next' });
    await settle(queryClient);
    return within(next).getByText(/things? to fix|nothing/);
};

const openFailing = (call: string, fault: string, path?: string) => {
    faultState.add([parseFaultRule(`${call} ${fault}`)!]);
    return open(path);
};

describe('readiness when a source beside the matrix does not answer', () => {
    it.each(FAULTS)(
        'with the upline’s carriers answering %s, marks the count of things to fix as partial',
        async fault => {
            const headline = await openFailing('GET /t/agencies/*/contractoptions', fault);
            expect(headline).toHaveAccessibleDescription(
                'Partial answer: the carriers you have no contract with could not be loaded, so no contract request with them is counted'
            );
            expect(screen.getByText(/^Partial answer:/)).toBeVisible();
        }
    );

    it('with the uplines failing, marks the count as partial too', async () => {
        const headline = await openFailing('GET /t/agents/*/uplines', '500');
        expect(headline).toHaveAccessibleDescription(/^Partial answer: the carriers you have no contract with/);
    });

    it.each(FAULTS)('with the E&O records answering %s, says the E&O is not part of the answer', async fault => {
        const headline = await openFailing('GET /t/agents/*/eandos', fault);
        expect(headline).toHaveAccessibleDescription('Partial answer: your E&O records could not be loaded');
    });

    it('with the states failing, says a license named in full may be counted as missing', async () => {
        const headline = await openFailing('GET /t/states', '500');
        expect(headline).toHaveAccessibleDescription(
            'Partial answer: the state names could not be loaded, so a license that names its state in full may be counted as missing'
        );
    });

    it('keeps its answer while the state names are asked again, and drops the mark once they answer', async () => {
        faultState.add([parseFaultRule('GET /t/states 500 once')!]);
        let asked = 0;
        // The first call goes on to its fault; the retry is held.
        const release = holdRequests('get', api('/t/states'), () => ++asked > 1);
        const headline = await open();
        expect(headline).toHaveAccessibleDescription(/^Partial answer: the state names could not be loaded/);
        await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
        await waitFor(() => expect(asked).toBe(2));
        const next = screen.getByRole('region', { name: 'What to do next' });
        expect(within(next).getByText(/things? to fix|nothing/)).toBeVisible();
        release();
        await waitFor(() =>
            expect(within(next).getByText(/things? to fix|nothing/)).not.toHaveAccessibleDescription(/Partial answer/)
        );
    });

    it('names every source that failed, in one mark', async () => {
        faultState.add([parseFaultRule('GET /t/agents/*/eandos 500')!]);
        const headline = await openFailing('GET /t/agents/*/uplines', '500');
        expect(headline).toHaveAccessibleDescription(
            /^Partial answer: the carriers you have no contract with .*; your E&O records could not be loaded$/
        );
    });

    it('without the upline’s carriers, does not say a carrier asked for is offered by none', async () => {
        const carrier = encodeURIComponent('Carrier Not Contracted');
        await openFailing('GET /t/agencies/*/contractoptions', '500', `/readiness?year=2026&carrier=${carrier}`);
        const question = screen.getByRole('region', { name: 'Can you sell it?' });
        expect(within(question).queryByText(/is not a carrier with a contract or a contract offer here/)).toBeNull();
        expect(
            within(question).getByText(
                'Carrier Not Contracted is not one of your contracted carriers, and the others could not be loaded.'
            )
        ).toBeInTheDocument();
    });

    it('for an agent with no contract, says the carriers on offer are missing, not that nothing is on file', async () => {
        server.use(
            http.get(api('/t/agents/101/contracts'), () => HttpResponse.json({ ownerType: 'agent', contracts: [] }))
        );
        faultState.add([parseFaultRule('GET /t/agents/*/uplines 500')!]);
        renderScreen(<ReadinessPage />, { portal: AGENT_MARIA, path: '/readiness?year=2026', resource: 'readiness' });
        const answer = await screen.findByText(
            'No carrier to show: no contract is on file, and the carriers on offer could not be loaded.'
        );
        expect(answer).toBeVisible();
        expect(screen.getByText(/^Partial answer:/)).toBeVisible();
        expect(screen.getByText(/^the carriers you have no contract with could not be loaded/)).toBeVisible();
        expect(screen.queryByText(/there is nothing to show yet/)).toBeNull();
    });

    it('with every source answering, marks nothing', async () => {
        const headline = await open();
        expect(headline).not.toHaveAccessibleDescription(/Partial answer/);
        expect(screen.queryByText(/^Partial answer:/)).toBeNull();
    });
});

describe('a producer’s readiness when the agency’s carriers do not answer', () => {
    it('marks the count of things to fix as partial', async () => {
        faultState.add([parseFaultRule('GET /t/agencies/*/contracts 500')!]);
        const { queryClient } = renderScreen(<ProducerReadinessPage />, {
            portal: AGENCY_SUNSHINE,
            path: '/producers/101/readiness?year=2026',
            route: '/producers/:agentId/readiness',
            resource: 'readiness',
        });
        const next = await screen.findByRole('region', { name: 'What to do next' });
        await settle(queryClient);
        expect(within(next).getByText(/things? to fix|nothing/)).toHaveAccessibleDescription(
            'Partial answer: the carriers this producer has no contract with could not be loaded, so no contract request with them is counted'
        );
    });
});

describe('readiness while the state names are on their way', () => {
    it('waits for them: a license naming its state in full is not shown as missing meanwhile', async () => {
        const release = holdRequests('get', '*/t/states');
        const { queryClient } = renderScreen(<ReadinessPage />, {
            portal: AGENT_MARIA,
            path: '/readiness?year=2026',
            resource: 'readiness',
        });
        await waitFor(() => expect(sentPaths()).toContain('/t/agents/101/licenses'));
        await settle(queryClient, { except: 'states' });
        expect(screen.getByRole('progressbar')).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'What to do next' })).toBeNull();
        release();
        await screen.findByRole('region', { name: 'What to do next' });
        await settle(queryClient);
    });
});

describe('a producer’s readiness when the producer detail lacks the licenses', () => {
    it('says the producer could not be loaded, and counts nothing to fix', async () => {
        server.use(
            http.get(api('/t/v2/agencies/201/agents/101'), () =>
                HttpResponse.json({ id: 101, first_name: 'Maria', last_name: 'Lopez', npn: '1010101' })
            )
        );
        const { queryClient } = renderScreen(<ProducerReadinessPage />, {
            portal: AGENCY_SUNSHINE,
            path: '/producers/101/readiness?year=2026',
            route: '/producers/:agentId/readiness',
            resource: 'readiness',
        });
        expect(await screen.findByText('Oops, something went wrong, try again later')).toBeVisible();
        await settle(queryClient);
        expect(screen.queryByRole('region', { name: 'What to do next' })).toBeNull();
    });
});
