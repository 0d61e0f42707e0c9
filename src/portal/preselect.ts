import type { Portal, PortalType, PortalRef } from './types';

export type Preselection =
    { kind: 'portal'; portal: Portal } | { kind: 'unauthorized'; type: PortalType } | { kind: 'none' };

/** Reads agentId / agencyId from a query string (agencyId wins when both are present). */
export const portalInSearch = (search: string): PortalRef | null => {
    const params = new URLSearchParams(search);
    const agencyId = params.get('agencyId');
    if (agencyId) return { id: agencyId, type: 'agency' };
    const agentId = params.get('agentId');
    if (agentId) return { id: agentId, type: 'agent' };
    return null;
};

/**
 * The preselection order: the portal in the URL; the stored selection if still available;
 * the only agency; the only agent. A portal in the URL that the user may not see is unauthorized.
 */
export const preselectPortal = (portals: Portal[], inUrl: PortalRef | null, stored: PortalRef | null): Preselection => {
    const find = (wanted: PortalRef) => portals.find(portal => portal.id === wanted.id && portal.type === wanted.type);
    if (inUrl) {
        const portal = find(inUrl);
        return portal ? { kind: 'portal', portal } : { kind: 'unauthorized', type: inUrl.type };
    }
    const storedPortal = stored && find(stored);
    if (storedPortal) return { kind: 'portal', portal: storedPortal };
    const agencies = portals.filter(portal => portal.type === 'agency');
    if (agencies.length === 1) return { kind: 'portal', portal: agencies[0] };
    const agents = portals.filter(portal => portal.type === 'agent');
    if (agents.length === 1) return { kind: 'portal', portal: agents[0] };
    return { kind: 'none' };
};
