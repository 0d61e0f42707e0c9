import { useCallback, useSyncExternalStore } from 'react';
import { usePermissions, useStoreContext } from 'react-admin';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { portalStore } from './portalStore';
import { portalKeyOf, type PermissionSet, type Portal } from './types';

export const useSelectedPortal = (): Portal | null => useSyncExternalStore(portalStore.subscribe, portalStore.get);

/** The selected portal's part of its data's query keys (portalKeyOf); 'none' before a portal is selected. */
export const usePortalKey = () => {
    const portal = useSelectedPortal();
    return portal ? portalKeyOf(portal) : 'none';
};

/** The portals of the signed-in user (react-admin's permissions), fetched once per session. */
export const usePortals = () => {
    const { permissions, isPending, error } = usePermissions<PermissionSet>();
    return { permissions, portals: permissions?.portals ?? [], isPending, error };
};

/** Drops every cached answer but the user's and the permissions, which do not depend on the portal. */
export const clearPortalData = (queryClient: QueryClient) =>
    queryClient.removeQueries({ predicate: query => query.queryKey[0] !== 'auth' });

/**
 * Makes a portal the selected one: stores it, clears the previous portal's cached data and list settings,
 * and (for a choice on the selection page) goes home.
 */
export const useSelectPortal = () => {
    const queryClient = useQueryClient();
    const store = useStoreContext();
    const navigate = useNavigate();
    return useCallback(
        (portal: Portal, { goHome = true }: { goHome?: boolean } = {}) => {
            portalStore.set(portal);
            clearPortalData(queryClient);
            store.reset();
            if (goHome) navigate('/');
        },
        [queryClient, store, navigate]
    );
};
