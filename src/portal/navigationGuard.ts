/**
 * Leaving a page with unsaved changes asks first (react-admin's warnWhenUnsavedChanges, for every form).
 * react-admin's own warning blocks through react-router's useBlocker, which needs a data router; the portal's
 * router is a HistoryRouter (PortalRouter.tsx), where it silently does nothing (a console error in
 * development only). So the portal history asks this guard before a push or replace that leaves the page, and before it
 * lets a Back or Forward to another page reach the router; the form adds `beforeunload` for closing the tab.
 * Every form of src/forms registers (its UnsavedChangesGuard); a wizard's steps are entries of one page and never
 * ask. A 401 while a form holds input keeps the page (the auth provider asks `isBlocking`).
 */
export interface LeaveGuard {
    /** True while the page has changes that leaving would lose. */
    isDirty: () => boolean;
    /** Asks the person; true means leave anyway. */
    confirmLeave: () => boolean;
    /** What the form holds was just sent and accepted: nothing is lost by leaving until it changes again. */
    markSaved: () => void;
}

const guards = new Set<LeaveGuard>();
let passing = false;

export const navigationGuard = {
    /** A form registers while it is shown; the returned function unregisters it. */
    register(guard: LeaveGuard): () => void {
        guards.add(guard);
        return () => guards.delete(guard);
    },
    /** Whether some page would lose changes. */
    isBlocking: () => !passing && [...guards].some(guard => guard.isDirty()),
    /** Asks once when some page would lose changes: true when the navigation may go on. */
    allowsLeaving(): boolean {
        if (passing) return true;
        const dirty = [...guards].find(guard => guard.isDirty());
        return !dirty || dirty.confirmLeave();
    },
    /** Runs a navigation the page itself decided on (the list after sending a request) without asking. */
    pass<T>(navigate: () => T): T {
        passing = true;
        try {
            return navigate();
        } finally {
            passing = false;
        }
    },
    /**
     * A submission succeeded: the form shown holds nothing unsaved until it changes again, so the page that
     * follows (a success page, the list) opens without asking, however long the page takes to get there.
     */
    saved(): void {
        guards.forEach(guard => guard.markSaved());
    },
    /**
     * The person agreed to lose what the page holds and is leaving the app (signing out): the page's own
     * unload asks no second time.
     */
    abandoned(): void {
        guards.forEach(guard => guard.markSaved());
    },
};
