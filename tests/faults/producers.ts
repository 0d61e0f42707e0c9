import { downlineAgentsOf } from '../../mocks/db/portfolio';
import { actionRows, clickButton, faultRows, sideBySide, type FaultRow } from './rows';

const LIST = '/producers?agencyId=201';
const producer = downlineAgentsOf('201')[0];
const DETAIL = `/producers/${producer.AgentId}?agencyId=201`;
const ROWS = 'GET /t/v2/agencies/*/downlineagentcontracts';
const PRODUCER_ERROR = { text: 'Unable to retrieve agent details.' };

export const producerFaults: FaultRow[] = [
    // The list and its filters' two dropdowns: each loads on its own.
    ...sideBySide(
        faultRows({ route: LIST, call: ROWS, inBrowser: ['401', '500'] }, { text: 'Error loading producer contracts' }),
        faultRows(
            { route: LIST, call: 'GET /t/agencies/*/insurers', inBrowser: ['401', '500'] },
            { text: 'Error loading insurers' }
        ),
        faultRows(
            { route: LIST, call: 'GET /t/agencies/*/downlineagents', inBrowser: ['401', '500'] },
            { text: 'Error loading agents' }
        )
    ),
    ...actionRows(
        { route: LIST, call: `${ROWS}/excel`, action: clickButton('Export to Excel'), inBrowser: ['401'] },
        {
            error: 'Error exporting producer contracts',
            pending: 'Exporting producer contracts...',
            success: 'Producer contracts exported successfully',
        }
    ),
    {
        route: LIST,
        call: 'GET /t/agencies/*/downlineagents',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los agentes' },
        note: 'and no raw "Failed to fetch" toast in English',
    },

    // One producer: a 404, and a 403 (an agent the agency may not see), give
    // the producer error, never the unauthorized page; any other failure the generic error.
    ...faultRows(
        { route: DETAIL, call: 'GET /t/v2/agencies/*/agents/*', inBrowser: ['403', '404', '500'] },
        { text: 'Oops, something went wrong, try again later' },
        { '403': PRODUCER_ERROR, '404': PRODUCER_ERROR }
    ),
    ...faultRows({ route: DETAIL, call: ROWS }, { text: 'Error loading producer contracts' }),
];
