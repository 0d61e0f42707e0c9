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

// App.tsx, the sidebar (in this order), the portal-type guard and the data provider are derived from this list.
// An area's folder (a part's: its folder inside the area's) is its name in mocks/handlers/, mocks/db/ and tests/.
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

/** Each area's label key (`app.menu.*`), in order. */
export const sidebarLabelsFor = (type: PortalType) =>
    AREAS.flatMap(area => (area.menu && (!area.portalType || area.portalType === type) ? [area.menu.label] : []));

export const HomePage = createHomePage({
    news: hostedNewsCard,
    videos: hostedVideosCard,
    expiring: hostedExpiryCard,
    renewals: hostedRenewalsCard,
});

/** With the parts some of their pages load on their own. */
export const API_AREAS = AREAS.flatMap(area => [
    ...(area.api ? [area.api] : []),
    ...area.parts.flatMap(part => (part.api ? [part.api] : [])),
]);

export const AREA_TEXTS = AREAS.flatMap(area => [
    ...(area.texts ? [{ name: area.name, texts: area.texts }] : []),
    ...area.parts.map(part => ({ name: part.name, texts: part.texts })),
]);
