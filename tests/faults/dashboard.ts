import type { FaultKind } from '../../mocks/faults/rules';
import { faultRows, sideBySide, type FaultRow } from './rows';

const AGENT_HOME = '/?agentId=101';
const AGENCY_HOME = '/?agencyId=201';

/** The fallback contact (src/config.ts) shown when the manager answer names nobody. */
const FALLBACK_TEAM = 'Producer Support Team';

/**
 * The dashboard's calls all start with the page and none reads another's answer, so each fault is set on all
 * of them at once and every card must show its own state. An answer of null is an empty list where the call
 * answers a list that may be empty (recent enrollments, alerts, calendar, producer summary), and no manager
 * for the manager call (the fallback team); `{}` names no manager either. The browser checks the faults of
 * `inBrowser` on every card, and each card's own outcomes of null and `{}`.
 */
const agentCards = (route: string, inBrowser: readonly FaultKind[]): FaultRow[][] => [
    faultRows(
        { route, call: 'GET /t/alerts', inBrowser: [...inBrowser, 'null'] },
        { text: 'Announcements could not be loaded.' },
        // No alerts to show: the page is as without any.
        { null: { text: 'Recent enrollments' } }
    ),
    faultRows(
        { route, call: 'GET /t/*/*/enrollments/recent', inBrowser: [...inBrowser, 'null'] },
        { text: 'Error loading enrollments' },
        { null: { text: 'No recent enrollments' } }
    ),
    faultRows({ route, call: 'GET /t/*/*/dashboard', inBrowser }, { text: 'Error loading dashboard' }),
    faultRows({ route, call: 'GET /t/*/*/statements', inBrowser }, { text: 'Error loading statements' }),
    faultRows(
        { route, call: 'GET /t/*/*/accountmanager', inBrowser: [...inBrowser, 'null', 'wrong-shape'] },
        { text: 'Error loading your relationship manager' },
        { null: { text: FALLBACK_TEAM }, 'wrong-shape': { text: FALLBACK_TEAM } }
    ),
    faultRows(
        { route, call: 'GET /api/content/calendar', inBrowser: [...inBrowser, 'null'] },
        { text: 'Unable to load the training calendar at this time. Please try again later.' },
        { null: { text: 'No upcoming trainings' } }
    ),
];

export const dashboardFaults: FaultRow[] = [
    // An agent: the cards of every portal and the recent SOAs.
    ...sideBySide(
        ...agentCards(AGENT_HOME, ['401', '500']),
        faultRows(
            { route: AGENT_HOME, call: 'GET /t/v2/agents/*/scopes', inBrowser: ['401', '500'] },
            { text: 'Error loading recent SOAs' }
        )
    ),
    // An agency: the same cards (its owner paths) and the producer summary with its carrier choices.
    ...sideBySide(
        ...agentCards(AGENCY_HOME, ['500']),
        faultRows(
            { route: AGENCY_HOME, call: 'GET /t/agencies/*/producersummary', inBrowser: ['500', 'null'] },
            // The recent enrollments card says it too: each card its own.
            { text: 'Error loading enrollments' },
            { null: { text: 'No enrollments found' } }
        ),
        faultRows(
            { route: AGENCY_HOME, call: 'GET /t/insurers', inBrowser: ['500'] },
            { text: 'Error loading insurers' }
        ),
        // The expiry card lists the producers to say how many of them it counts.
        faultRows(
            { route: AGENCY_HOME, call: 'GET /t/agencies/*/downlineagents', inBrowser: ['500'] },
            { text: 'Some of the data could not be loaded: the forecast page says which.' }
        )
    ),
    // In Spanish.
    ...sideBySide(
        ...[
            { call: 'GET /t/*/*/enrollments/recent', text: 'Error al cargar las inscripciones' },
            { call: 'GET /t/*/*/dashboard', text: 'Error al cargar el panel principal' },
            { call: 'GET /t/v2/agents/*/scopes', text: 'Error al cargar los SOA recientes' },
            {
                call: 'GET /api/content/calendar',
                text: 'No se puede cargar el calendario de capacitación en este momento. Inténtelo de nuevo más tarde.',
            },
        ].map(({ call, text }) => [
            {
                route: AGENT_HOME,
                call,
                fault: '500' as const,
                language: 'es' as const,
                runner: 'unit' as const,
                expect: { text },
            },
        ])
    ),
];
