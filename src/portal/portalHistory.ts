import { UNSAFE_createBrowserHistory, parsePath, type HistoryRouterProps, type To } from 'react-router';
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

/**
 * A browser history whose push, replace and createHref keep the portal on every URL, so links, row clicks,
 * redirects and react-admin's own navigation all carry it without each caller remembering.
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
    push: (to, state) => base.push(withPortalParams(to), state),
    replace: (to, state) => base.replace(withPortalParams(to), state),
    go: delta => base.go(delta),
    listen: listener => base.listen(listener),
});
