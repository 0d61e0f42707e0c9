import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { commissionDue, DEFAULT_WINDOW, inWindow } from '../../../resources/enrollments/missing/check';
import { faultRows, type FaultRow } from '../faultRows';

const MISSING = '/enrollments/missing-commissions?agentId=101';
const PENDING = '/contracts?agentId=101&status=Pending';
const AGENT_HOME = '/?agentId=101';

/**
 * Agent 101's enrollments of the default window that the check asks about (those terminated before a commission
 * was due are left out unasked): each one's payments call fails when that call is faulted.
 */
const CHECKED = enrollmentsOf('agent', '101').filter(
    row => inWindow(row.EffectiveDate, DEFAULT_WINDOW) && commissionDue(row, DEFAULT_WINDOW)
).length;

/** The fallback team (src/config.ts) when the manager answer names nobody. */
const FALLBACK_FOLLOW_UP = 'To follow up, contact Producer Support Team (you have no relationship manager assigned)';

/**
 * The aging pending contracts and the missed-commission check. The check's payment calls depend on the
 * search's answer, so each call has rows of its own; a failing payment call is named beside the others'
 * results (here all of them fail). The aging card's contracts call and the Pending list's manager call are
 * each the only call of theirs the fault touches.
 */
export const agingFaults: FaultRow[] = [
    ...faultRows(
        { route: MISSING, call: 'GET /t/*/*/enrollments', inBrowser: ['401', '500'] },
        { text: 'Error loading enrollments' }
    ),
    ...faultRows(
        { route: MISSING, call: 'GET /t/*/*/enrollments/*/payments/commissions' },
        { text: `The payments of ${CHECKED} enrollments could not be loaded:` }
    ),
    ...faultRows(
        { route: AGENT_HOME, call: 'GET /t/agents/*/contracts', inBrowser: ['500'] },
        { text: 'Error loading pending contracts' }
    ),
    ...faultRows(
        { route: PENDING, call: 'GET /t/*/*/accountmanager', inBrowser: ['500', 'wrong-shape', 'null'] },
        { text: 'Error loading your relationship manager' },
        { null: { text: FALLBACK_FOLLOW_UP }, 'wrong-shape': { text: FALLBACK_FOLLOW_UP } }
    ),
    {
        route: MISSING,
        call: 'GET /t/*/*/enrollments',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar las inscripciones' },
    },
    {
        route: AGENT_HOME,
        call: 'GET /t/agents/*/contracts',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los contratos pendientes' },
    },
];
