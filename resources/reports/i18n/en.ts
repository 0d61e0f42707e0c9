/** The reports area's texts in English, merged under `resources.reports` (same keys in both languages: a test checks it). */
const reports = {
    name: 'Report |||| Reports',
    rts: {
        title: 'RTS report',
        intro: 'Download which of your agents are ready to sell, by carrier and policy type, for a plan year, as an Excel workbook.',
        insurer: 'Carrier',
        policyType: 'Policy type',
        allInsurers: 'Leave empty for every carrier',
        allPolicyTypes: 'Leave empty for every policy type',
        download: 'Download report',
        planYear: 'Plan year',
    },
    messages: {
        generating: 'Generating report...',
        success: 'Report generated successfully',
        failed: 'Failed to generate report',
    },
};

export default reports;
export type ReportsTexts = typeof reports;
