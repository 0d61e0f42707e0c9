import { describe, expect, it } from 'vitest';
import { portalInSearch, preselectPortal } from '../../../src/portal/preselect';
import type { Portal } from '../../../src/portal/types';

const agent = (id: string): Portal => ({ id, name: `Agent ${id}`, type: 'agent' });
const agency = (id: string): Portal => ({ id, name: `Agency ${id}`, type: 'agency' });

describe('portal preselection', () => {
    const portals = [agent('1'), agent('2'), agency('10'), agency('11')];

    it('takes the portal in the URL first, over the stored one', () => {
        expect(preselectPortal(portals, { id: '2', type: 'agent' }, { id: '10', type: 'agency' })).toEqual({
            kind: 'portal',
            portal: agent('2'),
        });
    });

    it('marks a portal in the URL the user may not see as unauthorized, with its type', () => {
        expect(preselectPortal(portals, { id: '99', type: 'agency' }, null)).toEqual({
            kind: 'unauthorized',
            type: 'agency',
        });
        // Same id, other type: not the same portal.
        expect(preselectPortal(portals, { id: '10', type: 'agent' }, null)).toEqual({
            kind: 'unauthorized',
            type: 'agent',
        });
    });

    it('then the stored selection if still available', () => {
        expect(preselectPortal(portals, null, { id: '11', type: 'agency' })).toEqual({
            kind: 'portal',
            portal: agency('11'),
        });
        expect(preselectPortal(portals, null, { id: '12', type: 'agency' })).toEqual({ kind: 'none' });
    });

    it('then the only agency, then the only agent', () => {
        expect(preselectPortal([agent('1'), agent('2'), agency('10')], null, null)).toEqual({
            kind: 'portal',
            portal: agency('10'),
        });
        expect(preselectPortal([agent('1'), agency('10'), agency('11')], null, null)).toEqual({
            kind: 'portal',
            portal: agent('1'),
        });
        expect(preselectPortal([], null, null)).toEqual({ kind: 'none' });
    });

    it('reads agencyId or agentId from a query string', () => {
        expect(portalInSearch('?agentId=5&x=1')).toEqual({ id: '5', type: 'agent' });
        expect(portalInSearch('?agencyId=7')).toEqual({ id: '7', type: 'agency' });
        expect(portalInSearch('?other=1')).toBeNull();
    });
});
