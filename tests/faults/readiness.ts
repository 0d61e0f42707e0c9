import { faultRows, sideBySide, steps, type FaultRow } from './rows';

// Filtered to one state and carrier: the page's calls are the same, its matrix small.
const FILTERS = `state=WV&carrier=${encodeURIComponent('Summit Life & Health')}`;
const AGENT = `/readiness?agentId=101&${FILTERS}`;
const PRODUCER = `/producers/101/readiness?agencyId=201&${FILTERS}`;
const AGENCY = '/readiness?agencyId=201';

const OFFERED = 'The carriers you have no contract with could not be loaded: only contracted carriers are shown.';
const OFFERED_PRODUCER =
    'The carriers this producer has no contract with could not be loaded: only contracted carriers are shown.';
const PRODUCER_GONE = { text: 'Unable to retrieve agent details.' };
// A source beside the matrix that did not answer may hold things to fix: the count never says there are none.
const NOTHING_TO_FIX = 'nothing to fix';

export const readinessFaults: FaultRow[] = [
    // The agent's own matrix is made of its licenses and its contracts (three status lists): either failing is the
    // matrix's one error, so the two never share a page load. E&O, the upline's carriers and the states dictionary
    // are asked for at once beside it and each says its own failure, whatever the matrix shows; the upline's
    // contract options come only after the uplines, and say the same as they do, so they sit beside the contracts.
    ...sideBySide(
        faultRows(
            { route: AGENT, call: 'GET /t/agents/*/licenses', inBrowser: ['401', '500'], notText: NOTHING_TO_FIX },
            { text: 'Error loading licenses' }
        ),
        faultRows(
            { route: AGENT, call: 'GET /t/agents/*/eandos', notText: NOTHING_TO_FIX },
            { text: 'Error loading E&O records' }
        ),
        faultRows({ route: AGENT, call: 'GET /t/agents/*/uplines', notText: NOTHING_TO_FIX }, { text: OFFERED }),
        faultRows({ route: AGENT, call: 'GET /t/states', notText: NOTHING_TO_FIX }, { text: 'Error loading states' })
    ),
    ...sideBySide(
        faultRows(
            { route: AGENT, call: 'GET /t/agents/*/contracts', notText: NOTHING_TO_FIX },
            { text: 'Error loading contracts' }
        ),
        faultRows(
            { route: AGENT, call: 'GET /t/agencies/*/contractoptions', notText: NOTHING_TO_FIX },
            { text: OFFERED }
        )
    ),
    {
        route: AGENT,
        call: 'GET /t/agents/*/licenses',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar las licencias' },
    },

    // A producer's matrix (agency): the producer detail (as on its own page) and the contract rows make the
    // matrix, each failing as its one error; the agency's carriers are asked for at once beside it.
    ...faultRows(
        {
            route: PRODUCER,
            call: 'GET /t/v2/agencies/*/agents/*',
            inBrowser: ['403', '404', '500'],
            notText: NOTHING_TO_FIX,
        },
        { text: 'Oops, something went wrong, try again later' },
        { '404': PRODUCER_GONE, '403': PRODUCER_GONE }
    ),
    ...sideBySide(
        faultRows(
            { route: PRODUCER, call: 'GET /t/v2/agencies/*/downlineagentcontracts', notText: NOTHING_TO_FIX },
            { text: 'Error loading contracts' }
        ),
        faultRows(
            { route: PRODUCER, call: 'GET /t/agencies/*/contracts', notText: NOTHING_TO_FIX },
            { text: OFFERED_PRODUCER }
        )
    ),
    // The state names on their own, so the matrix answers beside them.
    ...(['500', 'abort', 'wrong-shape'] as const).map(fault => ({
        route: PRODUCER,
        call: 'GET /t/states',
        fault,
        runner: 'unit' as const,
        expect: { text: 'Error loading states' },
        notText: NOTHING_TO_FIX,
        note: 'the state names alone',
    })),
    {
        route: PRODUCER,
        call: 'GET /t/v2/agencies/*/downlineagentcontracts',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los contratos' },
    },

    // The agency's producer choice: its list of agents (the field waits, disabled, while it is late).
    ...faultRows(
        { route: AGENCY, call: 'GET /t/agencies/*/downlineagents', inBrowser: ['500'] },
        { text: 'Error loading agents' },
        { delay: { text: 'Choose a producer to see their readiness to sell.' } }
    ),
    // Namesakes in the open producer list: each one's NPN from the producer detail; without it, its agent id.
    ...faultRows(
        { route: AGENCY, call: 'GET /t/v2/agencies/*/agents/*', action: steps({ press: 'Open' }) },
        { text: 'NPN could not be loaded' }
    ),
];
