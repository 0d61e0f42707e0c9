import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import DrawIcon from '@mui/icons-material/Draw';
import AssessmentIcon from '@mui/icons-material/Assessment';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { upcomingArea } from '../src/areas/upcomingArea';
import { contractsArea } from './contracts';
import { enrollmentsArea } from './enrollments';
import { licensesArea } from './licenses';
import { producersArea } from './producers';
import { statementsArea } from './statements';

/**
 * Every area of the portal, one line each: App.tsx (routes), the sidebar, the portal-type guard and the data
 * provider are derived from this list. Adding an area: its folder with an `index.ts` (defineArea), one line
 * here, its demo handlers and its tests (README "Adding an area").
 */
export const AREAS = [
    contractsArea,
    licensesArea,
    producersArea,
    enrollmentsArea,
    upcomingArea({
        name: 'e-and-os',
        title: 'app.menu.eAndOs',
        menu: { label: 'app.menu.eAndOs', icon: VerifiedUserIcon, order: 40 },
    }),
    upcomingArea({
        name: 'scopes',
        title: 'app.menu.scopes',
        portalType: 'agent',
        menu: { label: 'app.menu.scopes', icon: DrawIcon, order: 50 },
    }),
    upcomingArea({
        name: 'reports',
        title: 'app.menu.reports',
        portalType: 'agency',
        menu: { label: 'app.menu.reports', icon: AssessmentIcon, order: 60 },
    }),
    statementsArea,
    upcomingArea({
        name: 'help-requests',
        title: 'app.menu.helpRequests',
        menu: { label: 'app.menu.helpRequests', icon: SupportAgentIcon, order: 90 },
    }),
    upcomingArea({ name: 'videos', title: 'app.menu.videos' }),
    upcomingArea({ name: 'my-profile', title: 'app.menu.profile' }),
] as const;

/** The areas' parts of the data provider, with those of the parts some of their pages load on their own. */
export const API_AREAS = AREAS.flatMap(area => [...(area.api ? [area.api] : []), ...area.parts.map(part => part.api)]);

/** Every catalogue under `resources.<name>`: each area's and each of its parts'. */
export const AREA_TEXTS = AREAS.flatMap(area => [
    ...(area.texts ? [{ name: area.name, texts: area.texts }] : []),
    ...area.parts.map(part => ({ name: part.name, texts: part.texts })),
]);
