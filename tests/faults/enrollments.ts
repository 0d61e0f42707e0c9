import { enrollmentsOf } from '../../mocks/db/enrollments';
import { enrollmentPaymentsOf } from '../../mocks/db/statements';
import { actionRows, clickButton, faultRows, sideBySide, type FaultRow } from './rows';

const LIST = '/enrollments?agentId=101';
const AGENCY_LIST = '/enrollments?agencyId=201&stateId=10';
const enrollment = enrollmentsOf('agent', '101').find(
    row => row.AppQueueId !== 0 && enrollmentPaymentsOf('agent', '101', row.PolicyId, 'commissions').length > 0
)!;
const agencyEnrollment = enrollmentsOf('agency', '201').find(
    row => enrollmentPaymentsOf('agency', '201', row.PolicyId, 'overrides').length > 0
)!;
const DETAIL = `/enrollments/${enrollment.PolicyId}?agentId=101`;
const AGENCY_DETAIL = `/enrollments/${agencyEnrollment.PolicyId}?agencyId=201`;
const ROWS = 'GET /t/*/*/enrollments';
const ONE = 'GET /t/*/*/enrollments/*';
const DETAIL_ERROR = { text: 'Error loading enrollment details' };
const PAYMENTS_ERROR = { text: 'Error loading payments' };

/**
 * An action refused by an expired session keeps the user on the page: the session-expired dialog opens
 * (docs/areas.md, "Sign-in and status pages"), not the sign-in redirect of a read.
 */
const sessionDialogOn401 = (rows: FaultRow[]): FaultRow[] =>
    rows.map(row =>
        row.fault === '401'
            ? { ...row, expect: { text: 'Your session has expired' }, note: 'an action keeps the page' }
            : row
    );

/** The enrollments pages: every call of the list and the detail, every fault. */
export const enrollmentFaults: FaultRow[] = [
    // The rows, and the search form's options beside them: each dropdown says its options did not load (the
    // first of them is checked).
    ...sideBySide(
        faultRows({ route: LIST, call: ROWS, inBrowser: ['401', '500'] }, { text: 'Error loading enrollments' }),
        faultRows(
            { route: LIST, call: 'GET /t/*/*/enrollmentsearchform', inBrowser: ['401', '500'] },
            { text: 'Error loading policy types' }
        )
    ),
    // An agency's agent choice: its downline, told apart by agent id where two share a name.
    ...faultRows(
        { route: AGENCY_LIST, call: 'GET /t/agencies/*/downlineagents', inBrowser: ['500'] },
        { text: 'Error loading agents' }
    ),
    // The shared dictionary reads `{}` as a state without counties (the county field says so) and null as a
    // malformed answer, its error.
    ...faultRows(
        { route: AGENCY_LIST, call: 'GET /t/counties/*/dictionary', inBrowser: ['500', 'wrong-shape'] },
        { text: 'Error loading counties' },
        { 'wrong-shape': { text: 'No counties available' } }
    ),
    ...sessionDialogOn401(
        actionRows(
            {
                route: LIST,
                call: `${ROWS}/excel`,
                action: clickButton('Export the enrollments found to Excel'),
                inBrowser: ['401'],
            },
            {
                error: 'Error exporting enrollments',
                pending: 'Exporting enrollments...',
                success: 'Enrollments exported successfully',
            }
        )
    ),
    {
        route: LIST,
        call: ROWS,
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar las inscripciones' },
    },

    // One enrollment: an unknown id (404) is not found, as on every detail; any other failure the detail's error.
    ...faultRows({ route: DETAIL, call: ONE, inBrowser: ['404', '500'] }, DETAIL_ERROR, {
        '404': { text: 'This enrollment could not be found. It may have been removed, or the address may be wrong.' },
    }),
    // Payments: null is a malformed answer like any other, not "no payments".
    ...faultRows({ route: DETAIL, call: `${ONE}/payments/commissions` }, PAYMENTS_ERROR),
    ...faultRows({ route: AGENCY_DETAIL, call: `${ONE}/payments/overrides`, inBrowser: ['500'] }, PAYMENTS_ERROR),
    ...sessionDialogOn401(
        actionRows(
            {
                route: DETAIL,
                call: `${ONE}/application`,
                action: clickButton('Download application'),
                inBrowser: ['401'],
            },
            {
                error: 'Error downloading file. Please try again later.',
                pending: 'Downloading file...',
                success: 'File downloaded successfully',
            }
        )
    ),
];
