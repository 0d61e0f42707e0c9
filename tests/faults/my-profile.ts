import { clickButton, faultRows, requestTooLargeRows, steps, takenAsSent, type Action, type FaultRow } from './rows';

const AGENT = '/my-profile?agentId=101';
const AGENCY = '/my-profile?agencyId=201';
const LOAD_ERROR = 'There was an error loading your profile.';
const NICKNAME = 'Matrix';

/** Changes the nickname (so there is something typed to keep) and saves. */
const saveProfile = steps({ fill: /^Nickname/, value: NICKNAME }, { press: 'Save profile' });
const saveAgencyProfile = steps({ fill: /^Address line 2/, value: 'Suite 42' }, { press: 'Save profile' });

const openQuickLinks = clickButton('Quick links');

/** The browser checks that an expired session keeps what was typed. */
const submitRows = (route: string, call: string, action: Action, kept: FaultRow['expect']) =>
    faultRows(
        { route, call, action, notText: 'Profile submitted', inBrowser: ['401'] },
        { text: 'Failed to submit profile' },
        { '401': kept, delay: { text: 'Submitting profile...' }, ...takenAsSent('Profile submitted') }
    );

export const myProfileFaults: FaultRow[] = [
    // The profile: no form without it, for each portal type; in Spanish too.
    ...faultRows({ route: AGENT, call: 'GET /t/agents/*/profile', inBrowser: ['401', '500'] }, { text: LOAD_ERROR }),
    ...faultRows({ route: AGENCY, call: 'GET /t/agencies/*/profile', inBrowser: ['500'] }, { text: LOAD_ERROR }),
    {
        route: AGENT,
        call: 'GET /t/agents/*/profile',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Ocurrió un error al cargar su perfil.' },
    },
    // The submission: anything but a 200 is the failure toast, the form kept for another try; a 200
    // is the success page whatever its body; a 401 keeps what was typed under the session dialog.
    ...submitRows(AGENT, 'POST /t/agents/*/profile/submit', saveProfile, {
        fieldValue: { label: /^Nickname/, value: NICKNAME },
    }),
    ...submitRows(AGENCY, 'POST /t/agencies/*/profile/submit', saveAgencyProfile, {
        fieldValue: { label: /^Address line 2/, value: 'Suite 42' },
    }),
    {
        route: AGENT,
        call: 'POST /t/agents/*/profile/submit',
        fault: '500',
        language: 'es',
        runner: 'unit',
        action: steps({ fill: /^Apodo/, value: NICKNAME }, { press: 'Guardar perfil' }),
        notText: 'Perfil enviado',
        expect: { text: 'No se pudo enviar el perfil' },
    },
    // Refused as too large (413): the profile sends no file, so the request is what is too large.
    ...requestTooLargeRows(
        { route: AGENT, call: 'POST /t/agents/*/profile/submit' },
        { en: saveProfile, es: steps({ fill: /^Apodo/, value: NICKNAME }, { press: 'Guardar perfil' }) },
        { en: 'Profile submitted', es: 'Perfil enviado' }
    ),
    // The header's quick links, called when the popover opens: each tool fails alone, the other still a link.
    ...faultRows(
        {
            route: '/contracts?agentId=101',
            call: 'GET /t/agents/*/connecture',
            action: openQuickLinks,
            inBrowser: ['500'],
        },
        { text: 'Could not load this link. Try again later.' },
        { delay: { text: 'Loading the link...' } }
    ),
    ...faultRows(
        {
            route: '/contracts?agencyId=201',
            call: 'GET /t/agencies/*/sunfire',
            action: openQuickLinks,
            inBrowser: ['500'],
        },
        { text: 'Could not load this link. Try again later.' },
        { delay: { text: 'Loading the link...' } }
    ),
];
