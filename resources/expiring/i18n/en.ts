/** The expiry forecast's texts in English, merged under `resources.expiring` (same keys in both languages: a test checks it). */
const expiring = {
    title: 'Expiry forecast',
    intro: {
        agent: 'Your licenses, E&O coverage and ready-to-sell (RTS) certifications that have lapsed or lapse within 90 days (licenses: 6 months), soonest first, each leading to where you renew it.',
        agency: 'This agency’s licenses and E&O coverage, and its producers’ licenses and RTS certifications, that have lapsed or lapse within 90 days (licenses: 6 months), soonest first.',
    },
    limits: {
        agent: 'A certification the carrier has not yet reported is not known here.',
        agency: 'An agency sees its producers’ licenses and certifications but not their E&O records. A certification the carrier has not yet reported is not known here.',
    },
    capped: 'One of the lists the forecast reads has more rows than the portal can load (10,000): the forecast may be incomplete.',
    windows: {
        expired: 'Already expired',
        30: 'Within 30 days',
        60: 'In 31 to 60 days',
        90: 'In 61 to 90 days',
        sixMonths: 'Licenses in 91 days to 6 months',
    },
    windowCount: '%{smart_count} item |||| %{smart_count} items',
    showAll: 'Show all %{smart_count} items',
    empty: 'Nothing has expired, and nothing expires within 90 days (licenses: 6 months).',
    emptyPartial: 'Nothing found in the data that could be loaded.',
    // RTS lapses where the license they sell under is not valid: counted and listed apart from the windows.
    unlicensed: {
        notCounted: {
            agent: '%{smart_count} RTS lapse is not counted above: you hold no valid license in its state. |||| %{smart_count} RTS lapses are not counted above: you hold no valid license in their states.',
            agency: '%{smart_count} RTS lapse is not counted above: the producer holds no valid license in its state. |||| %{smart_count} RTS lapses are not counted above: the producers hold no valid license in their states.',
        },
        title: 'RTS lapses without a valid license',
        why: {
            agent: 'You hold no valid license in the states these certifications are ready to sell in, so you cannot sell there whether or not they are renewed: the license comes first. They are in neither the counts above nor the calendar file.',
            agency: 'These producers hold no valid license in the states their certifications are ready to sell in, so they cannot sell there whether or not the certifications are renewed: the license comes first. They are in neither the counts above nor the calendar file.',
        },
        show: 'Show this lapse |||| Show these %{smart_count} lapses',
        hide: 'Hide them',
        license: 'No valid license in %{states}',
    },
    item: {
        license: 'License %{state} %{number} (%{type})',
        eando: 'E&O coverage: policy %{number}, %{issuer}',
        rts: 'Ready to sell with %{carrier}, plan year %{year}',
        coming: {
            none: 'No certification for %{year} yet',
            pending: 'The %{year} certification is pending',
            failed: 'The %{year} certification failed',
            unknown: 'The %{year} certification is not ready to sell',
        },
        expired: 'Expired on %{date}, %{smart_count} day ago |||| Expired on %{date}, %{smart_count} days ago',
        lapsed: 'Ended on %{date}, %{smart_count} day ago |||| Ended on %{date}, %{smart_count} days ago',
        expiresToday: 'Expires today, %{date}',
        expires: 'Expires on %{date}, in %{smart_count} day |||| Expires on %{date}, in %{smart_count} days',
        lapses: 'Ends on %{date}, in %{smart_count} day |||| Ends on %{date}, in %{smart_count} days',
        own: {
            agent: 'Yours',
            agency: 'This agency',
        },
        producer: 'Producer: %{name}',
    },
    progress: {
        label: 'Producers checked',
        status: 'Checked %{settled} of %{total} producers',
        finished: 'All %{total} producers checked.',
        cancelled: 'Stopped after %{settled} of %{total} producers: the forecast shows only the producers checked.',
        cancel: 'Cancel',
        resume: 'Check the remaining producers',
    },
    announce: {
        started: 'Checking %{total} producers for the forecast',
        checked: 'Forecast: %{settled} of %{total} producers checked',
        finished: 'Forecast complete: every producer checked',
        finishedWithFailures: 'Forecast done, but %{failed} of %{total} producers could not be checked',
        cancelled: 'Forecast stopped: %{settled} of %{total} producers checked',
    },
    failures: {
        title: 'These producers could not be checked, so their items are missing from the forecast:',
        retry: 'Try again',
    },
    partial: {
        licenses: 'your licenses could not be loaded',
        eandos: 'your E&O records could not be loaded',
        contracts: 'your contracts’ certifications could not be loaded',
        downlineContracts: 'your producers’ certifications could not be loaded',
        producers: 'your producers could not be loaded',
        producersLeft:
            '%{count} of %{smart_count} producer not checked |||| %{count} of %{smart_count} producers not checked',
        // The card's: it counts the producers whose licenses this session holds, each with its certifications.
        producersInSession:
            'counts only the %{checked} of %{smart_count} producer checked in this session |||| counts only the %{checked} of %{smart_count} producers checked in this session',
        noProducersInSession:
            'counts none of your %{smart_count} producer: it has not been checked in this session |||| counts none of your %{smart_count} producers: none has been checked in this session',
    },
    errors: {
        downlineContracts:
            'Your producers’ contracts could not be loaded: their certifications are missing from the forecast.',
        licenses: 'Your licenses could not be loaded: they are missing from the forecast.',
        eandos: 'Your E&O records could not be loaded: they are missing from the forecast.',
        contracts: 'Your contracts could not be loaded: their certifications are missing from the forecast.',
        producers:
            'Your producers could not be loaded: their licenses and certifications are missing from the forecast.',
    },
    calendar: {
        button: 'Add to my calendar',
        nothing: 'Nothing coming up to add to a calendar.',
        nothingKnown: 'Nothing to add to a calendar from what could be loaded.',
        fileName: 'expiry-forecast.ics',
        description: '%{what}. %{when}. Renew it in Producer Hub.',
        // An event's title: what lapses, then for whom ("RTS 2027 missing: Northwind Dental – Ana Diaz").
        title: {
            whom: '%{what} – %{whom}',
            license: 'License %{states} expires |||| Licenses %{states} expire',
            eando: 'E&O coverage ends',
            rts: 'RTS %{year} missing: %{carriers}',
        },
        expiresOn: 'Expires on %{date}',
        endsOn: 'Ready to sell ends on %{date}',
        failed: 'The calendar file is incomplete: %{sources}.',
        partial: 'The calendar file covers only the %{checked} of %{total} producers checked so far.',
        noProducers: 'The calendar file covers none of your producers yet: they have not been checked.',
        unlicensed:
            'The calendar file leaves out %{smart_count} RTS lapse without a valid license. |||| The calendar file leaves out %{smart_count} RTS lapses without a valid license.',
        downloaded:
            'The calendar file with %{smart_count} date was downloaded |||| The calendar file with %{smart_count} dates was downloaded',
    },
    card: {
        counts: 'Items by window',
        viewAll: 'Open the expiry forecast',
        checkRest:
            'Check the producer not counted on the forecast page |||| Check the %{smart_count} producers not counted on the forecast page',
        error: 'The expiry forecast could not be loaded.',
        partial: 'Some of the data could not be loaded: the forecast page says which.',
    },
};

export default expiring;
export type ExpiringTexts = typeof expiring;
