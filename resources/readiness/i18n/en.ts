/** The readiness area's texts in English, merged under `resources.readiness` (same keys in both languages). */
const readiness = {
    title: 'Readiness to sell',
    producerTitle: 'Readiness to sell: %{name}',
    intro: 'Where you can sell each carrier and policy type in each state, and what is missing where you cannot yet.',
    producerIntro: 'Where this producer can sell each carrier and policy type in each state, and what is missing.',
    backToProducer: 'Back to the producer',
    producer: {
        label: 'Producer',
        choose: 'Choose a producer',
        prompt: 'Choose a producer to see their readiness to sell.',
        loadError: 'Error loading agents',
        none: 'No producers found',
    },
    planYear: {
        label: 'Plan year',
        option: 'Plan year %{year}',
    },
    filters: {
        title: 'Filters',
        state: 'State',
        anyState: 'All states',
        carrier: 'Carrier',
        anyCarrier: 'All carriers',
        policyType: 'Policy type',
        anyPolicyType: 'All policy types',
        notReadyOnly: 'Only what is not ready',
        clear: 'Clear filters',
    },
    count: '%{ready} of %{total} cells ready for plan year %{year}',
    matrix: {
        label: 'Readiness for plan year %{year}: states by carrier and policy type',
        state: 'State',
        carrierTypes: '%{carrier}: %{types}',
        cellOf: '%{carrier} %{type} in %{state}',
        byState: 'Readiness for plan year %{year}, by state',
        nothingShown: 'No cell matches these filters.',
        empty: 'No licenses, contracts or certifications on file: there is nothing to show yet.',
    },
    cell: {
        ready: 'Ready',
        notReady: 'Not ready',
    },
    gaps: {
        noLicense: 'No license in %{state}',
        licenseExpired: 'License expired on %{date}',
        licenseExpiresBeforePlanYear: 'License expires on %{date}, before %{year} starts',
        licenseExpiryUnknown: 'License expiry date unknown',
        noContract: 'No contract',
        contractPending: 'Contract pending',
        contractTerminated: 'Contract terminated',
        noCertification: 'No RTS certification for %{year}',
        certificationFailed: 'Certification failed for %{year}',
        certificationNotRts: 'Certification for %{year}: %{status}',
    },
    fixes: {
        submitLicense: 'Submit a license',
        requestContract: 'Request a contract',
        openContract: 'Open the contract',
        submitEAndO: 'Submit an E&O',
        producerOnly: 'the producer submits it',
    },
    eAndO: {
        title: 'E&O',
        valid: 'Valid until %{date}',
        expiring: 'Expires on %{date}, within 90 days',
        expired: 'Expired on %{date}',
        none: 'No E&O on file',
        agencyCannotSee: 'An agency portal does not see a producer’s E&O records; ask the producer.',
        loadError: 'Error loading E&O records',
    },
    errors: {
        licenses: 'Error loading licenses',
        contracts: 'Error loading contracts',
        states: 'Error loading states',
        offered: 'The carriers you have no contract with could not be loaded: only contracted carriers are shown.',
        offeredProducer:
            'The carriers this producer has no contract with could not be loaded: only contracted carriers are shown.',
    },
    limits: 'Certifications and contract statuses are as the carriers last reported them; the carrier decides.',
};

export default readiness;
export type ReadinessTexts = typeof readiness;
