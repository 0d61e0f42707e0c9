/**
 * The statements area's texts in English, merged under `resources.statements` (same keys in both languages: a test
 * checks it).
 */
const statements = {
    name: 'Statement |||| Statements',
    fields: {
        PaymentRunId: 'Payment run',
        StatementDate: 'Statement date',
        BeginningBalance: 'Beginning balance',
        Earned: 'Earned',
        Chargeback: 'Chargeback',
        EndingBalance: 'Ending balance',
        StatementBalance: 'Statement balance',
        Payout: 'Payout',
        PolicyAgentName: 'Producer',
        CustomerFirstName: 'Customer first name',
        CustomerLastName: 'Customer last name',
        PolicyNumber: 'Policy number',
        PolicyTypeName: 'Policy type',
        InsurerName: 'Carrier',
        ProductName: 'Product',
        PaymentAmount: 'Amount',
    },
    list: {
        title: 'Statements',
        table: 'Statements',
        open: 'Statement of %{date}',
        count: '%{smart_count} statement found |||| %{smart_count} statements found',
    },
    filters: {
        title: 'Filter statements',
        policyType: 'Policy type',
        allPolicyTypes: 'All policy types',
        carrier: 'Carrier',
        allCarriers: 'All carriers',
        dateStart: 'Statement date from',
        dateEnd: 'Statement date to',
        clear: 'Clear filters',
    },
    detail: {
        title: 'Statement of %{date}',
        untitled: 'Statement',
        back: 'Back to statements',
        summary: 'Summary',
        commissions: 'Commission payments',
        overrides: 'Override payments',
        processed: 'Processed',
        onHold: 'On hold',
        tabs: '%{section}: processed or on hold',
        table: '%{section}, %{tab}',
        count: '%{smart_count} payment |||| %{smart_count} payments',
        total: 'Total',
    },
    download: {
        pdf: 'Download PDF',
        xlsx: 'Download Excel',
    },
    // Statement download toasts, table and panel states: the product's own wording where it gives one.
    messages: {
        noneFound: 'No statements found',
        loadError: 'Error loading statements',
        detailLoadError: 'Error loading statement details',
        notFound: 'This statement could not be found. It may have been removed, or the address may be wrong.',
        paymentsLoadError: 'Error loading payments',
        noPayments: 'No payments found',
        downloadGenerating: 'Generating statement...',
        downloadSuccess: 'Statement downloaded successfully',
        downloadFailed: 'Statement download failed.',
    },
};

export default statements;
export type StatementsTexts = typeof statements;
