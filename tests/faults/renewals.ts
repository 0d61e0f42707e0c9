import { enrollmentsOf } from '../../mocks/db/enrollments';
import { faultRows, sideBySide, type FaultRow } from './rows';

const AGENT = '/renewals?agentId=101';
const AGENCY = '/renewals?agencyId=201';
const DASHBOARD = '/?agentId=101';
const FAILED_PRODUCERS = 'These producers could not be checked, so their members are not counted:';
const cannot = (what: string) => `${what} could not be loaded: renewals cannot be checked.`;
// A source or producer that did not answer may hold members at risk: never an all-clear for them.
const ALL_READY = 'renewing are ready: nothing to fix';
const NOTHING_RENEWS = 'No enrollment in force renews';
// The dashboard card's all-clears.
const CARD_ALL_CLEAR = ['members renewing are ready.', 'member renewing is ready.', NOTHING_RENEWS];
const CARD_ERROR = 'Renewals could not be checked: the renewals page says why.';
const STATES_PARTIAL =
    'the state names could not be loaded, so a license that names its state in full may be counted as missing';
const SOME_FAULTS = ['500', 'abort', 'wrong-shape'] as const;

/** A producer of agency 201 with members in force: its detail failing is one producer among many. */
const PRODUCER = enrollmentsOf('agency', '201').find(row => !row.TerminationDate)!.AgentId;

/**
 * Renewals at risk's calls. Each source says in its own words that it failed (an answer cannot be worked out
 * without the enrollments, the licenses, the contracts or the policy types; the state names only name states);
 * a producer's detail failing names that producer beside the others' answer.
 */
export const renewalsFaults: FaultRow[] = [
    // An agent's sources, side by side in one page load.
    ...sideBySide(
        faultRows(
            {
                route: AGENT,
                notText: [ALL_READY, NOTHING_RENEWS],
                call: 'GET /t/agents/*/enrollments',
                inBrowser: ['401', '500'],
            },
            { text: cannot('Your enrollments in force') }
        ),
        faultRows(
            {
                route: AGENT,
                notText: [ALL_READY, NOTHING_RENEWS],
                call: 'GET /t/agents/*/licenses',
                inBrowser: ['401', '500'],
            },
            { text: cannot('Your licenses') }
        ),
        faultRows(
            {
                route: AGENT,
                notText: [ALL_READY, NOTHING_RENEWS],
                call: 'GET /t/agents/*/contracts',
                inBrowser: ['401', '500'],
            },
            { text: cannot('Your contracts') }
        ),
        faultRows(
            {
                route: AGENT,
                notText: [ALL_READY, NOTHING_RENEWS],
                call: 'GET /t/policytypes/dictionary',
                inBrowser: ['401', '500'],
            },
            { text: cannot('The policy types') }
        ),
        faultRows(
            { route: AGENT, notText: [ALL_READY, NOTHING_RENEWS], call: 'GET /t/states', inBrowser: ['401', '500'] },
            { text: 'The state names could not be loaded: states are shown by their abbreviation.' }
        )
    ),
    // An agency's enrollments and its producers' contract rows, side by side.
    ...sideBySide(
        faultRows(
            { route: AGENCY, notText: NOTHING_RENEWS, call: 'GET /t/agencies/*/enrollments', inBrowser: ['500'] },
            { text: cannot('Your enrollments in force') }
        ),
        faultRows(
            {
                route: AGENCY,
                notText: NOTHING_RENEWS,
                call: 'GET /t/v2/agencies/*/downlineagentcontracts',
                inBrowser: ['500'],
            },
            { text: cannot('Your producers’ contracts') }
        )
    ),
    // One producer's detail failing among the others: named as it fails, the others' answer stays.
    ...(['500', 'abort', 'wrong-shape'] as const).map(fault => ({
        route: AGENCY,
        call: `GET /t/v2/agencies/*/agents/${PRODUCER}`,
        fault,
        runner: 'unit' as const,
        expect: { text: FAILED_PRODUCERS },
        notText: [NOTHING_RENEWS, ALL_READY],
        note: 'one producer among many',
    })),
    // An agency's dictionaries: without the policy types no answer; without the state names a marked one.
    ...SOME_FAULTS.flatMap(fault => [
        {
            route: AGENCY,
            call: 'GET /t/policytypes/dictionary',
            fault,
            runner: 'unit' as const,
            expect: { text: cannot('The policy types') },
            notText: [NOTHING_RENEWS, ALL_READY],
        },
        {
            route: AGENCY,
            call: 'GET /t/states',
            fault,
            runner: 'unit' as const,
            expect: { text: 'The state names could not be loaded: states are shown by their abbreviation.' },
            notText: [NOTHING_RENEWS, ALL_READY],
        },
    ]),
    { route: AGENCY, call: 'GET /t/v2/agencies/*/agents/*', fault: '401', runner: 'unit', expect: { signIn: true } },
    // The dashboard card: its call failing says so in the card, the page says which.
    {
        route: DASHBOARD,
        call: 'GET /t/agents/*/enrollments',
        fault: '500',
        runner: 'browser',
        expect: { text: CARD_ERROR },
        notText: CARD_ALL_CLEAR,
    },
    // Each of the card's other sources, on its own (they share the card's one error).
    ...['GET /t/agents/*/licenses', 'GET /t/agents/*/contracts', 'GET /t/policytypes/dictionary'].flatMap(call =>
        SOME_FAULTS.map(fault => ({
            route: DASHBOARD,
            call,
            fault,
            runner: 'unit' as const,
            expect: { text: CARD_ERROR },
            notText: CARD_ALL_CLEAR,
            note: 'the card',
        }))
    ),
    ...SOME_FAULTS.map(fault => ({
        route: DASHBOARD,
        call: 'GET /t/states',
        fault,
        runner: 'unit' as const,
        expect: { text: STATES_PARTIAL },
        notText: CARD_ALL_CLEAR,
        note: 'the card',
    })),
    {
        route: AGENT,
        call: 'GET /t/agents/*/enrollments',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'No se pudieron cargar sus inscripciones vigentes: no se pueden revisar las renovaciones.' },
    },
];
