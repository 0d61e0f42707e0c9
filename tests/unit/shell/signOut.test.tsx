import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { rememberSentRequest } from '../../../src/domain/sentContractRequests';
import { portalStore, SELECTED_PORTAL_KEY } from '../../../src/portal/portalStore';
import { AGENT_MARIA, renderApp, settle } from '../harness';

/** Everything this tab keeps on the device, as one text. */
const storedText = () => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } });

describe('signing out', () => {
    it('forgets the selected portal (a person’s name) on this device', async () => {
        portalStore.set({ id: '101', name: 'Maria Lopez', type: 'agent' });
        expect(localStorage.getItem(SELECTED_PORTAL_KEY)).toContain('Maria Lopez');
        await createAuthProvider().logout({ signOut: true });
        expect(localStorage.getItem(SELECTED_PORTAL_KEY)).toBeNull();
        expect(portalStore.get()).toBeNull();
    });

    it('keeps it when a lapsed session only sends the user to sign in and back', async () => {
        portalStore.set({ id: '101', name: 'Maria Lopez', type: 'agent' });
        await createAuthProvider().logout({});
        expect(portalStore.get()).toMatchObject({ id: '101' });
    });
});

describe('signing out from the user menu', () => {
    it('leaves no portal name or id on the device, though the address still names the portal while the page leaves', async () => {
        const user = userEvent.setup();
        const { queryClient } = renderApp('/?agentId=101', { portal: AGENT_MARIA });
        await screen.findByRole('heading', { level: 1, name: 'Home' });
        // Signed out from a page that has loaded: every card has its code and its answer. A card still coming
        // (on a cold, slow run) would otherwise ask for its data after the portal is gone.
        await waitFor(() =>
            expect(screen.getAllByRole('region').filter(card => card.getAttribute('aria-busy') === 'true')).toEqual([])
        );
        await settle(queryClient);
        rememberSentRequest(AGENT_MARIA, ['Aetna (MAPD)']);
        expect(storedText()).toContain('Maria Lopez');
        await user.click(screen.getByRole('button', { name: 'Account' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
        await waitFor(() => expect(portalStore.get()).toBeNull());
        // The page is still there (jsdom does not leave it): what it renders meanwhile writes nothing back.
        await settle(queryClient);
        expect(localStorage.getItem(SELECTED_PORTAL_KEY)).toBeNull();
        expect(storedText()).not.toMatch(/Maria Lopez|101/);
    });
});

describe('signing out with unsaved input', () => {
    const typeARequest = async () => {
        const user = userEvent.setup();
        const rendered = renderApp('/help-requests/new?agentId=101', { portal: AGENT_MARIA });
        await user.type(await screen.findByRole('textbox', { name: /^Description/ }), 'Half a request');
        await user.click(screen.getByRole('button', { name: 'Account' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
        return rendered;
    };

    it('asks first, as every other way out does, and keeps what was typed when told no', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const { queryClient } = await typeARequest();
        expect(confirm).toHaveBeenCalledTimes(1);
        await settle(queryClient);
        expect(portalStore.get()).toMatchObject({ id: '101' });
        expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Half a request');
    });

    it('signs out when told yes', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
        await typeARequest();
        expect(confirm).toHaveBeenCalledTimes(1);
        await waitFor(() => expect(portalStore.get()).toBeNull());
    });
});
