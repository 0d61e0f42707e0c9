import type { ReactNode } from 'react';
import { WrongPortalTypePage } from '../pages/status/InPlaceStatusPages';
import type { PortalType } from './types';
import { useCurrentPortal } from './usePortal';

/**
 * Areas of one portal type only (SOA for agents; producers and reports for agencies). Another type's portal
 * gets a page saying which portals the page is for, inside the shell; the unauthorized page is for a portal
 * the user may not act for at all.
 */
export const RequirePortalType = ({ type, children }: { type: PortalType; children: ReactNode }) => {
    const portal = useCurrentPortal();
    if (portal && portal.type !== type) return <WrongPortalTypePage requiredType={type} />;
    return <>{children}</>;
};
