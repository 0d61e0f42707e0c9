/** The readiness area's texts in English, merged under `resources.readiness` (same keys in both languages). */
const readiness = {
    title: 'Readiness to sell',
    producerTitle: 'Readiness to sell: %{name}',
    backToProducer: 'Back to the producer',
    producer: {
        label: 'Producer',
        placeholder: 'Type a name or NPN',
        prompt: 'Choose a producer to see their readiness to sell.',
        loadError: 'Error loading agents',
        none: 'No producers found',
        noMatch: 'No producer matches',
        npnLoading: 'Looking up the NPN',
        npnFailed: 'NPN could not be loaded',
        notInDownline: 'Producer %{id} is not in your downline. Choose one of your producers above.',
    },
    planYear: {
        label: 'Plan year',
        option: 'Plan year %{year}',
    },
    question: {
        title: 'Can you sell it?',
        producerTitle: 'Can this producer sell it?',
        prompt: 'Choose a carrier and a state to see whether it can be sold there.',
        ready: 'Yes: ready to sell %{carrier} in %{state} for plan year %{year}.',
        partly: 'Partly: %{ready} of %{total} policy types of %{carrier} are ready in %{state} for plan year %{year}.',
        notReady: 'Not yet: %{carrier} in %{state} for plan year %{year}. What is missing:',
        carrierOnly: '%{carrier}: ready in %{ready} of %{licensed} licensed states for plan year %{year}.',
        stateOnly: '%{state}: ready with %{ready} of %{total} carriers for plan year %{year}.',
        stateLicense: '%{state}: %{gap}.',
        readyFor: 'Ready for %{types}',
        neededFor: 'Needed for %{types}',
        chooseState: 'Choose a state for the details.',
        chooseCarrier: 'Choose a carrier for the details.',
        unknownCarrier: '%{carrier} is not a carrier with a contract or a contract offer here.',
        // The offered carriers did not answer: the carrier may be one of them.
        unknownCarrierPartial: '%{carrier} is not one of your contracted carriers, and the others could not be loaded.',
        unknownCarrierPartialProducer:
            '%{carrier} is not one of this producer’s contracted carriers, and the others could not be loaded.',
    },
    headline: {
        ready: 'Ready to sell %{carriers} in %{states}; %{fixes}',
        none: 'Not ready to sell anywhere yet; %{fixes}',
        carriers: '%{smart_count} carrier |||| %{smart_count} carriers',
        states: '%{smart_count} state |||| %{smart_count} states',
        fixes: '%{smart_count} thing to fix |||| %{smart_count} things to fix',
        nothingToFix: 'nothing to fix',
        // Some sources did not answer: nothing found is not nothing to fix.
        nothingFound: 'no fixes found in what could be loaded',
    },
    // Beside the count when a source did not answer: what the count does not include.
    partial: {
        offered:
            'the carriers you have no contract with could not be loaded, so no contract request with them is counted',
        offeredProducer:
            'the carriers this producer has no contract with could not be loaded, so no contract request with them is counted',
        eAndO: 'your E&O records could not be loaded',
        states: 'the state names could not be loaded, so a license that names its state in full may be counted as missing',
    },
    toFix: {
        title: 'What to do next',
        label: 'Things to fix for plan year %{year}, the ones blocking most first',
        blocks: 'Needed for %{products} in %{states}',
        products: '%{smart_count} product |||| %{smart_count} products',
        readyOnceDone: '%{smart_count} ready once done |||| %{smart_count} ready once done',
        showAll: 'Show all %{count}',
        showFewer: 'Show the first %{count}',
    },
    summary: {
        carrier: 'Ready in %{ready} of %{licensed} licensed states',
        state: 'Ready with %{ready} of %{total} carriers',
        stateFixes: '%{smart_count} thing to fix |||| %{smart_count} things to fix',
    },
    filters: {
        title: 'Every carrier and state',
        state: 'State',
        anyState: 'All states',
        carrier: 'Carrier',
        anyCarrier: 'All carriers',
        policyType: 'Policy type',
        anyPolicyType: 'All policy types',
        show: 'Show',
        all: 'All',
        onlyReady: 'Only ready',
        onlyNotReady: 'Only not ready',
        clear: 'Clear filters',
    },
    matrix: {
        label: 'Readiness for plan year %{year}: states by carrier and policy type',
        state: 'State',
        carrierTypes: '%{carrier}: %{types}',
        byState: 'Readiness for plan year %{year}, by state',
        nothingShown: 'No cell matches these filters.',
        empty: 'No licenses, contracts or certifications on file: there is nothing to show yet.',
        emptyUnoffered: 'No carrier to show: no contract is on file, and the carriers on offer could not be loaded.',
    },
    cell: {
        ready: 'Ready',
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
