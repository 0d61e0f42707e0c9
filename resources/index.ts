import type { PortalType } from '../src/portal/types';
import { contractsArea } from './contracts';
import { createHomePage, dashboardArea } from './dashboard';
import { eAndOsArea } from './e-and-os';
import { enrollmentsArea } from './enrollments';
import { expiringArea, hostedExpiryCard } from './expiring';
import { helpRequestsArea } from './help-requests';
import { licensesArea } from './licenses';
import { myProfileArea } from './my-profile';
import { producersArea } from './producers';
import { readinessArea } from './readiness';
import { hostedRenewalsCard, renewalsArea } from './renewals';
import { reportsArea } from './reports';
import { scopesArea } from './scopes';
import { statementsArea } from './statements';
import { hostedNewsCard, hostedVideosCard, videosArea } from './videos';

/**
 * Every area of the portal, one line each: App.tsx (routes), the sidebar (in this order), the portal-type guard and
 * the data provider are derived from this list. Adding an area: its folder with an `index.ts` (defineArea), one line
 * here, its demo handlers and its tests (docs/architecture.md, "Adding an area").
 * An area's folder here (a part's: its folder inside the area's, as enrollments/app-submission) is its name
 * everywhere else: mocks/handlers/<folder>.ts, mocks/db/<folder>.ts, tests/unit/<folder>/ and tests/e2e/<folder>/.
 */
export const AREAS = [
    dashboardArea,
    contractsArea,
    enrollmentsArea,
    licensesArea,
    readinessArea,
    eAndOsArea,
    expiringArea,
    renewalsArea,
    scopesArea,
    reportsArea,
    producersArea,
    statementsArea,
    helpRequestsArea,
    videosArea,
    myProfileArea,
] as const;

/** The sidebar's entries after Home for a portal of this type, in order: each area's label key (`app.menu.*`). */
export const sidebarLabelsFor = (type: PortalType) =>
    AREAS.flatMap(area => (area.menu && (!area.portalType || area.portalType === type) ? [area.menu.label] : []));

/**
 * Home (`/`): the dashboard area's page with the cards other areas host on it, which App.tsx gives react-admin
 * as its `dashboard`.
 */
export const HomePage = createHomePage({
    news: hostedNewsCard,
    videos: hostedVideosCard,
    expiring: hostedExpiryCard,
    renewals: hostedRenewalsCard,
});

/** The areas' parts of the data provider, with those of the parts some of their pages load on their own. */
export const API_AREAS = AREAS.flatMap(area => [
    ...(area.api ? [area.api] : []),
    ...area.parts.flatMap(part => (part.api ? [part.api] : [])),
]);

/** Every catalogue under `resources.<name>`: each area's and each of its parts'. */
export const AREA_TEXTS = AREAS.flatMap(area => [
    ...(area.texts ? [{ name: area.name, texts: area.texts }] : []),
    ...area.parts.map(part => ({ name: part.name, texts: part.texts })),
]);
