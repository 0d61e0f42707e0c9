import { faultRows, sideBySide, type FaultRow } from '../faultRows';

const AGENT_HOME = '/?agentId=101';
const AGENCY_HOME = '/?agencyId=201';

/** The fallback contact (src/config.ts) shown when the manager answer names nobody. */
const FALLBACK_TEAM = 'Producer Support Team';

/**
 * The dashboard's calls all start with the page and none reads another's answer, so each fault is set on all
 * of them at once and every card must show its own state. An answer of null is an empty list where the call
 * answers a list that may be empty (recent enrollments, alerts, calendar, producer summary), and no manager
 * for the manager call (the fallback team); `{}` names no manager either.
 */
const agentCards = (route: string): FaultRow[][] => [
    faultRows(
        { route, call: 'GET /t/alerts' },
        { text: 'Announcements could not be loaded.' },
        // No alerts to show: the page is as without any.
        { null: { text: 'Recent enrollments' } }
    ),
    faultRows(
        { route, call: 'GET /t/*/*/enrollments/recent' },
        { text: 'Error loading enrollments' },
        { null: { text: 'No recent enrollments' } }
    ),
    faultRows({ route, call: 'GET /t/*/*/dashboard' }, { text: 'Error loading dashboard' }),
    faultRows({ route, call: 'GET /t/*/*/statements' }, { text: 'Error loading statements' }),
    faultRows(
        { route, call: 'GET /t/*/*/accountmanager' },
        { text: 'Error loading your relationship manager' },
        { null: { text: FALLBACK_TEAM }, 'wrong-shape': { text: FALLBACK_TEAM } }
    ),
    faultRows(
        { route, call: 'GET /api/content/calendar' },
        { text: 'Unable to load the training calendar at this time. Please try again later.' },
        { null: { text: 'No upcoming trainings' } }
    ),
];

export const dashboardFaults: FaultRow[] = [
    // An agent: the cards of every portal and the recent SOAs.
    ...sideBySide(
        ...agentCards(AGENT_HOME),
        faultRows({ route: AGENT_HOME, call: 'GET /t/v2/agents/*/scopes' }, { text: 'Error loading recent SOAs' })
    ),
    // An agency: the same cards (its owner paths) and the producer summary with its carrier choices.
    ...sideBySide(
        ...agentCards(AGENCY_HOME),
        faultRows(
            { route: AGENCY_HOME, call: 'GET /t/agencies/*/producersummary' },
            // The recent enrollments card says it too: each card its own.
            { text: 'Error loading enrollments' },
            { null: { text: 'No enrollments found' } }
        ),
        faultRows({ route: AGENCY_HOME, call: 'GET /t/insurers' }, { text: 'Error loading insurers' })
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
            { route: AGENT_HOME, call, fault: '500' as const, language: 'es' as const, expect: { text } },
        ])
    ),
];
