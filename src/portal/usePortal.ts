import { useCallback, useSyncExternalStore } from 'react';
import { usePermissions, useStoreContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { portalStore } from './portalStore';
import type { PermissionSet, Portal } from './types';

export const useSelectedPortal = (): Portal | null => useSyncExternalStore(portalStore.subscribe, portalStore.get);

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
