import type { FaultKind } from '../../mocks/faults/rules';
import { faultRows, type FaultRow } from './rows';

const UNAVAILABLE = { statusPage: 'The hub is currently unavailable.' };
const NOT_A_USER = {
    statusPage: 'You are not set up to use the hub. Please reach out to your relationship manager for assistance.',
};

/**
 * The sign-in calls every route starts with: who is signed in fails -> the
 * system-unavailable page (a 401 -> sign-in); permissions 401 -> not a user, any other failure -> unavailable.
 * The browser checks the faults of who is signed in given, and the not-a-user page.
 */
const signInRows = (route: string, userInBrowser: readonly FaultKind[]): FaultRow[] => [
    ...faultRows({ route, call: 'GET /api/user', inBrowser: userInBrowser }, UNAVAILABLE),
    ...faultRows({ route, call: 'GET /t/agents/my/permissions', inBrowser: ['401'] }, UNAVAILABLE, {
        '401': NOT_A_USER,
    }),
    // A server that says it is unavailable, the case the status page is named for, and a body that is not JSON
    // (EVERY_FAULT leaves both out for other calls).
    ...(['GET /api/user', 'GET /t/agents/my/permissions'] as const).flatMap(call =>
        (['503', 'malformed'] as const).map((fault): FaultRow => ({
            route,
            call,
            fault,
            runner: 'unit',
            expect: UNAVAILABLE,
        }))
    ),
];

export const shellFaults: FaultRow[] = [
    ...signInRows('/?agentId=101', ['401', '500']),
    ...signInRows('/portals', ['500']),
    {
        route: '/portals',
        call: 'GET /t/agents/my/permissions',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { statusPage: 'El Hub no está disponible en este momento.' },
    },
    {
        route: '/?agentId=101',
        call: 'GET /t/agents/my/permissions',
        fault: '401',
        language: 'es',
        runner: 'unit',
        expect: { statusPage: 'No es usuario del portal' },
        note: 'the not-a-user page in Spanish (its heading)',
    },
];
