import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sidebarLabelsFor } from '../../../resources';
import { portalClientOf } from '../../../src/portal/PortalScope';
import { portalStore } from '../../../src/portal/portalStore';
import type { PortalType } from '../../../src/portal/types';
import { menuText } from '../harness/menuText';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp } from '../harness';

describe('portal selection', () => {
    it('shows 6 or fewer portals as two lists and selecting one stores it and goes home', async () => {
        const user = userEvent.setup();
        const { history } = renderApp('/portals');
        const agents = await screen.findByRole('list', { name: 'Agents' });
        const agencies = screen.getByRole('list', { name: 'Agencies' });
        expect(
            within(agents)
                .getAllByRole('button')
                .map(item => item.textContent)
        ).toEqual(['Maria Lopez', 'James Carter']);
        expect(within(agencies).getAllByRole('button')).toHaveLength(2);
        await user.click(within(agencies).getByRole('button', { name: /Sunshine Benefits Group/ }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
        expect(history.location.pathname).toBe('/');
        expect(history.location.search).toBe('?agencyId=201');
        expect(portalStore.get()).toEqual(AGENCY_SUNSHINE);
        expect(JSON.parse(localStorage.getItem('producerHub.selectedPortal')!)).toEqual(AGENCY_SUNSHINE);
    });

    it('shows more than 6 portals as a search with an agent/agency toggle', async () => {
        const user = userEvent.setup();
        renderApp('/portals', { scenario: 'many-portals' });
        const search = await screen.findByRole('searchbox', { name: 'Search by name or id' });
        expect(screen.getByRole('button', { name: 'Agents', pressed: true })).toBeInTheDocument();
        const results = () => within(screen.getByRole('list', { name: /portals? shown/ })).getAllByRole('button');
        expect(results()).toHaveLength(90);
        await user.click(screen.getByRole('button', { name: 'Agencies', pressed: false }));
        await waitFor(() => expect(results()).toHaveLength(60));
        await user.type(search, 'harbor');
        await waitFor(() => expect(results().every(item => /harbor/i.test(item.textContent ?? ''))).toBe(true));
        expect(screen.queryByText(/too many results/)).not.toBeInTheDocument();
    });

    it('lists at most 100 portals and says there were more', async () => {
        const user = userEvent.setup();
        renderApp('/portals', { scenario: 'huge-portals' });
        expect(await screen.findByRole('heading', { name: '100 portals shown' })).toBeInTheDocument();
        expect(
            screen.getByText('There were too many results. Try narrowing the results by entering more filter text.')
        ).toBeInTheDocument();
        expect(screen.getByText('There were more results that could not be shown.')).toBeInTheDocument();
        await user.type(screen.getByRole('searchbox'), 'Maria Lopez');
        await waitFor(() =>
            expect(screen.queryByText('There were more results that could not be shown.')).not.toBeInTheDocument()
        );
        await user.clear(screen.getByRole('searchbox'));
        await user.type(screen.getByRole('searchbox'), 'nobody at all');
        expect(await screen.findByText('No portals found')).toBeInTheDocument();
    });

    it('switching portal clears cached data except the user and permissions', async () => {
        const user = userEvent.setup();
        const { queryClient } = renderApp('/portals', { portal: AGENT_MARIA });
        await screen.findByRole('list', { name: 'Agents' });
        portalClientOf(queryClient)!.setQueryData(['contracts', 'getList', { agent: '101' }], { data: [], total: 0 });
        await user.click(screen.getByRole('button', { name: /Sunshine Benefits Group/ }));
        await screen.findByRole('heading', { level: 1, name: 'Home' });
        // The new portal's home asks for its own contracts (the aging pending contracts card): the old one's are gone.
        expect(portalClientOf(queryClient)!.getQueryData(['contracts', 'getList', { agent: '101' }])).toBeUndefined();
        expect(portalClientOf(queryClient)!.getQueryData(['auth', 'getPermissions', {}])).toBeDefined();
    });

    it('offers switch portal in the user menu only with several portals', async () => {
        const user = userEvent.setup();
        renderApp('/', { portal: AGENT_MARIA });
        await screen.findByRole('heading', { level: 1, name: 'Home' });
        await user.click(screen.getByRole('button', { name: 'Account' }));
        expect(await screen.findByText('Signed in as dana.demo@example.com')).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: 'Switch portal' })).toHaveAttribute('href', '/portals?agentId=101');
        expect(screen.getByRole('menuitem', { name: 'Preferences' })).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    });
});

describe('sidebar', () => {
    const entries = async () => {
        await screen.findByRole('heading', { level: 1, name: 'Home' });
        return screen.getAllByRole('menuitem').map(item => item.textContent);
    };

    // The sidebar follows the area list (resources/index.ts), whose order and portal types these read.
    const sidebarOf = (type: PortalType) => ['Home', ...sidebarLabelsFor(type).map(menuText)];

    it('lists the agent areas, the SOA among them', async () => {
        renderApp('/', { portal: AGENT_MARIA });
        expect(await entries()).toEqual(sidebarOf('agent'));
        expect(await entries()).toContain('SOA');
        expect(await entries()).not.toContain('Producers');
    });

    it('lists the agency areas, reports and producers among them', async () => {
        renderApp('/', { portal: AGENCY_SUNSHINE });
        expect(await entries()).toEqual(sidebarOf('agency'));
        expect(await entries()).toEqual(expect.arrayContaining(['Reports', 'Producers']));
        expect(await entries()).not.toContain('SOA');
    });

    it('links every entry with the portal kept on the URL', async () => {
        renderApp('/', { portal: AGENCY_SUNSHINE });
        await entries();
        expect(screen.getByRole('menuitem', { name: 'Producers' })).toHaveAttribute('href', '/producers?agencyId=201');
    });
});
