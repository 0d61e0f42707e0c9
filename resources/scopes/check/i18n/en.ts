/** The SOA check's texts in English, merged under `resources.soaCheck` (same keys in both languages: a test checks it). */
const soaCheck = {
    title: 'SOA check',
    back: 'Back to SOAs',
    intro: 'Your enrollments that need an SOA (%{types}), by the month you received the application: is their customer’s SOA completed before the application, and no more than 12 months before it? What the check cannot know is at the end of the page.',
    window: {
        from: 'Applications received from',
        to: 'Applications received to',
    },
    soasError: 'Your SOAs could not be loaded, so no enrollment can be checked.',
    loadingSoas: 'Loading your SOAs',
    headline: {
        checking: 'Checking your enrollments against your SOAs…',
        flagged:
            '%{smart_count} of %{checked} enrollments needs your attention |||| %{smart_count} of %{checked} enrollments need your attention',
        clean: 'All %{smart_count} enrollment checked has an SOA completed in time |||| All %{smart_count} enrollments checked have an SOA completed in time',
        none: 'No enrollment that needs an SOA has an application received in these months.',
        // Some months or enrollments have no answer: the headline speaks only for those checked.
        noneChecked: 'No enrollment was checked',
        cleanSoFar:
            'Only %{smart_count} enrollment was checked, and it has an SOA completed in time |||| Only %{smart_count} enrollments were checked, and they have an SOA completed in time',
    },
    partial: {
        months: '%{count} of %{smart_count} month not searched |||| %{count} of %{smart_count} months not searched',
        enrollments:
            'result not known for %{smart_count} enrollment |||| result not known for %{smart_count} enrollments',
    },
    flags: {
        label: 'Show the enrollments with these results',
        noSoa: 'No SOA on file',
        notCompleted: 'SOA never completed, or voided',
        completedAfter: 'SOA completed after the application',
        tooOld: 'SOA completed more than 12 months before',
        pass: 'SOA completed in time',
        checking: 'Being placed in its month',
        unchecked: 'Not known: its search failed',
    },
    progress: {
        label: 'Check progress',
        months: 'Searched %{settled} of %{smart_count} month of applications |||| Searched %{settled} of %{smart_count} months of applications',
        placing:
            'Placing %{settled} of %{smart_count} application whose SOA falls in its month |||| Placing %{settled} of %{smart_count} applications whose SOA falls in their month',
        done: 'Checked %{smart_count} enrollment with an application received in these months |||| Checked %{smart_count} enrollments with an application received in these months',
        cancelled: 'Check stopped: the results below cover only what was searched.',
        cancel: 'Cancel',
        resume: 'Check the rest',
    },
    // Said to screen readers only at the start, each quarter and the end (the line above keeps counting).
    announce: {
        started: 'Checking %{total} searches of your enrollments against your SOAs',
        checked: 'SOA check: %{settled} of %{total} searches done',
        finished: 'SOA check complete',
        finishedWithFailures: 'SOA check done; %{failed} of %{total} searches failed',
        cancelled: 'SOA check stopped: %{settled} of %{total} searches done',
    },
    failedMonths:
        'The applications received in these months could not be searched, so their enrollments are missing from the check:',
    failedEnrollments: 'These enrollments could not be placed within their month, so their result is not known:',
    table: 'Enrollments and their SOAs',
    noneShown: 'No enrollment has the results chosen.',
    columns: {
        customer: 'Customer',
        plan: 'Policy type and carrier',
        received: 'Application received',
        soa: 'Scope of appointment',
        result: 'Result',
        actions: 'To do',
    },
    received: {
        month: 'In %{month}',
        day: 'On %{date}',
        between: 'Between %{start} and %{end}',
    },
    soa: {
        none: 'None on file',
        completed: '%{status} on %{date}',
        requested: '%{status}, requested %{date}',
        view: 'View the SOAs of %{name}',
    },
    request: 'Request an SOA',
    requestFor: 'Request an SOA for %{name}',
    // An application already taken without an SOA in time: no SOA requested now covers it.
    toDo: {
        document: 'A new SOA cannot cover this application: document what happened.',
        enrollment: 'Open the enrollment',
        enrollmentOf: 'Open the enrollment of %{name}',
        soa: 'Open the SOA',
        soaOf: 'Open the SOA of %{name}',
        next: 'Request an SOA for the next appointment',
        nextFor: 'Request an SOA for the next appointment with %{name}',
    },
    limits: {
        title: 'What this check cannot know',
        carrierTool:
            'An SOA taken in a carrier’s own enrollment tool, or on paper, is not on file here: such an enrollment shows as having no SOA.',
        names: 'SOAs are matched to enrollments by the customer’s name (case, accents and spacing aside): a customer whose name changed or is spelled otherwise on the SOA is not matched, and two customers of the same name share their SOAs. Enrollments carry no email, so the email cannot tell them apart.',
        days: 'Only days are known, not times: an SOA completed the day the application was received counts as completed before it.',
        received:
            'An enrollment without the day the agent received its application is not found by the search, so it is not checked.',
    },
    export: 'Export CSV',
    fileName: 'soa-check-%{date}.csv',
    csv: {
        policyId: 'Policy id',
        customer: 'Customer',
        policyType: 'Policy type',
        carrier: 'Carrier',
        receivedFrom: 'Application received from',
        receivedTo: 'Application received to',
        result: 'Result',
        soaStatus: 'SOA status',
        soaCompleted: 'SOA completed',
        soaRequested: 'SOA requested',
    },
};

export default soaCheck;
export type SoaCheckTexts = typeof soaCheck;
