import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PortalType } from './types';
import { useSelectedPortal } from './usePortal';

/** Areas of one portal type only (SOA for agents; producers and reports for agencies). */
export const RequirePortalType = ({ type, children }: { type: PortalType; children: ReactNode }) => {
    const portal = useSelectedPortal();
    if (portal && portal.type !== type) return <Navigate to={`/unauthorized-portal?type=${portal.type}`} replace />;
    return <>{children}</>;
};
