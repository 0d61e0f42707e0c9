import { helpRequestsOf } from '../../mocks/db/help-requests';
import helpRequestsEn from '../../resources/help-requests/i18n/en';
import helpRequestsEs from '../../resources/help-requests/i18n/es';
import { faultRows, requestTooLargeRows, sideBySide, steps, takenAsSent, type Action, type FaultRow } from './rows';

const request = helpRequestsOf('agent', '101')[1];

const LIST = '/help-requests?agentId=101';
const AGENCY_LIST = '/help-requests?agencyId=201';
const DETAIL = `/help-requests/${request.Id}?agentId=101`;
const NEW = '/help-requests/new?agentId=101';

const NOTE = 'A note from the fault matrix';
const DESCRIPTION = 'A request from the fault matrix';

const writeNote = steps({ fill: /^Note/, value: NOTE }, { press: 'Send note' });
const writeRequest = steps({ fill: /^Description/, value: DESCRIPTION }, { press: 'Submit help request' });
const writeNoteInSpanish = steps({ fill: /^Nota/, value: NOTE }, { press: 'Enviar nota' });
const writeRequestInSpanish = steps(
    { fill: /^Descripción/, value: DESCRIPTION },
    { press: 'Enviar solicitud de ayuda' }
);

/**
 * An optimistic addition: a failure takes it back with the failure toast and never a success;
 * late, it shows as sending; a 401 keeps the page and opens the session dialog; a 2xx is taken whatever its body
 * (its success toast, when it has one). After a failure the text is back in its box, so the person can press
 * the button again. The browser checks the session dialog.
 */
const additionRows = (route: string, call: string, action: Action, error: string, notText?: string) =>
    faultRows(
        { route, call, action, notText, inBrowser: ['401'] },
        { text: error },
        { delay: { text: 'Sending...' }, '401': { sessionExpired: true }, ...takenAsSent(notText) }
    );

export const helpRequestFaults: FaultRow[] = [
    // The list: one call.
    ...faultRows(
        { route: LIST, call: 'GET /t/agents/*/activities', inBrowser: ['401', '500'] },
        { text: 'Error loading help requests' }
    ),
    ...faultRows(
        { route: AGENCY_LIST, call: 'GET /t/agencies/*/activities', inBrowser: ['500'] },
        { text: 'Error loading help requests' }
    ),
    {
        route: AGENCY_LIST,
        call: 'GET /t/agencies/*/activities',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar las solicitudes de ayuda' },
    },

    // A request: its overview and its notes load side by side, each with its own error. A request that does
    // not exist (404) says so, and neither its notes nor the note box show; the notes' own 404 is their error.
    ...sideBySide(
        faultRows(
            { route: DETAIL, call: 'GET /t/activities/*', inBrowser: ['500'] },
            { text: 'Error loading help request' }
        ),
        faultRows(
            { route: DETAIL, call: 'GET /t/activities/*/notes', inBrowser: ['500'] },
            { text: 'Error loading notes' }
        )
    ).filter(row => row.fault !== '404'),
    {
        route: DETAIL,
        call: 'GET /t/activities/*',
        fault: '404',
        runner: 'browser',
        notText: 'Send note',
        expect: {
            text: 'This help request could not be found. It may have been removed, or the address may be wrong.',
        },
    },
    {
        route: DETAIL,
        call: 'GET /t/activities/*/notes',
        fault: '404',
        runner: 'unit',
        expect: { text: 'Error loading notes' },
    },
    // Whose the request is: the portal's own list, asked beside the overview and the notes (their calls name no
    // portal). Without it neither shows; a list that is not found means a request not found in this portal.
    ...faultRows(
        { route: DETAIL, call: 'GET /t/agents/*/activities' },
        { text: 'Error loading help request' },
        {
            '404': {
                text: 'This help request could not be found. It may have been removed, or the address may be wrong.',
            },
        }
    ),
    ...sideBySide(
        [
            {
                route: DETAIL,
                call: 'GET /t/activities/*',
                fault: '500',
                language: 'es',
                runner: 'unit',
                expect: { text: 'Error al cargar la solicitud de ayuda' },
            },
        ],
        [
            {
                route: DETAIL,
                call: 'GET /t/activities/*/notes',
                fault: '500',
                language: 'es',
                runner: 'unit',
                expect: { text: 'Error al cargar las notas' },
            },
        ]
    ),
    // A note: optimistic, taken back on failure, the text back in the box.
    ...additionRows(DETAIL, 'POST /t/activitynotes', writeNote, 'Failed to submit note'),
    ...(['500', '401', 'abort'] as const).map((fault): FaultRow => ({
        route: DETAIL,
        call: 'POST /t/activitynotes',
        fault,
        runner: 'browser' as const,
        action: writeNote,
        note: 'the note back in the box',
        expect: { fieldValue: { label: /^Note(?!s)/, value: NOTE } },
    })),
    {
        route: DETAIL,
        call: 'POST /t/activitynotes',
        fault: '500',
        language: 'es',
        runner: 'unit',
        action: writeNoteInSpanish,
        expect: { text: 'No se pudo enviar la nota' },
    },
    // A note or a request refused as too large (413) sends no file: its text is what is too long.
    ...requestTooLargeRows(
        { route: DETAIL, call: 'POST /t/activitynotes' },
        { en: writeNote, es: writeNoteInSpanish },
        {},
        {
            en: helpRequestsEn.messages.noteTooLarge,
            es: helpRequestsEs.messages.noteTooLarge,
        }
    ),
    ...requestTooLargeRows(
        { route: NEW, call: 'POST /t/activities' },
        { en: writeRequest, es: writeRequestInSpanish },
        { en: 'Help request submitted successfully', es: 'La solicitud de ayuda se envió correctamente' },
        {
            en: helpRequestsEn.messages.submitTooLarge,
            es: helpRequestsEs.messages.submitTooLarge,
        }
    ),

    // The new request form: its types (the error on the field) and the submission.
    ...faultRows({ route: NEW, call: 'GET /t/activities/new', inBrowser: ['500'] }, { text: 'Error loading types' }),
    ...additionRows(
        NEW,
        'POST /t/activities',
        writeRequest,
        'Failed to submit help request',
        'Help request submitted successfully'
    ),
    ...(['500', '401', 'abort'] as const).map((fault): FaultRow => ({
        route: NEW,
        call: 'POST /t/activities',
        fault,
        runner: 'browser' as const,
        action: writeRequest,
        note: 'the form opens again with the text',
        notText: 'Help request submitted successfully',
        expect: { fieldValue: { label: /^Description/, value: DESCRIPTION } },
    })),
    {
        route: NEW,
        call: 'GET /t/activities/new',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los tipos' },
    },
];
