import { faultRows, type FaultRow } from '../rows';

const CHECK = '/scopes/check?agentId=101';
const ALL_CLEAR = 'No enrollment that needs an SOA has an application received in these months.';

/**
 * The SOA check's calls: the agent's SOAs (without them no enrollment can be judged, so the page says only
 * that), and the enrollments search by received date, which every month and every narrowing question asks (a
 * fault on it fails each month, named; one month or one enrollment failing alone is in
 * tests/unit/scopes/check/page.test.tsx, as the path cannot tell them apart).
 */
export const soaCheckFaults: FaultRow[] = [
    ...faultRows(
        { route: CHECK, call: 'GET /t/v2/agents/*/scopes', inBrowser: ['401', '500'], notText: ALL_CLEAR },
        { text: 'Your SOAs could not be loaded, so no enrollment can be checked.' }
    ),
    ...faultRows(
        {
            route: CHECK,
            call: 'GET /t/agents/*/enrollments',
            // A month not searched says nothing of its enrollments: no all-clear for it.
            notText: ALL_CLEAR,
        },
        {
            text: 'The applications received in these months could not be searched, so their enrollments are missing from the check:',
        }
    ),
    {
        route: CHECK,
        call: 'GET /t/v2/agents/*/scopes',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'No se pudieron cargar sus SOA, así que no se puede comprobar ninguna inscripción.' },
    },
    {
        route: CHECK,
        call: 'GET /t/agents/*/enrollments',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: {
            text: 'No se pudieron buscar las solicitudes recibidas en estos meses, así que sus inscripciones faltan en la comprobación:',
        },
    },
];
