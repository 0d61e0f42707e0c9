/**
 * App submission's texts in English, nested as `resources.enrollments.appSubmission` (same keys in Spanish).
 * `messages` holds the product's own texts (validation rules, toasts), moved here from the shell's catalogue.
 */
const appSubmission = {
    title: 'Submit an application',
    intro: 'Send an application you received with its signed PDF. Fields marked * are required.',
    sections: {
        agent: 'Agent',
        applicant: 'Applicant',
        coverage: 'Medicare and Medicaid',
        plan: 'Plan',
        files: 'Application files',
    },
    fields: {
        AgentId: 'Agent',
        FirstName: 'First name',
        LastName: 'Last name',
        StateId: 'State',
        CountyId: 'County',
        DateAgentSignedApplication: 'Date agent received application',
        EffectiveDate: 'Effective date',
        PolicyTypeId: 'Policy type',
        InsurerId: 'Carrier',
        ProductId: 'Product',
        DateOfBirth: 'Date of birth',
        SSN: 'SSN',
        MbiNumber: 'Medicare number (MBI)',
        MedicaidNumber: 'Medicaid number',
        MedicareADate: 'Medicare Part A date',
        MedicareBDate: 'Medicare Part B date',
    },
    // Dates a carrier would refuse: most likely a slip of the keyboard.
    dates: {
        birthTooLongAgo: 'Check the date of birth: it is more than 120 years ago',
        medicareTooLongAgo: 'Check this date: it is more than 100 years ago',
        signedTooLongAgo: 'Check this date: it is more than 2 years ago',
        effectiveTooLongAgo: 'Check the effective date: it is more than 2 years ago',
        effectiveTooFarAhead: 'Check the effective date: it is more than 2 years from today',
    },
    hints: {
        chooseAgentFirst: 'Choose an agent first',
        chooseStateFirst: 'Choose a state first',
        choosePolicyTypeFirst: 'Choose a policy type first',
        chooseCarrierFirst: 'Choose a carrier first',
        ssn: '9 digits, e.g. 123-45-6789',
        mbi: '11 characters, e.g. 1EG4-TE5-MK73',
    },
    files: {
        required: 'Choose at least one PDF file',
    },
    actions: {
        submit: 'Submit application',
        cancel: 'Back to enrollments',
        submitAnother: 'Submit another app',
        backToEnrollments: 'Return to enrollments',
    },
    success: {
        title: 'Application submitted',
        message: 'The application was sent. Sensitive values show only their last 4 characters.',
        summary: 'Summary of the submission',
        noSummaryTitle: 'Application submission',
        noSummary: 'Could not complete navigation after submission. Please return to enrollments.',
        notProvided: 'Not provided',
        files: 'Files',
    },
    messages: {
        submitting: 'Submitting application...',
        success: 'Application submitted successfully',
        failed: 'Failed to submit application',
        pdfOnly: 'Only PDF files can be used for app submission',
        multipleFilesHint: 'Hold CTRL to select several PDF files; they are combined into one submission.',
        ssnInvalid: 'SSN must have 9 digits',
        mbiInvalid: 'Enter a valid Medicare number (MBI)',
    },
};

export default appSubmission;
