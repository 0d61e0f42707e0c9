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

/**
 * Back or Forward away from a page with unsaved changes: the browser has already moved, so the router hears of
 * it only once the person agreed; otherwise the history goes back to the page's entry, and that move is not
 * passed on either. An entry of unknown position (delta null) cannot be undone and goes through.
 */
const guardPops = (base: History, listener: Listener): Listener => {
    let undoing = false;
    return update => {
        if (update.action === 'POP' && undoing) {
            undoing = false;
            return;
        }
        if (update.action === 'POP' && update.delta && !navigationGuard.allowsLeaving()) {
            undoing = true;
            base.go(-update.delta);
            return;
        }
        listener(update);
    };
};

/**
 * A browser history whose push, replace and createHref keep the portal on every URL, so links, row clicks,
 * redirects and react-admin's own navigation all carry it without each caller remembering. A page with
 * unsaved changes is left only once the person agreed (navigationGuard).
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
        if (navigationGuard.allowsLeaving()) navigationGuard.pass(() => base.push(withPortalParams(to), state));
    },
    replace: (to, state) => {
        if (navigationGuard.allowsLeaving()) navigationGuard.pass(() => base.replace(withPortalParams(to), state));
    },
    go: delta => base.go(delta),
    listen: listener => base.listen(guardPops(base, listener)),
});
