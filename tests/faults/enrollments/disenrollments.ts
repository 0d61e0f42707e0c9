import { faultRows, sideBySide, type FaultRow } from '../rows';

const AGENT = '/enrollments/disenrollments?agentId=101';
const AGENCY = '/enrollments/disenrollments?agencyId=201';
const ENROLLMENTS_FAILED =
    'The enrollments effective in these months could not be loaded, so no rate can be worked out.';
const STATEMENTS_FAILED = 'Your statements could not be loaded, so the chargebacks are not shown.';
// A source that did not answer says nothing of what it holds: never "none ended" or "no chargebacks" for it.
const NONE_RAPID = 'None of them ended within 3 months.';
const NO_CHARGEBACKS = 'No chargebacks';

/**
 * The rapid-disenrollment view's two calls, independent of each other: the enrollments effective in the window
 * (the rates and the list) and the statements (the chargebacks). Each fails on its own, in one page load.
 */
export const disenrollmentFaults: FaultRow[] = [
    ...sideBySide(
        faultRows(
            { route: AGENT, call: 'GET /t/agents/*/enrollments', notText: NONE_RAPID, inBrowser: ['401', '500'] },
            { text: ENROLLMENTS_FAILED }
        ),
        faultRows(
            { route: AGENT, call: 'GET /t/agents/*/statements', notText: NO_CHARGEBACKS, inBrowser: ['401', '500'] },
            { text: STATEMENTS_FAILED }
        )
    ),
    ...sideBySide(
        faultRows(
            { route: AGENCY, call: 'GET /t/agencies/*/enrollments', notText: NONE_RAPID, inBrowser: ['500'] },
            { text: ENROLLMENTS_FAILED }
        ),
        faultRows(
            { route: AGENCY, call: 'GET /t/agencies/*/statements', notText: NO_CHARGEBACKS, inBrowser: ['500'] },
            { text: STATEMENTS_FAILED }
        )
    ),
    ...sideBySide(
        [
            {
                route: AGENCY,
                call: 'GET /t/agencies/*/enrollments',
                fault: '500',
                language: 'es',
                runner: 'unit',
                expect: {
                    text: 'No se pudieron cargar las inscripciones que entraron en vigencia en estos meses, así que no se puede calcular ninguna tasa.',
                },
            },
        ],
        [
            {
                route: AGENCY,
                call: 'GET /t/agencies/*/statements',
                fault: '500',
                language: 'es',
                runner: 'unit',
                expect: {
                    text: 'No se pudieron cargar sus estados de cuenta, así que no se muestran los contracargos.',
                },
            },
        ]
    ),
];
