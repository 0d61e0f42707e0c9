import type { FaultKind } from '../../mocks/faults/rules';
import { faultRows, sideBySide, type FaultRow } from './rows';

const AGENT = '/expiring?agentId=102';
const AGENCY = '/expiring?agencyId=201';
const DASHBOARD = '/?agentId=101';
const FAILED_PRODUCERS = 'These producers could not be checked, so their items are missing from the forecast:';
// A source that did not answer may hold items: the forecast never says there are none.
const NOTHING = 'Nothing has expired, and nothing expires within 90 days (licenses: 6 months).';

/** The dashboard card's line when one of its sources failed: its counts are those of the others. */
const CARD_PARTIAL = 'Some of the data could not be loaded: the forecast page says which.';

/** The card's rows of one call, each fault in Vitest. */
const cardRows = (route: string, call: string, faults: readonly FaultKind[]): FaultRow[] =>
    faults.map(fault => ({ route, call, fault, runner: 'unit', expect: { text: CARD_PARTIAL }, note: 'the card' }));

/**
 * The expiry forecast's calls. Each source of the page fails on its own with its own sentence, the others'
 * items still shown; a producer's detail failing names that producer (one among many, or every one).
 */
export const expiringFaults: FaultRow[] = [
    // An agent's three sources, side by side in one page load.
    ...sideBySide(
        faultRows(
            { route: AGENT, call: 'GET /t/agents/*/licenses', notText: NOTHING, inBrowser: ['401', '500'] },
            { text: 'Your licenses could not be loaded: they are missing from the forecast.' }
        ),
        faultRows(
            { route: AGENT, call: 'GET /t/agents/*/eandos', notText: NOTHING, inBrowser: ['401', '500'] },
            { text: 'Your E&O records could not be loaded: they are missing from the forecast.' }
        ),
        faultRows(
            { route: AGENT, call: 'GET /t/agents/*/contracts', notText: NOTHING, inBrowser: ['401', '500'] },
            { text: 'Your contracts could not be loaded: their certifications are missing from the forecast.' }
        )
    ),
    // An agency's own sources, its producers and their contract rows, side by side.
    ...sideBySide(
        faultRows(
            { route: AGENCY, call: 'GET /t/agencies/*/licenses', notText: NOTHING, inBrowser: ['500'] },
            { text: 'Your licenses could not be loaded: they are missing from the forecast.' }
        ),
        faultRows(
            { route: AGENCY, call: 'GET /t/agencies/*/eandos', notText: NOTHING, inBrowser: ['500'] },
            { text: 'Your E&O records could not be loaded: they are missing from the forecast.' }
        ),
        faultRows(
            { route: AGENCY, call: 'GET /t/agencies/*/downlineagents', notText: NOTHING, inBrowser: ['500'] },
            {
                text: 'Your producers could not be loaded: their licenses and certifications are missing from the forecast.',
            }
        ),
        faultRows(
            {
                route: AGENCY,
                call: 'GET /t/v2/agencies/*/downlineagentcontracts',
                notText: NOTHING,
                inBrowser: ['500'],
            },
            {
                text: 'Your producers’ contracts could not be loaded: their certifications are missing from the forecast.',
            }
        )
    ),
    // One producer failing among the 122 (Ana Clark, checked first: the list is by name): the others' items
    // stay, the failed one is named as soon as it fails.
    ...(['500', 'abort', 'wrong-shape'] as const).map(fault => ({
        route: AGENCY,
        call: 'GET /t/v2/agencies/*/agents/20135',
        fault,
        runner: 'unit' as const,
        expect: { text: FAILED_PRODUCERS },
        note: 'one producer among many',
    })),
    {
        route: AGENCY,
        call: 'GET /t/v2/agencies/*/agents/*',
        fault: '401',
        runner: 'unit',
        expect: { signIn: true },
    },
    // The dashboard card: one of its sources failing leaves the counts of the others and says so.
    {
        route: DASHBOARD,
        call: 'GET /t/agents/*/eandos',
        fault: '500',
        runner: 'browser',
        expect: { text: CARD_PARTIAL },
    },
    // The card's licenses, which reach every window: each fault says so in the card (its counts marked partial).
    ...cardRows(DASHBOARD, 'GET /t/agents/*/licenses', ['500', 'abort', 'wrong-shape', 'null']),
    // The card's contracts, whose certifications it counts (the pending contracts card fails beside it).
    ...cardRows(DASHBOARD, 'GET /t/agents/*/contracts', ['500', 'null']),
    // An agency's card: its own licenses and E&O each say so in the card.
    ...['GET /t/agencies/*/licenses', 'GET /t/agencies/*/eandos'].flatMap(call =>
        cardRows('/?agencyId=201', call, ['500', 'abort', 'wrong-shape'])
    ),
    {
        route: AGENT,
        call: 'GET /t/agents/*/licenses',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'No se pudieron cargar sus licencias: faltan en el pronóstico.' },
    },
];
