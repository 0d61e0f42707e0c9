/** Each module that keeps state for the life of a page registers its reset, so every unit test starts afresh. */
const resets = new Set<() => void>();

export const pageState = {
    register(reset: () => void) {
        resets.add(reset);
    },
    startAfresh() {
        for (const reset of resets) reset();
    },
};
