import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { portalStore, SELECTED_PORTAL_KEY } from '../../../src/portal/portalStore';

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
