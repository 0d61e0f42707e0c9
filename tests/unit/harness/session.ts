import { portalStore } from '../../../src/portal/portalStore';
import type { Portal } from '../../../src/portal/types';
import type { Scenario } from '../../../mocks/scenarios';

/** The demo user's portals (mocks/db/users.ts). */
export const AGENT_MARIA: Portal = { id: '101', name: 'Maria Lopez', type: 'agent' };
export const AGENT_JAMES: Portal = { id: '102', name: 'James Carter', type: 'agent' };
export const AGENCY_SUNSHINE: Portal = { id: '201', name: 'Sunshine Benefits Group', type: 'agency' };
export const DEFAULT_AGENCY: Portal = { id: '1000', name: 'Harbor Point Insurance Marketing', type: 'agency' };

/** The anti-forgery token the demo sign-in hands out in these tests (sent back in X-XSRF-TOKEN). */
export const XSRF_TOKEN = 'unit-test-xsrf';

/** Makes the demo handlers see a session (the cookie the demo sign-in page sets). */
export const signInAs = (scenario: Scenario = 'default') => {
    document.cookie = 'demo_session=1; Path=/';
    document.cookie = `demo_scenario=${scenario}; Path=/`;
    document.cookie = `XSRF-TOKEN=${XSRF_TOKEN}; Path=/`;
};

/** Signs in (unless scenario is null) and selects the portal, as if chosen earlier on this device. */
export const startSession = (scenario: Scenario | null, portal: Portal | undefined) => {
    if (scenario) signInAs(scenario);
    if (portal) portalStore.set(portal);
};
