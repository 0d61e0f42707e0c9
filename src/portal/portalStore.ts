import type { Portal, PortalType } from './types';

/** The one local-storage key under which the selected portal is kept. */
export const SELECTED_PORTAL_KEY = 'producerHub.selectedPortal';

type Listener = () => void;
const listeners = new Set<Listener>();

const isPortal = (value: unknown): value is Portal => {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Record<string, unknown>;
    return (
        typeof candidate.id === 'string' &&
        typeof candidate.name === 'string' &&
        (candidate.type === 'agent' || candidate.type === 'agency')
    );
};

const load = (): Portal | null => {
    try {
        const raw = localStorage.getItem(SELECTED_PORTAL_KEY);
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        return isPortal(parsed) ? parsed : null;
    } catch {
        return null;
    }
};

let selected: Portal | null = load();

/**
 * The selected portal has this one owner: the data provider, the router and the shell all read it here.
 * It is a tiny external store (useSyncExternalStore) so non-React code such as the data provider can read it.
 */
export const portalStore = {
    get: (): Portal | null => selected,
    set: (portal: Portal | null): void => {
        selected = portal;
        if (portal) localStorage.setItem(SELECTED_PORTAL_KEY, JSON.stringify(portal));
        else localStorage.removeItem(SELECTED_PORTAL_KEY);
        listeners.forEach(listener => listener());
    },
    subscribe: (listener: Listener): (() => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
    },
    /** Re-reads local storage (tests and a fresh session). */
    reload: (): void => {
        selected = load();
        listeners.forEach(listener => listener());
    },
};

export const isSamePortal = (a: Pick<Portal, 'id' | 'type'> | null, b: Pick<Portal, 'id' | 'type'> | null) =>
    a !== null && b !== null && a.id === b.id && a.type === b.type;

export type { Portal, PortalType };
