import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DisenrollmentsPage } from '../../../resources/enrollments/disenrollments/DisenrollmentsPage';
import { MissingCommissionsPage } from '../../../resources/enrollments/missing/MissingCommissionsPage';
import { ExpiringPage } from '../../../resources/expiring/ExpiringPage';
import { ProfilePage } from '../../../resources/my-profile/ProfilePage';
import { RenewalsPage } from '../../../resources/renewals/RenewalsPage';
import { SoaCheckPage } from '../../../resources/scopes/check/SoaCheckPage';
import { HomePage } from '../../../resources';
import { portalClientOf } from '../../../src/portal/PortalScope';
import { portalKeyOf, type Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderScreen } from '../harness';

/*
 * Every key a view puts in the query cache starts with its area's name and then names the portal as portalKeyOf
 * does: a refresh by the area's name reaches it, and an answer of one portal is never served to another, whether or
 * not the cache was cleared on the switch. Keys shared between areas (src/api) name the portal the same way.
 * react-admin's own keys (resource, method, params) and the session's are react-admin's to write.
 */

const REACT_ADMIN_METHODS = new Set(['getList', 'getOne', 'getMany', 'getManyReference', 'getInfiniteList']);
/** The contracts of a status and a producer's licenses, read under one key by several views. */
const SHARED = ['portalContracts', 'producerLicenses'];
/** The same for every portal: alerts and the training calendar name none in their calls, videos are public. */
const PORTAL_FREE = [
    ['dashboard', 'alerts'],
    ['dashboard', 'calendar'],
    ['videos', 'list'],
    ['videos', 'news'],
];

const isReactAdmins = (key: QueryKey) => key[0] === 'auth' || REACT_ADMIN_METHODS.has(String(key[1]));
const isPortalFree = (key: QueryKey) => PORTAL_FREE.some(([root, part]) => key[0] === root && key[1] === part);

/** The keys that break the rule, each with what it should have been. */
const strayKeys = (queryClient: QueryClient, portal: Portal, areas: string[]) =>
    queryClient
        .getQueryCache()
        .getAll()
        .map(query => query.queryKey)
        .filter(key => !isReactAdmins(key) && !isPortalFree(key))
        .filter(key => ![...areas, ...SHARED].includes(String(key[0])) || key[1] !== portalKeyOf(portal));

/** The area's own keys among them: the view asked something of its own. */
const ownKeys = (queryClient: QueryClient, area: string) =>
    queryClient
        .getQueryCache()
        .getAll()
        .filter(query => query.queryKey[0] === area && !isReactAdmins(query.queryKey));

interface View {
    name: string;
    page: ReactElement;
    portal: Portal;
    path: string;
    resource: string;
    /** The area's name, and those of the cards it hosts (the dashboard). */
    areas: string[];
    /** What a person sees once the view has asked everything it asks. */
    loaded: () => Promise<unknown>;
}

const cardsLoaded = () =>
    waitFor(() => {
        for (const name of [
            'Recent enrollments',
            'Your relationship manager',
            'Producer enrollment summary',
            'Expiry forecast',
            'Renewals at risk',
        ])
            expect(screen.getByRole('region', { name })).not.toHaveAttribute('aria-busy');
    });

const VIEWS: View[] = [
    {
        name: 'the missed-commission check',
        page: <MissingCommissionsPage />,
        portal: AGENT_MARIA,
        path: '/enrollments/missing-commissions',
        resource: 'enrollments',
        areas: ['enrollments'],
        loaded: () => screen.findByText(/^Checked (\d+) of \1 enrollments$/),
    },
    {
        name: 'rapid disenrollments',
        page: <DisenrollmentsPage />,
        portal: AGENCY_SUNSHINE,
        path: '/enrollments/disenrollments',
        resource: 'enrollments',
        areas: ['enrollments'],
        loaded: () => screen.findByRole('heading', { name: /^All products: .* ended within 3 months:/ }),
    },
    {
        name: 'the SOA check',
        page: <SoaCheckPage />,
        portal: AGENT_MARIA,
        path: '/scopes/check',
        resource: 'scopes',
        areas: ['scopes'],
        loaded: () => screen.findByText(/^Checked \d+ enrollments with an application received in these months$/),
    },
    {
        name: 'the expiry forecast',
        page: <ExpiringPage />,
        portal: AGENCY_SUNSHINE,
        path: '/expiring',
        resource: 'expiring',
        areas: ['expiring'],
        loaded: () => screen.findByText(/^All \d+ producers checked\.$/),
    },
    {
        name: 'renewals at risk',
        page: <RenewalsPage />,
        portal: AGENT_MARIA,
        path: '/renewals',
        resource: 'renewals',
        areas: ['renewals'],
        loaded: () => screen.findByRole('heading', { level: 2, name: /renewing (is|are) at risk$/ }),
    },
    {
        name: 'my profile',
        page: <ProfilePage />,
        portal: AGENCY_SUNSHINE,
        path: '/my-profile',
        resource: 'my-profile',
        areas: ['my-profile'],
        loaded: () => screen.findByRole('textbox', { name: /^Agency name/ }),
    },
    {
        name: 'the dashboard',
        // react-admin hands its dashboard the permissions; the page does not read them.
        page: <HomePage permissions={undefined} />,
        portal: AGENCY_SUNSHINE,
        path: '/',
        resource: 'dashboard',
        areas: ['dashboard', 'expiring', 'renewals'],
        loaded: cardsLoaded,
    },
];

describe("every query key of a view starts with its area's name, then the portal's key", () => {
    for (const view of VIEWS)
        it(view.name, async () => {
            const { queryClient } = renderScreen(view.page, {
                portal: view.portal,
                path: view.path,
                resource: view.resource,
            });
            await view.loaded();
            const portalClient = portalClientOf(queryClient)!;
            expect(ownKeys(portalClient, view.areas[0]).length).toBeGreaterThan(0);
            expect(strayKeys(portalClient, view.portal, view.areas)).toEqual([]);
        });
});
