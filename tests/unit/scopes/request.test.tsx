import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { ScopeList } from '../../../resources/scopes/ScopeList';
import { ScopeRequestPage } from '../../../resources/scopes/ScopeRequestPage';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    answerAfterHandling,
    recordRequests,
    renderApp,
    renderScreen,
    silenceExpectedErrors,
    expectFormKept,
    expectFailureSaid,
} from '../harness';

const sent = recordRequests();

silenceExpectedErrors();

const openForm = () => {
    const user = userEvent.setup();
    const rendered = renderScreen(<ScopeRequestPage />, {
        portal: AGENT_MARIA,
        path: '/scopes/request',
        routes: { '/scopes': <ScopeList /> },
    });
    return { user, ...rendered };
};

const fill = async (user: ReturnType<typeof userEvent.setup>, email = 'ana.perez@example.com') => {
    await user.type(await screen.findByLabelText(/^First name/), ' Ana ');
    await user.type(screen.getByLabelText(/^Last name/), 'Perez');
    await user.type(screen.getByLabelText(/^Email/), email);
    await user.click(screen.getByRole('combobox', { name: /Method of contact/ }));
    await user.click(await screen.findByRole('option', { name: 'Walk-in or in person' }));
};

describe('SOA request form', () => {
    it('requires every field and checks the email’s shape before sending anything', async () => {
        const { user } = openForm();
        await user.click(await screen.findByRole('button', { name: 'Request SOA' }));
        expect(await screen.findAllByText('Required')).toHaveLength(4);
        await user.type(screen.getByLabelText(/^Email/), 'ana@');
        await user.click(screen.getByRole('button', { name: 'Request SOA' }));
        expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
        expect(sent.filter(call => call.method === 'POST')).toEqual([]);
    });

    it('sends the customer, the method of contact and no embedded signing, then shows the new SOA on top', async () => {
        const { user, history } = openForm();
        await fill(user);
        await user.click(screen.getByRole('button', { name: 'Request SOA' }));
        expect(await screen.findByText('SOA requested successfully')).toBeInTheDocument();
        const post = sent.find(call => call.method === 'POST' && call.url === '/t/v2/agents/101/scopes')!;
        expect(await post.request.json()).toEqual({
            customer: { first_name: 'Ana', last_name: 'Perez', email: 'ana.perez@example.com' },
            method_of_contact: 'in_person',
            customer_sign_embedded: false,
            agent_sign_embedded: false,
        });
        await waitFor(() => expect(history.location.pathname).toBe('/scopes'));
        const table = await screen.findByRole('table');
        await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ana Perez'));
        expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Sent');
    });

    it('is requested when the server takes it but answers {}: the list loaded again shows it', async () => {
        answerAfterHandling('post', '*/t/v2/agents/101/scopes', {});
        const { user, history } = openForm();
        await fill(user);
        await user.click(screen.getByRole('button', { name: 'Request SOA' }));
        expect(await screen.findByText('SOA requested successfully')).toBeInTheDocument();
        await waitFor(() => expect(history.location.pathname).toBe('/scopes'));
        const table = await screen.findByRole('table');
        await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ana Perez'));
        expect(screen.queryByText('Failed to request SOA')).not.toBeInTheDocument();
    });

    it('keeps everything typed when the request fails, saying so', async () => {
        server.use(http.post('*/t/v2/agents/101/scopes', () => new HttpResponse(null, { status: 500 })));
        const { user, history } = openForm();
        await fill(user);
        await user.click(screen.getByRole('button', { name: 'Request SOA' }));
        await expectFailureSaid('Failed to request SOA');
        expect(history.location.pathname).toBe('/scopes/request');
        expectFormKept({
            values: [
                [screen.getByLabelText(/^First name/), ' Ana '],
                [screen.getByLabelText(/^Email/), 'ana.perez@example.com'],
            ],
            choices: [[screen.getByRole('combobox', { name: /Method of contact/ }), 'Walk-in or in person']],
        });
        expect(screen.queryByText('SOA requested successfully')).not.toBeInTheDocument();
    });
});

describe('SOA for agents only', () => {
    it('has no menu entry and no page for an agency', async () => {
        const { history } = renderApp('/scopes/request', { portal: AGENCY_SUNSHINE });
        expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
        expect(screen.getByText(/This page is for agent portals only/)).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: 'Reports' })).toBeInTheDocument();
        expect(screen.queryByRole('menuitem', { name: 'SOA' })).not.toBeInTheDocument();
        expect(history.location.pathname).toBe('/scopes/request');
        expect(sent.filter(call => call.url.includes('/scopes'))).toEqual([]);
    });

    it('is in an agent’s menu, where Reports is not', async () => {
        renderApp('/scopes', { portal: AGENT_MARIA });
        expect(await screen.findByRole('heading', { level: 1, name: 'Scope of appointments' })).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: 'SOA' })).toBeInTheDocument();
        expect(screen.queryByRole('menuitem', { name: 'Reports' })).not.toBeInTheDocument();
    });
});
