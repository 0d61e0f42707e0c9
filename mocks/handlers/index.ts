import { faultHandlers } from '../faults/handler';
import { accountHandlers } from './account';
import { appSubmissionDemo } from './enrollments/app-submission';
import type { DemoArea } from './area';
import { contractRequestsDemo } from './contracts/requests';
import { contractsDemo } from './contracts';
import { dashboardDemo } from './dashboard';
import { demoHandlers } from './demo';
import { eAndOsDemo } from './e-and-os';
import { dictionariesDemo } from './dictionaries';
import { enrollmentsDemo } from './enrollments';
import { expiringDemo } from './expiring';
import { storedFileHandlers } from './files';
import { guardHandlers } from './guard';
import { helpRequestsDemo } from './help-requests';
import { largeBookDemo } from './largeBook';
import { licensesDemo } from './licenses';
import { myProfileDemo } from './my-profile';
import { producersDemo } from './producers';
import { quickLinksDemo } from './quickLinks';
import { reportsDemo } from './reports';
import { scopesDemo } from './scopes';
import { statementsDemo } from './statements';
import { sessionDemo } from './user';
import { videosDemo } from './videos';

/** The demo's API areas, one line each: a new area adds its module (handlers, stored files) and a line here. */
const AREAS: DemoArea[] = [
    sessionDemo,
    dictionariesDemo,
    contractsDemo,
    contractRequestsDemo,
    licensesDemo,
    // Before the producers' handlers: the large-downline scenario answers some of their calls.
    expiringDemo,
    producersDemo,
    // Before the enrollments' and the scopes' handlers: the large-book scenario answers some of their calls.
    largeBookDemo,
    enrollmentsDemo,
    appSubmissionDemo,
    statementsDemo,
    eAndOsDemo,
    scopesDemo,
    reportsDemo,
    helpRequestsDemo,
    myProfileDemo,
    quickLinksDemo,
    videosDemo,
    dashboardDemo,
];

/**
 * Handlers the browser worker intercepts (fetch calls of the app). Faults come first (a call no fault rule
 * matches passes on), then the session guard, the areas, the shared file downloads and the demo's controls.
 */
export const apiHandlers = [
    ...faultHandlers,
    ...guardHandlers,
    ...AREAS.flatMap(area => area.handlers),
    ...storedFileHandlers(AREAS),
    ...demoHandlers,
];

/** Every handler: the API plus the account pages a browser navigates to (HTTP servers only). */
export const handlers = [...accountHandlers, ...apiHandlers];

export { accountHandlers };
