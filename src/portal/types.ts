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

/** Whose data a call asks for: all a path or a key needs of a portal. */
export type PortalRef = Pick<Portal, 'id' | 'type'>;

export const PORTAL_QUERY_KEYS: Record<PortalType, 'agentId' | 'agencyId'> = {
    agent: 'agentId',
    agency: 'agencyId',
};

/** A portal's name among the others ("agent:101"): its scope's key. */
export const portalKeyOf = (portal: PortalRef) => `${portal.type}:${portal.id}`;
