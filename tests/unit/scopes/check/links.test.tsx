import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScopeList } from '../../../../resources/scopes/ScopeList';
import { ScopeRequestPage } from '../../../../resources/scopes/ScopeRequestPage';
import { AGENT_MARIA, recordRequests, renderScreen } from '../../harness';

const sent = recordRequests();

describe('the SOA check’s ways in and out', () => {
    it('is offered on the SOA list', async () => {
        renderScreen(<ScopeList />, { portal: AGENT_MARIA, path: '/scopes' });
        expect(await screen.findByRole('link', { name: 'Check SOAs against enrollments' })).toHaveAttribute(
            'href',
            '/scopes/check?agentId=101'
        );
    });

    it('fills the SOA request with the customer’s names from the address, keeps none of it in storage, and sends them', async () => {
        const user = userEvent.setup();
        renderScreen(<ScopeRequestPage />, {
            portal: AGENT_MARIA,
            path: '/scopes/request?firstName=%20Jos%C3%A9%20&lastName=N%C3%BA%C3%B1ez',
            routes: { '/scopes': <p>SOA list</p> },
        });
        expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('José');
        expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Núñez');
        expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
        expect(JSON.stringify([{ ...localStorage }, { ...sessionStorage }])).not.toMatch(/Jos|Núñez/);
        await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jose@example.com');
        await user.click(screen.getByRole('combobox', { name: /method of contact/i }));
        await user.click(await screen.findByRole('option', { name: 'Phone call' }));
        await user.click(screen.getByRole('button', { name: 'Request SOA' }));
        await screen.findByText('SOA list');
        const posted = sent.find(request => request.method === 'POST' && request.url === '/t/v2/agents/101/scopes');
        await waitFor(async () =>
            expect(await posted!.request.json()).toMatchObject({
                customer: { first_name: 'José', last_name: 'Núñez', email: 'jose@example.com' },
            })
        );
    });

    it('starts empty without names in the address', async () => {
        renderScreen(<ScopeRequestPage />, { portal: AGENT_MARIA, path: '/scopes/request' });
        expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('');
        expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
    });
});
