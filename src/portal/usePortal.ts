import { useCallback, useSyncExternalStore } from 'react';
import { usePermissions, useStoreContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { portalInSearch, preselectPortal } from './preselect';
import { portalStore } from './portalStore';
import { useScopePortal } from './PortalScope';
import type { PermissionSet, Portal } from './types';

export const useSelectedPortal = (): Portal | null => useSyncExternalStore(portalStore.subscribe, portalStore.get);

/** Which portal the address and the stored choice lead to, once the user's portals are known. */
export const usePortalDecision = () => {
    const location = useLocation();
    const { permissions, portals } = usePortals();
    const selected = useSelectedPortal();
    return permissions ? preselectPortal(portals, portalInSearch(location.search), selected) : undefined;
};

/** The portal the shell shows: its scope's, or the stored one outside a scope. */
export const useCurrentPortal = (): Portal | null => {
    const scope = useScopePortal();
    const selected = useSelectedPortal();
    return scope ?? selected;
};

/** The portals of the signed-in user (react-admin's permissions), fetched once per session. */
export const usePortals = () => {
    const { permissions, isPending, error } = usePermissions<PermissionSet>();
    return { permissions, portals: permissions?.portals ?? [], isPending, error };
};

/**
 * Makes a portal the selected one: stores it (another portal opens in a scope of its own, PortalScope, its
 * cache empty), clears the list settings, and (for a choice on the selection page) goes home.
 */
export const useSelectPortal = () => {
    const store = useStoreContext();
    const navigate = useNavigate();
    return useCallback(
        (portal: Portal, { goHome = true }: { goHome?: boolean } = {}) => {
            portalStore.set(portal);
            store.reset();
            if (goHome) navigate('/');
        },
        [store, navigate]
    );
};
