import { actionRows, clickButton, faultRows, requestTooLargeRows, steps, takenAsSent, type FaultRow } from './rows';

const LIST = '/scopes?agentId=101';
const REQUEST = '/scopes/request?agentId=101';
const EMAIL = 'matrix.customer@example.com';

/** Void asks first: the row's Void, then the dialog's. */
const voidFirst = steps({ press: /^Void the SOA of / }, { press: 'Void SOA', inDialog: true });

const requestSoa = steps(
    { fill: /^First name/, value: 'Matrix' },
    { fill: /^Last name/, value: 'Customer' },
    { fill: /^Email/, value: EMAIL },
    { choose: /^Method of contact/, option: 'Phone call' },
    { press: 'Request SOA' }
);

export const scopeFaults: FaultRow[] = [
    // The list: its one call.
    ...faultRows(
        { route: LIST, call: 'GET /t/v2/agents/*/scopes', inBrowser: ['401', '500'] },
        { text: 'Error loading SOAs' }
    ),
    {
        route: LIST,
        call: 'GET /t/v2/agents/*/scopes',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los SOA' },
    },
    // The row actions.
    ...actionRows(
        {
            route: LIST,
            call: 'POST /t/v2/agents/*/scopes/*/signing-url',
            action: clickButton(/^Sign now/),
            inBrowser: ['401'],
        },
        {
            error: 'Failed to generate SOA signing session',
            pending: 'Opening the signing session...',
            success: 'Signing session ready: opening it',
        }
    ),
    ...actionRows(
        { route: LIST, call: 'PATCH /t/v2/agents/*/scopes/*/request', action: clickButton(/^Resend the SOA/) },
        {
            error: 'Failed to resend SOA',
            pending: 'Resending SOA...',
            success: 'SOA resent successfully',
            submission: true,
        }
    ),
    ...actionRows(
        { route: LIST, call: 'POST /t/v2/agents/*/scopes/*/voids', action: voidFirst },
        {
            error: 'Failed to void SOA',
            pending: 'Voiding SOA...',
            success: 'SOA voided successfully',
            submission: true,
        }
    ),
    ...actionRows(
        { route: LIST, call: 'GET /t/v2/agents/*/scopes/*/pdf', action: clickButton(/^Download the SOA/) },
        {
            error: 'Failed to download SOA',
            pending: 'Downloading SOA...',
            success: 'SOA downloaded successfully',
        }
    ),
    {
        route: LIST,
        call: 'PATCH /t/v2/agents/*/scopes/*/request',
        fault: '500',
        action: clickButton(/^Reenviar el SOA/),
        language: 'es',
        runner: 'unit',
        notText: 'El SOA se reenvió correctamente',
        expect: { text: 'No se pudo reenviar el SOA' },
    },

    // The request form: a failure keeps what was typed; a 401 keeps the form under the dialog.
    ...faultRows(
        {
            route: REQUEST,
            call: 'POST /t/v2/agents/*/scopes',
            action: requestSoa,
            inBrowser: ['401', '500'],
            notText: 'SOA requested successfully',
        },
        { text: 'Failed to request SOA' },
        {
            '401': { fieldValue: { label: /^Email/, value: EMAIL } },
            delay: { text: 'Requesting SOA...' },
            ...takenAsSent('SOA requested successfully'),
        }
    ),
    // Refused as too large (413): the request sends no file, so the request is what is too large.
    ...requestTooLargeRows(
        { route: REQUEST, call: 'POST /t/v2/agents/*/scopes' },
        { en: requestSoa },
        { en: 'SOA requested successfully' }
    ),
];
