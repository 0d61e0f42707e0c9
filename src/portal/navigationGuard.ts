/** react-admin's warnWhenUnsavedChanges needs a data router: under the portal's HistoryRouter it does nothing. */
export interface LeaveGuard {
    isDirty: () => boolean;
    confirmLeave: () => boolean;
    markSaved: () => void;
}

const guards = new Set<LeaveGuard>();
let passing = false;

export const navigationGuard = {
    register(guard: LeaveGuard): () => void {
        guards.add(guard);
        return () => guards.delete(guard);
    },
    isBlocking: () => !passing && [...guards].some(guard => guard.isDirty()),
    allowsLeaving(): boolean {
        if (passing) return true;
        const dirty = [...guards].find(guard => guard.isDirty());
        return !dirty || dirty.confirmLeave();
    },
    /** A navigation the page itself decided on (the list after sending a request). */
    pass<T>(navigate: () => T): T {
        passing = true;
        try {
            return navigate();
        } finally {
            passing = false;
        }
    },
    /** However long the page takes to get to the one that follows, it opens without asking. */
    saved(): void {
        guards.forEach(guard => guard.markSaved());
    },
    /** Signing out after agreeing to lose the input: the page's own unload asks no second time. */
    abandoned(): void {
        guards.forEach(guard => guard.markSaved());
    },
};
