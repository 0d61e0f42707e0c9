/** The E&O area's texts in English, merged under `resources.e-and-os` (same keys in both languages: a test checks it). */
const eAndOs = {
    name: 'E&O record |||| E&O records',
    title: 'Errors and omissions (E&O)',
    count: '%{smart_count} E&O record |||| %{smart_count} E&O records, the earliest expiration first (expired ones, then the soonest to expire)',
    fields: {
        IssuedBy: 'Issued by',
        PolicyNumber: 'Policy number',
        CoverageLimits: 'Coverage limits',
        CoverageLimitsUsd: 'Coverage limits (USD)',
        ExpirationDate: 'Expiration date',
        certificate: 'Certificate (PDF)',
    },
    expired: 'Expired on %{date}',
    expires: 'Expires on %{date}',
    actions: {
        submit: 'Submit an E&O',
        send: 'Submit E&O',
        files: 'Files',
        filesOf: 'Files of E&O policy %{number}',
        backToList: 'Back to E&O records',
        submitAnother: 'Submit another E&O',
    },
    files: {
        title: 'Files of the %{issuer} policy %{number}',
    },
    submission: {
        title: 'Submit an E&O',
        intro: 'Send your errors and omissions (E&O) insurance policy with its certificate as a PDF. Every field is required.',
        coverageHelp: 'The amount in US dollars, for example 1000000.',
        fileHelp: 'A PDF file of the E&O certificate.',
    },
    success: {
        title: 'E&O submitted',
        message: 'Your E&O was submitted successfully and now appears among your E&O records.',
        summary: 'What you submitted',
        noSummaryTitle: 'E&O submission',
        noSummary: 'Could not complete navigation after submission. Please return to your E&O records.',
    },
    messages: {
        pdfOnly: 'Only PDF files are supported',
        loadError: 'Error loading E&Os',
        noneFound: 'No E&Os found',
        submitting: 'Submitting E&O...',
        success: 'E&O submitted successfully',
        // 'Failed to submit EAndO details' is the error the call throws, not words for people.
        submitFailed: 'Failed to submit E&O',
    },
};

export default eAndOs;
export type EAndOsTexts = typeof eAndOs;
