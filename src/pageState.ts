/**
 * What the app keeps in modules for the life of a page: the portal chosen, the session's expiry, the language in
 * use, early answers, the settings read at start, the last submission's summary. Each such module registers here
 * how it starts afresh, so that every unit test starts all of them as a new page load does (tests/unit/setup.ts)
 * without a list of modules to keep in step.
 */
const resets = new Set<() => void>();

export const pageState = {
    /** Where the state is declared: how it starts afresh. */
    register(reset: () => void) {
        resets.add(reset);
    },
    startAfresh() {
        for (const reset of resets) reset();
    },
};
