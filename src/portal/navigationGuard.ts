/**
 * Leaving a page with unsaved changes asks first (spec part 2 §2 profile; react-admin's
 * warnWhenUnsavedChanges). react-admin's own warning blocks through react-router's useBlocker, which needs a
 * data router; the portal's router is a HistoryRouter (PortalRouter.tsx), where it silently does nothing
 * (stack-notes "Unsaved-changes warning"). So the portal history asks this guard before a push or replace, and
 * before it lets a Back or Forward reach the router; the form adds `beforeunload` for closing the tab.
 */
export interface LeaveGuard {
    /** True while the page has changes that leaving would lose. */
    isDirty: () => boolean;
    /** Asks the person; true means leave anyway. */
    confirmLeave: () => boolean;
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
    /** Runs a navigation the page itself decided on (the success page after saving) without asking. */
    pass<T>(navigate: () => T): T {
        passing = true;
        try {
            return navigate();
        } finally {
            passing = false;
        }
    },
};
