import { useEffect, type ReactNode } from 'react';
import { Loading, useGetIdentity } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { systemUnavailablePath } from '../auth/returnUrl';
import { portalInSearch } from './preselect';
import { isSamePortal, portalStore } from './portalStore';
import { usePortalDecision, useSelectedPortal, usePortals, useSelectPortal } from './usePortal';

const PORTAL_FREE_PATHS = ['/portals', '/preferences'];

export const PortalGuard = ({ children }: { children: ReactNode }) => {
    const location = useLocation();
    const { permissions, isPending, error } = usePortals();
    const { identity, isPending: identityPending } = useGetIdentity();
    const selected = useSelectedPortal();
    const selectPortal = useSelectPortal();

    const inUrl = portalInSearch(location.search);
    const decision = usePortalDecision();
    const needsSelection = decision?.kind === 'portal' && !isSamePortal(decision.portal, selected);
    // A first choice has no other portal's settings to clear: its pages show while it is stored.
    const switching = needsSelection && selected !== null;
    // A stored portal the user can no longer see is forgotten, so it is not carried onto the next address.
    const forgetStored = decision?.kind === 'none' && selected !== null;

    useEffect(() => {
        if (switching && decision?.kind === 'portal') selectPortal(decision.portal, { goHome: false });
        else if (needsSelection && decision?.kind === 'portal') portalStore.set(decision.portal);
        else if (forgetStored) portalStore.set(null);
    }, [decision, needsSelection, switching, forgetStored, selectPortal]);

    if (isPending || identityPending) return <Loading />;
    if (error)
        return (
            <Navigate to={systemUnavailablePath(`${location.pathname}${location.search}${location.hash}`)} replace />
        );
    if (!permissions?.id) return <Navigate to="/unrecognized-user" replace />;
    if (identity?.emailVerified === false) return <Navigate to="/email-verification-required" replace />;
    if (decision?.kind === 'unauthorized')
        return <Navigate to={`/unauthorized-portal?type=${decision.type}`} replace />;
    if (switching || forgetStored) return <Loading />;
    // Keep the portal on the address so that it can be shared and reloaded (the history adds it).
    if (decision?.kind === 'portal' && !inUrl)
        return <Navigate to={{ pathname: location.pathname, search: location.search, hash: location.hash }} replace />;
    if (decision?.kind === 'none' && !PORTAL_FREE_PATHS.includes(location.pathname))
        return <Navigate to="/portals" replace />;
    return <>{children}</>;
};
