import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_MARIA, expectLoggedErrors, renderApp } from '../harness';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const header = () => screen.getByRole('banner');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('status pages', () => {
    it('offer a signed-out visitor sign-in only', async () => {
        renderApp('/unrecognized-user', { scenario: null });
        expect(await heading('Not a hub user')).toBeInTheDocument();
        expect(await within(header()).findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    });

    it('offer a signed-in user sign-out only, with the header user menu', async () => {
        renderApp('/unrecognized-user', { scenario: 'not-set-up' });
        expect(await heading('Not a hub user')).toBeInTheDocument();
        expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
        expect(within(header()).getByRole('button', { name: 'Account' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    });

    it("keep the header's portal name and user menu for a signed-in user", async () => {
        renderApp('/unauthorized-portal?type=agency', { portal: AGENT_MARIA });
        expect(await heading('Access denied')).toBeInTheDocument();
        expect(await within(header()).findByLabelText('Current portal: Maria Lopez')).toBeInTheDocument();
        expect(within(header()).getByRole('button', { name: 'Account' })).toBeInTheDocument();
        expect(within(header()).getByRole('link', { name: 'Producer Hub' })).toHaveAttribute('href', '/?agentId=101');
        expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    });

    it('offer neither when the session cannot be known (API down)', async () => {
        expectLoggedErrors();
        renderApp('/system-unavailable', { scenario: 'api-down' });
        expect(await heading('System unavailable')).toBeInTheDocument();
        await waitFor(() => expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument());
        expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    });
});

describe('system unavailable', () => {
    it('is reached with the address the user was on, and "Try again" goes back there', async () => {
        expectLoggedErrors();
        // The auth provider reads the browser's address, which the memory history of the test does not move.
        window.history.replaceState(null, '', '/contracts?agentId=101');
        const { history } = renderApp('/contracts?agentId=101', { scenario: 'api-down' });
        expect(await heading('System unavailable')).toBeInTheDocument();
        const back = new URLSearchParams(history.location.search).get('returnUrl');
        expect(back).toBe('/contracts?agentId=101');
        expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/contracts?agentId=101');
    });

    it('never sends "Try again" off this origin', async () => {
        expectLoggedErrors();
        renderApp(`/system-unavailable?returnUrl=${encodeURIComponent('/.//evil.example')}`, { scenario: 'api-down' });
        expect(await heading('System unavailable')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
    });
});

describe('signed in again', () => {
    it('tells the user to close the tab and try again', async () => {
        renderApp('/signed-in-again');
        expect(await heading('You are signed in again')).toBeInTheDocument();
        expect(
            screen.getByText('You can close this tab, go back to the page you were on and try again.')
        ).toBeInTheDocument();
    });
});
