import { useState, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, type HistoryRouterProps } from 'react-router';
import { createPortalHistory } from './portalHistory';

/**
 * The app's router, over the portal-keeping history. Location updates are applied at once rather than as
 * transitions, so a portal choice and the navigation it causes render together (never the new portal on
 * the old page).
 */
export const PortalRouter = ({
    history,
    children,
}: {
    history?: HistoryRouterProps['history'];
    children: ReactNode;
}) => {
    const [routerHistory] = useState(() => history ?? createPortalHistory());
    return (
        <HistoryRouter history={routerHistory} useTransitions={false}>
            {children}
        </HistoryRouter>
    );
};
