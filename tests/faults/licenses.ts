import { UPLOAD_TOO_LARGE, actionRows, faultRows, sideBySide, steps, takenAsSent, type FaultRow } from './rows';

const LIST = '/licenses?agentId=101';
const SUBMISSION = '/licenses/submission?agentId=101';
const SUBMIT_CALL = 'POST /t/agents/*/licenses/submit';
const NUMBER = 'MATRIX-123';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const openFilesStep = { press: /^Files of license / };
const openFiles = steps(openFilesStep);
const downloadStep = { press: /License-/, inDialog: true };
const downloadFirstFile = steps(openFilesStep, downloadStep);

const FORM = {
    en: {
        state: /^State/,
        type: /^License type/,
        number: /^License number/,
        expiry: /^Expiration date/,
        file: /^License file/,
        send: 'Submit license',
        life: 'Life',
    },
    es: {
        state: /^Estado/,
        type: /^Tipo de licencia/,
        number: /^Número de licencia/,
        expiry: /^Fecha de vencimiento/,
        file: /^Archivo de la licencia/,
        send: 'Enviar licencia',
        life: 'Vida',
    },
} as const;

/** Fills the whole form (state, type, number, expiry, PDF) in a language and submits it. */
const submitLicenseIn = (language: 'en' | 'es') => {
    const form = FORM[language];
    return steps(
        { choose: form.state, option: 'Florida' },
        { choose: form.type, option: form.life },
        { fill: form.number, value: NUMBER },
        { fill: form.expiry, value: '2029-06-30', field: 'date' },
        { upload: form.file, file: { name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF } },
        { press: form.send }
    );
};
const submitLicense = submitLicenseIn('en');

const DOWNLOAD = {
    error: 'Error downloading file. Please try again later.',
    pending: 'Downloading file...',
    success: 'File downloaded successfully',
};

export const licenseFaults: FaultRow[] = [
    ...faultRows(
        { route: LIST, call: 'GET /t/agents/*/licenses', inBrowser: ['401', '500'] },
        { text: 'Error loading licenses' }
    ),
    ...faultRows(
        { route: '/licenses?agencyId=201', call: 'GET /t/agencies/*/licenses', inBrowser: ['500'] },
        { text: 'Error loading licenses' }
    ),
    // The list names states from the states dictionary; without it, the cards show the abbreviations.
    ...faultRows(
        { route: LIST, call: 'GET /t/states', note: 'cards with abbreviations' },
        { text: 'Files' },
        { '401': { signIn: true }, delay: { text: 'Files' } }
    ),
    // The files dialog and a file's download.
    ...faultRows(
        { route: LIST, call: 'GET /t/agentlicenses/*/files', action: openFiles },
        { text: 'Oops, something went wrong, try again later' }
    ),
    ...actionRows(
        { route: LIST, call: 'GET /t/files/*/downloadurl', action: downloadFirstFile, inBrowser: ['401'] },
        DOWNLOAD
    ),
    ...actionRows({ route: LIST, call: 'GET /api/files/encoded-file', action: downloadFirstFile }, DOWNLOAD),

    // The submission form: its two dropdowns (each loads on its own) and the submission (a 401 keeps what was
    // typed; after a failure the person presses the button again, everything still filled in).
    ...sideBySide(
        faultRows({ route: SUBMISSION, call: 'GET /t/states', inBrowser: ['500'] }, { text: 'Error loading states' }),
        faultRows(
            { route: SUBMISSION, call: 'GET /t/licenseTypes', inBrowser: ['500'] },
            { text: 'Error loading license types' }
        )
    ),
    ...faultRows(
        {
            route: SUBMISSION,
            call: SUBMIT_CALL,
            action: submitLicense,
            inBrowser: ['401'],
            notText: 'License submitted successfully',
        },
        { text: 'Failed to submit license' },
        {
            '401': { fieldValue: { label: /^License number/, value: NUMBER } },
            delay: { text: 'Submitting license...' },
            ...takenAsSent('License submitted'),
        }
    ),
    {
        route: SUBMISSION,
        call: 'GET /t/licenseTypes',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los tipos de licencia' },
    },
    // A 401 keeps the page: the session dialog opens over the form, the chosen file still there.
    ...(
        [
            ['Your session has expired', 'browser'],
            ['Chosen file: license.pdf', 'unit'],
        ] as const
    ).map(([text, runner]): FaultRow => ({
        route: SUBMISSION,
        call: SUBMIT_CALL,
        fault: '401',
        runner,
        action: submitLicense,
        notText: 'License submitted successfully',
        expect: { text },
    })),
    // The failure toast in Spanish, never the success.
    ...(['403', '500'] as const).map((fault): FaultRow => ({
        route: SUBMISSION,
        call: SUBMIT_CALL,
        fault,
        language: 'es',
        runner: 'unit',
        action: submitLicenseIn('es'),
        notText: 'La licencia se envió correctamente',
        expect: { text: 'No se pudo enviar la licencia' },
    })),
    // A server that refuses the upload as too large: said so, in each language, the form kept.
    ...(['en', 'es'] as const).map((language): FaultRow => ({
        route: SUBMISSION,
        call: SUBMIT_CALL,
        fault: '413',
        language,
        runner: language === 'en' ? 'browser' : 'unit',
        action: submitLicenseIn(language),
        notText: language === 'en' ? 'License submitted successfully' : 'La licencia se envió correctamente',
        expect: { text: UPLOAD_TOO_LARGE[language] },
    })),
];
