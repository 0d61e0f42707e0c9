/** The SOA area's texts in English, merged under `resources.scopes` (same keys in both languages: a test checks it). */
const scopes = {
    name: 'Scope of appointments |||| Scope of appointments',
    fields: {
        customer: 'Customer',
        first_name: 'First name',
        last_name: 'Last name',
        email: 'Email',
        date_requested: 'Date requested',
        date_completed: 'Date completed',
        status: 'Status',
        actions: 'Actions',
    },
    list: {
        title: 'Scope of appointments',
        table: 'Scope of appointments',
        count: '%{smart_count} SOA found |||| %{smart_count} SOAs found',
    },
    filters: {
        title: 'Filter SOAs',
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        from: 'Date requested from',
        to: 'Date requested to',
        clear: 'Clear filters',
        refresh: 'Refresh',
    },
    actions: {
        request: 'Request SOA',
        check: 'Check SOAs against enrollments',
        signNow: 'Sign now',
        signNowFor: 'Sign now: SOA of %{name}',
        resend: 'Resend',
        resendFor: 'Resend the SOA to %{name}',
        void: 'Void',
        voidFor: 'Void the SOA of %{name}',
        download: 'Download',
        downloadFor: 'Download the SOA of %{name} as PDF',
        voidTitle: 'Void this SOA?',
        voidQuestion:
            'The scope of appointment of %{name} will be voided. It can no longer be signed, and this cannot be undone.',
        voidCancel: 'Keep it',
        voidConfirm: 'Void SOA',
    },
    request: {
        title: 'Request a scope of appointment',
        intro: 'The customer receives the scope of appointment by email to review and sign.',
        emailInvalid: 'Enter a valid email address',
        methodHelp: 'How the customer first got in touch about this appointment',
        send: 'Request SOA',
        back: 'Back to SOAs',
    },
    // The CMS form's "initial method of contact" (api.ts).
    contactMethods: {
        phone: 'Phone call',
        in_person: 'Walk-in or in person',
        email: 'Email',
        mail: 'Mail (reply card or letter)',
        referral: 'Referral',
        event: 'Sales or educational event',
    },
    messages: {
        openingSigning: 'Opening the signing session...',
        signingReady: 'Signing session ready: opening it',
        resending: 'Resending SOA...',
        voiding: 'Voiding SOA...',
        requesting: 'Requesting SOA...',
    },
};

export default scopes;
export type ScopesTexts = typeof scopes;
