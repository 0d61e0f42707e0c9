/** The dashboard's texts in English, merged under `resources.dashboard` (spec part 2 §8 states quoted verbatim). */
const dashboard = {
    name: 'Dashboard',
    welcome: {
        agent: 'You are working as the agent %{name}.',
        agency: 'You are working for the agency %{name}.',
    },
    alerts: {
        label: 'Announcements',
        dismiss: 'Dismiss the announcement "%{title}" for one day',
        dismissUntitled: 'Dismiss this announcement for one day',
        loadError: 'Announcements could not be loaded.',
        allDismissed: 'All announcements dismissed for today.',
        levels: { info: 'Information', warning: 'Warning', danger: 'Important' },
    },
    cards: {
        loading: 'Loading %{title}',
        recentEnrollments: {
            title: 'Recent enrollments',
            table: 'Recent enrollments',
            error: 'Error loading enrollments',
            viewAll: 'View all enrollments',
            fields: { name: 'Name', producer: 'Producer', carrier: 'Carrier', effectiveDate: 'Effective date' },
        },
        chart: {
            title: 'Enrollments',
            empty: 'No enrollments to show yet',
            views: {
                label: 'Period shown',
                sixMonths: '6 months',
                twelveMonths: '12 months',
                producers: 'Producers',
            },
            showTable: 'Show as a table',
            showChart: 'Show as a chart',
            description:
                'Bar chart of enrollments per month, this year against last year. The same figures are available as a table.',
            producersDescription:
                'Bar chart of enrollments per producer since the start of the year. The same figures are available as a table.',
            table: 'Enrollments per month',
            producersTable: 'Enrollments per producer',
            month: 'Month',
            producer: 'Producer',
            thisYear: 'This year',
            lastYear: 'Last year',
            enrollments: 'Enrollments',
            noData: 'No data to display',
            loadingData: 'Loading data…',
        },
        producerSummary: {
            title: 'Producer enrollment summary',
            table: 'Enrollments per producer',
            empty: 'No enrollments found',
            error: 'Error loading enrollments',
            carrier: 'Carrier',
            allCarriers: 'All carriers',
            start: 'From',
            end: 'To',
            fields: { AgentName: 'Producer', EnrollmentCount: 'Enrollments' },
        },
        calendar: {
            title: 'Training calendar',
            list: 'Upcoming trainings',
            empty: 'No upcoming trainings',
            opens: '%{title} (opens in a new tab)',
        },
        recentStatements: {
            title: 'Recent statements',
            list: 'Latest statements',
            empty: 'No statements found',
            error: 'Error loading statements',
            open: 'Statement of %{date}',
            payout: 'Payout',
            viewAll: 'View all statements',
        },
        recentScopes: {
            title: 'Recent scope of appointments',
            list: 'Latest scope of appointments',
            requested: 'Requested %{date}',
            viewAll: 'View all SOAs',
        },
        agingContracts: {
            title: 'Aging pending contracts',
            error: 'Error loading pending contracts',
            empty: 'No pending contracts',
            count: '%{smart_count} pending contract, %{waitingLong} waiting a week or more |||| %{smart_count} pending contracts, %{waitingLong} waiting a week or more',
            list: 'Pending contracts, longest wait first',
            viewAll: 'View pending contracts',
        },
        manager: {
            title: 'Your relationship manager',
            error: 'Error loading your relationship manager',
            direct: 'Direct',
            team: 'Team',
            photo: 'Photo of %{name}',
            fallbackNote: 'No relationship manager is assigned to this portal yet. Our team is here to help.',
        },
    },
};

export default dashboard;
export type DashboardTexts = typeof dashboard;
