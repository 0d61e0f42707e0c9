import { enrollmentsOf } from '../../../../mocks/db/enrollments';
import { commissionDue, DEFAULT_WINDOW, inWindow } from '../../../../resources/enrollments/missing/check';
import { faultRows, type FaultRow } from '../../faultRows';

const MISSING = '/enrollments/missing-commissions?agentId=101';

/**
 * Agent 101's enrollments of the default window that the check asks about (those terminated before a commission
 * was due are left out unasked): each one's payments call fails when that call is faulted.
 */
const CHECKED = enrollmentsOf('agent', '101').filter(
    row => inWindow(row.EffectiveDate, DEFAULT_WINDOW) && commissionDue(row, DEFAULT_WINDOW)
).length;

/**
 * The missed-commission check. Its payment calls depend on the search's answer, so each call has rows of its own;
 * a failing payment call is named beside the others' results (here all of them fail).
 */
export const missingCommissionFaults: FaultRow[] = [
    ...faultRows(
        { route: MISSING, call: 'GET /t/*/*/enrollments', inBrowser: ['401', '500'] },
        { text: 'Error loading enrollments' }
    ),
    ...faultRows(
        {
            route: MISSING,
            call: 'GET /t/*/*/enrollments/*/payments/commissions',
            // Payments not read say nothing of what was paid: never "0 missing" for them.
            notText: '0 enrollments effective 60 to 240 days ago without a processed commission payment',
        },
        { text: `The payments of ${CHECKED} enrollments could not be loaded:` }
    ),
    {
        route: MISSING,
        call: 'GET /t/*/*/enrollments',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar las inscripciones' },
    },
];
