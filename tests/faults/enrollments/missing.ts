import { faultRows, type FaultRow } from '../rows';
import { expectedCheck } from '../../unit/enrollments/missing/expectedCheck';

const MISSING = '/enrollments/missing-commissions?agentId=101';
const MISSING_AGENCY = '/enrollments/missing-commissions?agencyId=201';

/** The all-clear: never said when a source of the check did not answer. */
const NONE_MISSING = '0 enrollments effective 60 to 240 days ago without a processed commission payment';

/**
 * Agent 101's check of the default window: the statements answer for some enrollments; the rest, in doubt, are
 * asked their own payments, and each of those calls fails when that call is faulted.
 */
const { doubtful } = expectedCheck('agent', '101');
const { doubtful: agencyDoubtful } = expectedCheck('agency', '201');
/** With every payment list failing, the statements whose lists the check asked before it stopped asking. */
const { failedStatements } = expectedCheck('agent', '101', undefined, { listsFail: true });
const failedText =
    failedStatements === 1
        ? 'The payments of 1 statement could not be read: the enrollments it may pay are checked on their own payments.'
        : `The payments of ${failedStatements} statements could not be read: the enrollments they may pay are checked on their own payments.`;

/**
 * The missed-commission check. Its later calls depend on the earlier answers, so each source has rows of its own:
 * the enrollments search, the statements list, the statements' payment lists and the enrollments' own payments.
 * A statement source that fails settles nothing: its enrollments are asked their own payments, and the page
 * says so. A failing payment call is named beside the others' results (here all of them fail).
 */
export const missingCommissionFaults: FaultRow[] = [
    ...faultRows(
        { route: MISSING, call: 'GET /t/*/*/enrollments', inBrowser: ['401', '500'], notText: NONE_MISSING },
        { text: 'Error loading enrollments' }
    ),
    ...faultRows(
        { route: MISSING, call: 'GET /t/*/*/statements' },
        { text: 'The statements could not be read: every enrollment is checked on its own payments.' }
    ),
    ...faultRows({ route: MISSING, call: 'GET /t/*/*/*/payments/commissions/*' }, { text: failedText }),
    ...faultRows(
        {
            route: MISSING,
            call: 'GET /t/*/*/enrollments/*/payments/commissions',
            // Payments not read say nothing of what was paid: never "0 missing" for them.
            notText: NONE_MISSING,
        },
        { text: `The payments of ${doubtful.length} enrollments could not be loaded:` }
    ),
    // An agency's check reads the same sources for its whole downline; a failure and an answer it cannot read.
    ...(['500', 'null'] as const).flatMap((fault): FaultRow[] => [
        {
            route: MISSING_AGENCY,
            call: 'GET /t/*/*/enrollments',
            fault,
            runner: 'unit',
            notText: NONE_MISSING,
            expect: { text: 'Error loading enrollments' },
        },
        {
            route: MISSING_AGENCY,
            call: 'GET /t/*/*/enrollments/*/payments/commissions',
            fault,
            runner: 'unit',
            notText: NONE_MISSING,
            expect: { text: `The payments of ${agencyDoubtful.length} enrollments could not be loaded:` },
        },
    ]),
    {
        route: MISSING,
        call: 'GET /t/*/*/enrollments',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar las inscripciones' },
    },
    {
        route: MISSING,
        call: 'GET /t/*/*/statements',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: {
            text: 'No se pudieron leer los estados de cuenta: cada inscripción se comprueba con sus propios pagos.',
        },
    },
];
