import type { Portal, PortalType, PortalRef } from './types';
import { pageState } from '../pageState';

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
let signedOut = false;

/** A tiny external store, so non-React code such as the data provider can read it. */
export const portalStore = {
    get: (): Portal | null => selected,
    set: (portal: Portal | null): void => {
        if (signedOut) return;
        selected = portal;
        if (portal) localStorage.setItem(SELECTED_PORTAL_KEY, JSON.stringify(portal));
        else localStorage.removeItem(SELECTED_PORTAL_KEY);
        listeners.forEach(listener => listener());
    },
    subscribe: (listener: Listener): (() => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
    },
    /**
     * The portal names a person and must not outlive the session on a shared device. Until the page has left, the
     * entry guard (still rendering `?agentId=`) would otherwise store it right back.
     */
    signOut: (): void => {
        portalStore.set(null);
        signedOut = true;
    },
    reload: (): void => {
        signedOut = false;
        selected = load();
        listeners.forEach(listener => listener());
    },
};
pageState.register(portalStore.reload);

export const isSamePortal = (a: PortalRef | null, b: PortalRef | null) =>
    a !== null && b !== null && a.id === b.id && a.type === b.type;

export type { Portal, PortalType };
