export type PortalType = 'agent' | 'agency';

/** An agent or agency the signed-in user may act for. */
export interface Portal {
    id: string;
    name: string;
    type: PortalType;
}

/** The user's permission record; `id` is absent when the user is not set up in the hub. */
export interface PermissionSet {
    id?: string;
    name?: string;
    portals: Portal[];
}

export const PORTAL_QUERY_KEYS: Record<PortalType, 'agentId' | 'agencyId'> = {
    agent: 'agentId',
    agency: 'agencyId',
};

/**
 * The portal's part of a query key ("agent:101"), which every key of a portal's data carries: an answer of one
 * portal is never served to another, whatever the cache still holds.
 */
export const portalKeyOf = (portal: Pick<Portal, 'type' | 'id'>) => `${portal.type}:${portal.id}`;
