import type { Portal, PortalType } from './types';

/** At most this many portals are listed; beyond it, a message says more could not be shown. */
export const PORTAL_LIST_LIMIT = 100;
/** Above this many portals the selector becomes a search. */
export const TWO_LIST_MAXIMUM = 6;

export interface PortalSearchResult {
    shown: Portal[];
    /** More portals matched than are shown. */
    truncated: boolean;
}

/** Portals of one type whose name or id contains the text (case-insensitive), sorted by name, at most 100. */
export const searchPortals = (portals: Portal[], type: PortalType, text: string): PortalSearchResult => {
    const needle = text.trim().toLocaleLowerCase();
    const matches = portals
        .filter(portal => portal.type === type)
        .filter(portal => !needle || portal.name.toLocaleLowerCase().includes(needle) || portal.id.includes(needle))
        .sort((a, b) => a.name.localeCompare(b.name));
    return { shown: matches.slice(0, PORTAL_LIST_LIMIT), truncated: matches.length > PORTAL_LIST_LIMIT };
};
