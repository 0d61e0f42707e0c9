import type { PortalType } from '../portal/types';

export interface NavigationEntry {
    path: string;
    label: string;
    /** Portal types that see the entry; undefined: every portal. */
    only?: PortalType;
}

/** Sidebar entries once a portal is chosen, in the spec's order (part 2 §2 "Header, sidebar, quick links"). */
export const PORTAL_NAVIGATION: NavigationEntry[] = [
    { path: '/contracts', label: 'app.menu.contracts' },
    { path: '/enrollments', label: 'app.menu.enrollments' },
    { path: '/licenses', label: 'app.menu.licenses' },
    { path: '/e-and-os', label: 'app.menu.eAndOs' },
    { path: '/scopes', label: 'app.menu.scopes', only: 'agent' },
    { path: '/reports', label: 'app.menu.reports', only: 'agency' },
    { path: '/producers', label: 'app.menu.producers', only: 'agency' },
    { path: '/statements', label: 'app.menu.statements' },
    { path: '/help-requests', label: 'app.menu.helpRequests' },
];

export const navigationFor = (type: PortalType | undefined): NavigationEntry[] =>
    type ? PORTAL_NAVIGATION.filter(entry => !entry.only || entry.only === type) : [];
