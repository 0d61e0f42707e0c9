/** The rapid-disenrollment view's texts in English, merged under `resources.disenrollments` (same keys in both languages: a test checks it). */
const disenrollments = {
    title: 'Rapid disenrollments and chargebacks',
    back: 'Back to enrollments',
    intro: 'Enrollments that ended within 3 months of their effective date, against the enrollments that went effective in the same months: Medicare Advantage and Part D plans apart, since for them the carrier then takes back the whole first-year commission, beside all products; why they ended; then the chargebacks on your statements.',
    window: {
        from: 'Effective from',
        to: 'Effective to',
    },
    loading: 'Loading the enrollments effective in these months',
    loadingCount: 'Loaded %{rows} of %{total} enrollments',
    loadError: 'The enrollments effective in these months could not be loaded, so no rate can be worked out.',
    headline: {
        chargeback:
            'Medicare Advantage and Part D: %{rapid} of %{effective} enrollments effective from %{from} to %{to} ended within 3 months:',
        chargebackNone: 'Medicare Advantage and Part D: no enrollment went effective from %{from} to %{to}.',
        rate: 'All products: %{rapid} of %{effective} enrollments effective from %{from} to %{to} ended within 3 months:',
        none: 'No enrollment went effective from %{from} to %{to}.',
    },
    rules: {
        chargeback:
            'For these plans (%{types}) the carrier takes back the whole first-year commission of an enrollment that ends within 3 months.',
        allProducts: 'Other products follow each carrier’s own terms for taking back commission.',
    },
    causes: {
        title: 'Why they ended',
        maybeTheSale: 'May reflect the sale',
        notTheAgents: 'Not the agent’s doing',
        notKnown: 'Other reasons, or none given',
        noReason: 'No reason given',
        note: 'A death, a move out of the service area or the carrier’s termination is not the agent’s doing; a voluntary disenrollment, a switch of plans or an unpaid premium may reflect how the plan was sold.',
    },
    stillOpen:
        '%{smart_count} of them is still in its first 3 months: the rate may still rise. |||| %{smart_count} of them are still in their first 3 months: the rate may still rise.',
    few: 'few enrollments',
    fewNote: 'Marked “few enrollments”: fewer than 10 went effective, so a single case moves the rate a lot.',
    byCarrier: 'By carrier',
    byProducer: 'By producer',
    showAllProducers: 'Show all %{smart_count} producers',
    showAllCarriers: 'Show all %{smart_count} carriers',
    showFewer: 'Show the first %{smart_count}',
    columns: {
        carrier: 'Carrier',
        producer: 'Producer',
        rate: 'Rate',
        rapid: 'Ended in 3 months',
        effective: 'Went effective',
        customer: 'Customer',
        policyType: 'Policy type',
        effectiveDate: 'Effective',
        terminationDate: 'Ended',
        held: 'Days held',
        reason: 'Reason',
    },
    rapidList: 'Enrollments that ended within 3 months (%{smart_count})',
    rapidTable: 'Enrollments that ended within 3 months',
    noRapid: 'None of them ended within 3 months.',
    chargebacks: {
        title: 'Chargebacks on your statements',
        total: 'Chargebacks from %{from} to %{to}:',
        loadError: 'Your statements could not be loaded, so the chargebacks are not shown.',
        table: 'Chargebacks by month',
        month: 'Month',
        amount: 'Charged back',
        showTable: 'Show as a table',
        showChart: 'Show as a chart',
        noData: 'No chargebacks',
        loadingChart: 'Loading the chart',
        note: 'The ledgers give a statement’s chargebacks as one amount: they are not tied to the enrollments above.',
    },
    limits: {
        title: 'What this view cannot know',
        ended: 'An enrollment’s end date is the carrier’s: it may be the last day covered or the first day without cover, and both count when it is within 3 months of the effective date. One cancelled on or before its effective day never went effective: it counts in neither figure.',
        recent: 'Enrollments effective less than 3 months ago may still end within their first 3 months.',
        ledger: 'A chargeback on a statement may take back a commission of an enrollment that went effective before the window.',
    },
};

export default disenrollments;
export type DisenrollmentsTexts = typeof disenrollments;
