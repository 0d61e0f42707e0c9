import { actionRows, clickButton, faultRows, steps, takenAsSent, type FaultRow } from '../faultRows';

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
    ...faultRows({ route: LIST, call: 'GET /t/v2/agents/*/scopes' }, { text: 'Error loading SOAs' }),
    {
        route: LIST,
        call: 'GET /t/v2/agents/*/scopes',
        fault: '500',
        language: 'es',
        expect: { text: 'Error al cargar los SOA' },
    },
    // The row actions, each pressed again on the same page after a failure, as a person would.
    ...actionRows(LIST, 'POST /t/v2/agents/*/scopes/*/signing-url', clickButton(/^Sign now/), {
        error: 'Failed to generate SOA signing session',
        pending: 'Opening the signing session...',
        success: 'Signing session ready: opening it',
    }),
    ...actionRows(LIST, 'PATCH /t/v2/agents/*/scopes/*/request', clickButton(/^Resend the SOA/), {
        error: 'Failed to resend SOA',
        pending: 'Resending SOA...',
        success: 'SOA resent successfully',
        submission: true,
    }),
    ...actionRows(LIST, 'POST /t/v2/agents/*/scopes/*/voids', voidFirst, {
        error: 'Failed to void SOA',
        pending: 'Voiding SOA...',
        success: 'SOA voided successfully',
        submission: true,
    }),
    ...actionRows(LIST, 'GET /t/v2/agents/*/scopes/*/pdf', clickButton(/^Download the SOA/), {
        error: 'Failed to download SOA',
        pending: 'Downloading SOA...',
        success: 'SOA downloaded successfully',
    }),
    {
        route: LIST,
        call: 'PATCH /t/v2/agents/*/scopes/*/request',
        fault: '500',
        action: clickButton(/^Reenviar el SOA/),
        language: 'es',
        notText: 'El SOA se reenvió correctamente',
        expect: { text: 'No se pudo reenviar el SOA' },
    },

    // The request form: a failure keeps what was typed and is sent again; a 401 keeps the form under the dialog.
    ...faultRows(
        {
            route: REQUEST,
            call: 'POST /t/v2/agents/*/scopes',
            action: requestSoa,
            repeat: clickButton('Request SOA'),
            notText: 'SOA requested successfully',
        },
        { text: 'Failed to request SOA' },
        {
            '401': { fieldValue: { label: /^Email/, value: EMAIL } },
            delay: { text: 'Requesting SOA...' },
            ...takenAsSent('SOA requested successfully'),
        }
    ),
];
