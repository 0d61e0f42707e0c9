import { UNSAFE_createBrowserHistory, parsePath, type HistoryRouterProps, type To } from 'react-router';
import { navigationGuard } from './navigationGuard';
import { portalStore } from './portalStore';
import { PORTAL_QUERY_KEYS } from './types';

type History = HistoryRouterProps['history'];

/** The one place that keeps the portal on URLs, unless the location names a portal itself. */
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

/** The page stays mounted then (a wizard's step, a list's page), so its form loses nothing. */
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
 * The browser has already moved: the router hears of it only once the person agreed; otherwise the history goes
 * back to the page's entry. An entry of unknown position (delta null) cannot be undone and goes through.
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

/** Links, row clicks, redirects and react-admin's own navigation all carry the portal, no caller remembering it. */
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
