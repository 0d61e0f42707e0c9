import { UPLOAD_TOO_LARGE, actionRows, faultRows, steps, takenAsSent, type FaultRow } from './rows';

const LIST = '/e-and-os?agentId=101';
const AGENCY_LIST = '/e-and-os?agencyId=201';
const SUBMISSION = '/e-and-os/submission?agentId=101';
const SUBMIT_CALL = 'POST /t/agents/*/eandos/submit';
const NUMBER = 'MATRIX-EO-123';
const FAILED = 'Failed to submit E&O';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const openFilesStep = { press: /^Files of E&O policy / };
const openFiles = steps(openFilesStep);
const downloadStep = { press: /EO-/, inDialog: true };
const downloadFirstFile = steps(openFilesStep, downloadStep);

const FORM = {
    en: {
        issuedBy: /^Issued by/,
        policy: /^Policy number/,
        limits: /^Coverage limits/,
        expiry: /^Expiration date/,
        file: /^Certificate/,
        send: 'Submit E&O',
    },
    es: {
        issuedBy: /^Emitido por/,
        policy: /^Número de póliza/,
        limits: /^Límites de cobertura/,
        expiry: /^Fecha de vencimiento/,
        file: /^Certificado/,
        send: 'Enviar E&O',
    },
} as const;

/** Fills the whole form (issuer, policy number, expiry, limits, PDF) in a language and submits it. */
const submitEAndOIn = (language: 'en' | 'es') => {
    const form = FORM[language];
    return steps(
        { fill: form.issuedBy, value: 'Markel Insurance Company' },
        { fill: form.policy, value: NUMBER },
        { fill: form.expiry, value: '2029-06-30', field: 'date' },
        { fill: form.limits, value: '1000000' },
        { upload: form.file, file: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF } },
        { press: form.send }
    );
};
const submitEAndO = submitEAndOIn('en');

const DOWNLOAD = {
    error: 'Error downloading file. Please try again later.',
    pending: 'Downloading file...',
    success: 'File downloaded successfully',
};

export const eAndOFaults: FaultRow[] = [
    // The list, for each portal type.
    ...faultRows(
        { route: LIST, call: 'GET /t/agents/*/eandos', inBrowser: ['401', '500'] },
        { text: 'Error loading E&Os' }
    ),
    ...faultRows(
        { route: AGENCY_LIST, call: 'GET /t/agencies/*/eandos', inBrowser: ['500'] },
        { text: 'Error loading E&Os' }
    ),
    {
        route: LIST,
        call: 'GET /t/agents/*/eandos',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los seguros de E&O' },
    },
    // A record's files: the agent's path and the agency's.
    ...faultRows(
        { route: LIST, call: 'GET /t/eandos/*/files', action: openFiles },
        { text: 'Oops, something went wrong, try again later' }
    ),
    ...faultRows(
        { route: AGENCY_LIST, call: 'GET /t/agencies/*/eandos/*/files', action: openFiles },
        { text: 'Oops, something went wrong, try again later' }
    ),
    // A file's download: its address, then the file.
    ...actionRows(
        { route: LIST, call: 'GET /t/files/*/downloadurl', action: downloadFirstFile, inBrowser: ['401'] },
        DOWNLOAD
    ),
    ...actionRows({ route: LIST, call: 'GET /api/files/encoded-file', action: downloadFirstFile }, DOWNLOAD),

    // The submission: any answer but a 200 is its failure, the form kept (after a failure the person presses the
    // button again, everything still filled in); a 200 is the success page whatever its body; a 401 keeps what was
    // typed.
    ...faultRows(
        {
            route: SUBMISSION,
            call: SUBMIT_CALL,
            action: submitEAndO,
            inBrowser: ['401', '500'],
            notText: 'E&O submitted successfully',
        },
        { text: FAILED },
        {
            '401': { fieldValue: { label: /^Policy number/, value: NUMBER } },
            delay: { text: 'Submitting E&O...' },
            ...takenAsSent('E&O submitted'),
        }
    ),
    // A 401 keeps the page: the session dialog opens over the form, the chosen file still there.
    ...(
        [
            ['Your session has expired', 'browser'],
            ['Chosen file: certificate.pdf', 'unit'],
        ] as const
    ).map(([text, runner]): FaultRow => ({
        route: SUBMISSION,
        call: SUBMIT_CALL,
        fault: '401',
        runner,
        action: submitEAndO,
        notText: 'E&O submitted successfully',
        expect: { text },
    })),
    // The failure toast in Spanish, never the success.
    ...(['403', '500'] as const).map((fault): FaultRow => ({
        route: SUBMISSION,
        call: SUBMIT_CALL,
        fault,
        language: 'es',
        runner: 'unit',
        action: submitEAndOIn('es'),
        notText: 'El seguro de E&O se envió correctamente',
        expect: { text: 'No se pudieron enviar los detalles del seguro de E&O' },
    })),
    // A server that refuses the certificate as too large: said so, the form kept.
    {
        route: SUBMISSION,
        call: SUBMIT_CALL,
        fault: '413',
        runner: 'browser',
        action: submitEAndO,
        notText: 'E&O submitted successfully',
        expect: { text: UPLOAD_TOO_LARGE.en },
    },
];
