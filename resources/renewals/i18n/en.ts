/** Renewals at risk's texts in English, merged under `resources.renewals` (same keys in both languages: a test checks it). */
const renewals = {
    title: 'Renewals at risk',
    intro: {
        agent: 'Your members whose next renewal you would not be ready for (Medicare plans renew on 1 January, other products on their anniversary), and what to fix first.',
        agency: 'Your producers’ members whose next renewal their producer would not be ready for (Medicare plans renew on 1 January, other products on their anniversary), and what to fix first.',
    },
    headline: {
        atRisk: '%{smart_count} member of %{total} renewing is at risk |||| %{smart_count} members of %{total} renewing are at risk',
        none: 'All %{smart_count} member renewing is ready: nothing to fix |||| All %{smart_count} members renewing are ready: nothing to fix',
        nothing: 'No enrollment in force renews: there is nothing to check.',
        noneChecked:
            'The %{smart_count} member renewing has not been checked |||| None of the %{smart_count} members renewing has been checked',
        readySoFar:
            'Only %{smart_count} member renewing was checked, and it is ready |||| Only %{smart_count} members renewing were checked, and they are ready',
        noneReadable:
            'None of the enrollments read renews, but %{smart_count} enrollment in force could not be read |||| None of the enrollments read renews, but %{smart_count} enrollments in force could not be read',
    },
    // Beside the headline when some members were not checked: what the answer does not include.
    partial: {
        checked:
            'checked %{checked} of %{smart_count} member renewing |||| checked %{checked} of %{smart_count} members renewing',
        producersFailed:
            '%{smart_count} producer could not be checked |||| %{smart_count} producers could not be checked',
        producersLeft: '%{smart_count} producer not checked yet |||| %{smart_count} producers not checked yet',
        session: 'from %{checked} of %{total} producers checked in this session',
        unreadable: {
            agent: '%{smart_count} enrollment in force names no state, carrier, policy type or effective date and is not checked |||| %{smart_count} enrollments in force name no state, carrier, policy type or effective date and are not checked',
            agency: '%{smart_count} enrollment in force names no state, carrier, policy type, effective date or producer and is not checked |||| %{smart_count} enrollments in force name no state, carrier, policy type, effective date or producer and are not checked',
        },
        states: 'the state names could not be loaded, so a license that names its state in full may be counted as missing',
    },
    estimate: {
        label: 'Estimated renewal commission at risk:',
        basis: 'An estimate: the renewal amount per member set for each policy type, not what a carrier pays.',
        unpriced:
            '%{smart_count} member’s policy type has no amount set: not in the estimate. |||| %{smart_count} members’ policy types have no amount set: not in the estimate.',
        short: 'Estimate:',
    },
    fixes: {
        title: 'What to fix first',
        label: 'Things to fix before the renewals, the ones keeping most members first',
        members: '%{smart_count} member at risk |||| %{smart_count} members at risk',
        keeps: '%{smart_count} renews once it is done |||| %{smart_count} renew once it is done',
        showAll: 'Show all %{count}',
        showFewer: 'Show the first %{count}',
    },
    // An agency's thing to fix that several producers need, listed once with its producers.
    shared: {
        producers: '%{smart_count} producer |||| %{smart_count} producers',
        showProducers: 'Show its producer |||| Show the %{smart_count} producers',
        hideProducers: 'Hide its producer |||| Hide the producers',
        producersLabel: 'Each producer’s part of “%{thing}”, the most members first',
        // A license's reason said for several producers: each producer's own date is in its part.
        licenseExpired: 'License expired',
        licenseExpires: 'License expires before the renewal',
    },
    // The CSV of an agency's things to fix: one row per producer and fix, then the producers not checked.
    csv: {
        export: 'Export CSV',
        fileName: 'renewals-at-risk-%{date}.csv',
        thing: 'Thing to fix',
        producer: 'Producer',
        agentId: 'Agent ID',
        part: 'The producer’s part',
        members: 'Members at risk',
        keeps: 'Renew once it is done',
        estimate: 'Estimate at risk',
        whereDone: 'Where it is done',
        failed: 'Not checked: the producer’s licenses could not be loaded, so their members are not counted',
        notYet: 'Not checked yet: the producer’s members are not counted',
    },
    notDue: 'Certifications for %{year} are reported from August: %{smart_count} member renewing into %{year} is not checked for one yet. |||| Certifications for %{year} are reported from August: %{smart_count} members renewing into %{year} are not checked for one yet.',
    producers: {
        title: 'By producer',
        table: 'Renewals at risk by producer',
        empty: 'No producer has been checked yet.',
        columns: {
            producer: 'Producer',
            renewing: 'Members renewing',
            atRisk: 'At risk',
            estimate: 'Estimate at risk',
            firstFix: 'First thing to fix',
        },
        nothingToFix: 'Nothing to fix',
    },
    members: {
        title: 'Members at risk',
        table: 'Members whose renewal is at risk',
        empty: 'No member is at risk.',
        columns: {
            member: 'Member',
            producer: 'Producer',
            carrier: 'Carrier',
            policyType: 'Policy type',
            state: 'State',
            renews: 'Renews on',
            missing: 'Missing on that day',
        },
        renewsOn: '%{date} (plan year %{year})',
        unnamed: 'Enrollment %{id}',
    },
    progress: {
        label: 'Producers checked',
        status: 'Checked %{settled} of %{total} producers',
        finished: 'All %{total} producers checked.',
        cancelled: 'Stopped after %{settled} of %{total} producers: the answer counts only the producers checked.',
        cancel: 'Cancel',
        resume: 'Check the remaining producers',
    },
    announce: {
        started: 'Checking the renewals of %{total} producers',
        checked: 'Renewals: %{settled} of %{total} producers checked',
        finished: 'Renewals checked for every producer',
        finishedWithFailures: 'Renewals checked, but %{failed} of %{total} producers could not be checked',
        cancelled: 'Renewals check stopped: %{settled} of %{total} producers checked',
    },
    failures: {
        title: 'These producers could not be checked, so their members are not counted:',
        retry: 'Try again',
    },
    errors: {
        enrollments: 'Your enrollments in force could not be loaded: renewals cannot be checked.',
        licenses: 'Your licenses could not be loaded: renewals cannot be checked.',
        contracts: 'Your contracts could not be loaded: renewals cannot be checked.',
        downlineContracts: 'Your producers’ contracts could not be loaded: renewals cannot be checked.',
        policyTypes: 'The policy types could not be loaded: renewals cannot be checked.',
        states: 'The state names could not be loaded: states are shown by their abbreviation.',
    },
    unreadable: {
        agent: '%{smart_count} enrollment in force names no state, carrier, policy type or effective date: it is not checked. |||| %{smart_count} enrollments in force name no state, carrier, policy type or effective date: they are not checked.',
        agency: '%{smart_count} enrollment in force names no state, carrier, policy type, effective date or producer: it is not checked. |||| %{smart_count} enrollments in force name no state, carrier, policy type, effective date or producer: they are not checked.',
    },
    capped: 'One of the lists read has more rows than the portal can load (10,000): the answer may be incomplete.',
    limits: {
        title: 'What this cannot know',
        agent: 'Licenses, contracts and certifications are as last reported: something renewed since shows once it is reported. Medicare plans renew on 1 January and other products on their policy’s anniversary; a carrier’s own rules may differ. A member is one enrollment in force.',
        agency: 'Licenses, contracts and certifications are as last reported: something renewed since shows once it is reported. An agency sees only the contracts written under it. Medicare plans renew on 1 January and other products on their policy’s anniversary; a carrier’s own rules may differ. A member is one enrollment in force.',
    },
    card: {
        atRisk: 'of %{total} members renewing at risk',
        none: 'All %{smart_count} member renewing is ready. |||| All %{smart_count} members renewing are ready.',
        nothing: 'No enrollment in force renews.',
        notChecked: 'Your producers’ renewals are checked on the renewals page.',
        noneChecked:
            'The %{smart_count} member renewing has not been checked. |||| None of the %{smart_count} members renewing has been checked.',
        readySoFar:
            'Only %{smart_count} member renewing was checked, and it is ready. |||| Only %{smart_count} members renewing were checked, and they are ready.',
        noneReadable:
            'None of the enrollments read renews, but %{smart_count} enrollment in force could not be read. |||| None of the enrollments read renews, but %{smart_count} enrollments in force could not be read.',
        error: 'Renewals could not be checked: the renewals page says why.',
        viewAll: 'Open renewals at risk',
    },
};

export default renewals;
export type RenewalsTexts = typeof renewals;
