/** The licenses area's texts in English, merged under `resources.licenses` (same keys in both languages: a test checks it). */
const licenses = {
    name: 'License |||| Licenses',
    count: '%{smart_count} license |||| %{smart_count} licenses',
    fields: {
        file: 'License file (PDF)',
    },
    actions: {
        submit: 'Submit a license',
        send: 'Submit license',
        backToList: 'Back to licenses',
        submitAnother: 'Submit another license',
    },
    files: {
        title: 'Files of the %{state} license %{number}',
    },
    submission: {
        title: 'Submit a license',
        intro: 'Send a new or renewed license with its certificate as a PDF. Every field but the resident checkbox is required.',
        fileHelp: 'A PDF file of the license certificate.',
    },
    success: {
        title: 'License submitted',
        message: 'Your license was submitted successfully and now appears among your licenses.',
        noSummaryTitle: 'License submission',
        noSummary: 'Could not complete navigation after submission. Please return to licenses.',
    },
    messages: {
        loadError: 'Error loading licenses',
        submitting: 'Submitting license...',
        submitSuccess: 'License submitted successfully',
        submitFailed: 'Failed to submit license',
        pdfOnly: 'Only PDF files are supported',
    },
};

export default licenses;
export type LicensesTexts = typeof licenses;
