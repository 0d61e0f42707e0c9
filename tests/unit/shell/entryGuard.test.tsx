import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalStore } from '../../../src/portal/portalStore';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp, expectLoggedErrors } from '../harness';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('entry guard', () => {
    it('sends a user with portals and none selected to portal selection', async () => {
        const { history } = renderApp('/');
        expect(await heading('Choose a portal')).toBeInTheDocument();
        expect(history.location.pathname).toBe('/portals');
    });

    it('sends a user the hub does not know (401 on permissions) to the not-a-user page', async () => {
        renderApp('/', { scenario: 'not-set-up' });
        expect(await heading('Not a hub user')).toBeInTheDocument();
        expect(
            screen.getByText(
                'You are not set up to use the hub. Please reach out to your relationship manager for assistance.'
            )
        ).toBeInTheDocument();
    });

    it('sends everyone to the unavailable page when the API is down', async () => {
        expectLoggedErrors();
        renderApp('/contracts', { scenario: 'api-down' });
        expect(await heading('System unavailable')).toBeInTheDocument();
        expect(screen.getByText('The hub is currently unavailable.')).toBeInTheDocument();
    });

    it('asks for email verification first', async () => {
        renderApp('/', { scenario: 'unverified-email' });
        expect(await heading('Email verification required')).toBeInTheDocument();
    });

    it("shows 'No portals found' to a user without portals", async () => {
        renderApp('/', { scenario: 'no-portals' });
        expect(await heading('Choose a portal')).toBeInTheDocument();
        expect(screen.getByText('No portals found')).toBeInTheDocument();
    });

    it('opens the unauthorized page with the type for a portal in the URL the user may not see', async () => {
        renderApp('/contracts?agencyId=999');
        expect(await heading('Access denied')).toBeInTheDocument();
        expect(screen.getByText('You do not have permission to access the requested agency.')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    });

    it('selects the portal named in the URL over the stored one, and keeps the page', async () => {
        const { history } = renderApp('/licenses?agencyId=201', { portal: AGENT_MARIA });
        expect(await heading('Licenses')).toBeInTheDocument();
        expect(portalStore.get()).toEqual(AGENCY_SUNSHINE);
        expect(history.location.search).toBe('?agencyId=201');
    });

    it('opens a shared link with nothing stored in its portal at once: the shell is drawn once', async () => {
        const takenDown: string[] = [];
        const watch = new MutationObserver(records =>
            records.forEach(record =>
                record.removedNodes.forEach(node => {
                    if (node instanceof Element && node.querySelector('header')) takenDown.push(node.tagName);
                })
            )
        );
        watch.observe(document.body, { childList: true, subtree: true });
        renderApp('/licenses?agentId=101');
        expect(await heading('Licenses')).toBeInTheDocument();
        expect(screen.getByRole('banner')).toHaveTextContent(AGENT_MARIA.name);
        watch.disconnect();
        expect(takenDown).toEqual([]);
        expect(portalStore.get()).toEqual(AGENT_MARIA);
    });

    it('puts the stored portal on the address when it is missing', async () => {
        const { history } = renderApp('/licenses', { portal: AGENT_MARIA });
        expect(await heading('Licenses')).toBeInTheDocument();
        await waitFor(() => expect(history.location.search).toBe('?agentId=101'));
    });

    it('keeps agency-only areas from agents, saying the page is for agency portals', async () => {
        renderApp('/producers', { portal: AGENT_MARIA });
        expect(await heading('Access denied')).toBeInTheDocument();
        expect(screen.getByText(/This page is for agency portals only/)).toBeInTheDocument();
        expect(screen.queryByText(/not among the agents and agencies/)).not.toBeInTheDocument();
    });

    it('redirects the legacy home addresses', async () => {
        const { history } = renderApp('/Agency/Home', { portal: AGENCY_SUNSHINE });
        expect(await heading('Home')).toBeInTheDocument();
        expect(history.location.pathname).toBe('/');
    });

    it('shows the catch-all not found page inside the shell', async () => {
        renderApp('/no/such/page', { portal: AGENCY_SUNSHINE });
        expect(await heading('Page not found')).toBeInTheDocument();
        expect(screen.getByText('The page you are looking for could not be found.')).toBeInTheDocument();
        await waitFor(() => expect(document.title).toBe('Page not found · Producer Hub'));
    });
});

describe('a stored portal the user no longer has', () => {
    it('is forgotten and portal selection opens without it on the address', async () => {
        const { history } = renderApp('/', { scenario: 'many-portals', portal: AGENT_MARIA });
        expect(await heading('Choose a portal')).toBeInTheDocument();
        expect(history.location.search).toBe('');
        expect(portalStore.get()).toBeNull();
    });
});
