/** The producers area's texts in English, merged under `resources.producers` (same keys in both languages: a test checks it). */
const producers = {
    name: 'Producer |||| Producers',
    fields: {
        agent_name: 'Agent',
        insurer_name: 'Carrier',
        policy_types: 'Policy types',
        writing_number: 'Writing number',
        upline_agency: 'Upline agency',
        start_date: 'Start date',
        end_date: 'End date',
        rts: 'RTS %{year}',
        policy_count: 'Policies',
        name: 'Name',
        email: 'Email',
        npn: 'NPN',
        phone_numbers: 'Phone numbers',
    },
    list: {
        title: 'Producers',
        table: 'Producer contracts',
    },
    filters: {
        title: 'Filter producer contracts',
        status: 'Contract status',
        statuses: {
            All: 'All',
            Active: 'Active',
            Pending: 'Pending',
            RecentlyActivated: 'Recently activated',
            Terminated: 'Terminated',
        },
        carrier: 'Carrier',
        allCarriers: 'All carriers',
        rtsCurrentYear: 'RTS this year (%{year})',
        rtsNextYear: 'RTS next year (%{year})',
        rtsHelp: 'Select the chosen value again to clear it.',
        rts: {
            All: 'All',
            Failed: 'Failed',
            NoCerts: 'No certifications',
            Rts: 'RTS',
        },
        agent: 'Agent',
        allAgents: 'All agents',
        agentId: 'Agent ID %{id}',
        noAgents: 'No matching agents',
        clear: 'Clear filters',
    },
    export: {
        button: 'Export to Excel',
        pending: 'Exporting producer contracts...',
        success: 'Producer contracts exported successfully',
        error: 'Error exporting producer contracts',
    },
    detail: {
        title: 'Producer details',
        contact: 'Contact',
        licenses: 'Licenses',
        contracts: 'Contracts',
        addContracts: 'Add contracts',
        primary: 'Primary',
        noPhones: 'No phone numbers on file',
        notProvided: 'Not provided',
        phoneTypes: {
            Mobile: 'Mobile',
            Office: 'Office',
            Home: 'Home',
            Fax: 'Fax',
        },
    },
    messages: {
        noneFound: 'No producer contracts found',
        loadError: 'Error loading producer contracts',
    },
};

export default producers;
export type ProducersTexts = typeof producers;
