import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPortalHistory, withPortalParams } from '../../../src/portal/portalHistory';
import { portalStore, SELECTED_PORTAL_KEY } from '../../../src/portal/portalStore';

describe('the portal on every in-app URL', () => {
    it('adds the selected portal to pushes, replaces and hrefs, keeping the rest of the address', () => {
        portalStore.set({ id: '201', name: 'Sunshine Benefits Group', type: 'agency' });
        const history = createPortalHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true }));
        history.push('/contracts?Filter=Pending#top');
        expect(history.location).toMatchObject({
            pathname: '/contracts',
            search: '?Filter=Pending&agencyId=201',
            hash: '#top',
        });
        history.replace({ pathname: '/producers/20101' });
        expect(history.location.search).toBe('?agencyId=201');
        expect(history.createHref('/licenses')).toBe('/licenses?agencyId=201');
    });

    it('leaves an address that names a portal itself, and adds nothing without a selection', () => {
        portalStore.set({ id: '101', name: 'Maria Lopez', type: 'agent' });
        expect(withPortalParams('/contracts?agencyId=5')).toBe('/contracts?agencyId=5');
        portalStore.set(null);
        expect(withPortalParams('/contracts')).toBe('/contracts');
    });

    it('keeps the selection under one local-storage key', () => {
        portalStore.set({ id: '101', name: 'Maria Lopez', type: 'agent' });
        expect(JSON.parse(localStorage.getItem(SELECTED_PORTAL_KEY)!)).toEqual({
            id: '101',
            name: 'Maria Lopez',
            type: 'agent',
        });
        localStorage.setItem(SELECTED_PORTAL_KEY, '{"broken"');
        portalStore.reload();
        expect(portalStore.get()).toBeNull();
    });
});
