import { UNSAFE_createBrowserHistory, parsePath, type HistoryRouterProps, type To } from 'react-router';
import { navigationGuard } from './navigationGuard';
import { portalStore } from './portalStore';
import { PORTAL_QUERY_KEYS } from './types';

type History = HistoryRouterProps['history'];

/**
 * Adds the selected portal (agentId or agencyId) to an in-app location, unless the location names a
 * portal itself. This is the one place that keeps the portal on URLs.
 */
export const withPortalParams = (to: To): To => {
    const portal = portalStore.get();
    if (!portal) return to;
    const path = typeof to === 'string' ? parsePath(to) : { ...to };
    const params = new URLSearchParams(path.search ?? '');
    if (params.has('agentId') || params.has('agencyId')) return to;
    params.set(PORTAL_QUERY_KEYS[portal.type], portal.id);
    return { ...path, search: `?${params.toString()}` };
};

type Listener = Parameters<History['listen']>[0];
type Location = History['location'];

const portalOf = (search: string | undefined) => {
    const params = new URLSearchParams(search ?? '');
    return `${params.get('agentId') ?? ''}|${params.get('agencyId') ?? ''}`;
};

/**
 * Whether a navigation stays on the page shown: the same address path for the same portal, whatever else its
 * query says (a wizard's step, a list's page). The page stays mounted then, so its form loses nothing.
 */
export const staysOnPage = (from: Location, to: To): boolean => {
    // Both with the portal an address without one gets (withPortalParams), so adding it is no move at all.
    const portalIn = (location: To) => {
        const path = withPortalParams(typeof location === 'string' ? parsePath(location) : location);
        return portalOf((typeof path === 'string' ? parsePath(path) : path).search);
    };
    const pathname = (typeof to === 'string' ? parsePath(to) : to).pathname ?? from.pathname;
    return pathname === from.pathname && portalIn(to) === portalIn(from);
};

/**
 * Back or Forward to another page while a form has unsaved changes: the browser has already moved, so the
 * router hears of it only once the person agreed; otherwise the history goes back to the page's entry, and that
 * move is not passed on either. An entry of unknown position (delta null) cannot be undone and goes through.
 * Entries of the same page (a wizard's steps) pass without asking.
 */
const guardPops = (base: History, listener: Listener): Listener => {
    let undoing = false;
    let shown = base.location;
    return update => {
        if (update.action === 'POP' && undoing) {
            undoing = false;
            return;
        }
        if (
            update.action === 'POP' &&
            update.delta &&
            !staysOnPage(shown, update.location) &&
            !navigationGuard.allowsLeaving()
        ) {
            undoing = true;
            base.go(-update.delta);
            return;
        }
        shown = update.location;
        listener(update);
    };
};

/**
 * A browser history whose push, replace and createHref keep the portal on every URL, so links, row clicks,
 * redirects and react-admin's own navigation all carry it without each caller remembering. A page with
 * unsaved changes is left only once the person agreed (navigationGuard); moving within it never asks.
 */
export const createPortalHistory = (base: History = UNSAFE_createBrowserHistory({ v5Compat: true })): History => ({
    get action() {
        return base.action;
    },
    get location() {
        return base.location;
    },
    createHref: to => base.createHref(withPortalParams(to)),
    createURL: to => base.createURL(withPortalParams(to)),
    encodeLocation: to => base.encodeLocation(to),
    push: (to, state) => {
        if (staysOnPage(base.location, to) || navigationGuard.allowsLeaving())
            navigationGuard.pass(() => base.push(withPortalParams(to), state));
    },
    replace: (to, state) => {
        if (staysOnPage(base.location, to) || navigationGuard.allowsLeaving())
            navigationGuard.pass(() => base.replace(withPortalParams(to), state));
    },
    go: delta => base.go(delta),
    listen: listener => base.listen(guardPops(base, listener)),
});
