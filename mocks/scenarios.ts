/**
 * Demo scenarios (docs/demo-mode.md): who is signed in and how the API behaves. Chosen on the demo sign-in
 * page, with `?scenario=` on any address, or from the demo toolbar; kept in a cookie so the browser worker
 * and the HTTP server used by the browser tests see the same choice.
 */
export const SCENARIOS = [
    'default',
    'many-portals',
    'huge-portals',
    'large-downline',
    'large-book',
    'no-portals',
    'not-set-up',
    'unverified-email',
    'api-down',
] as const;

export type Scenario = (typeof SCENARIOS)[number];

/** Not a scenario of the data but of the session: ends it, so the next page load signs in again. */
export const SIGNED_OUT = 'signed-out';

export const SCENARIO_COOKIE = 'demo_scenario';
export const SESSION_COOKIE = 'demo_session';

export const toScenario = (value: string | null | undefined): Scenario =>
    SCENARIOS.find(scenario => scenario === value) ?? 'default';
