import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { startEarly } from '../api/httpClient';
import { portalInSearch, type PortalInUrl } from '../portal/preselect';

type Loader = () => Promise<unknown>;

/** A page's first call, started before the page mounts, for the portal the address names. */
export type EarlyCall = (
    portal: PortalInUrl,
    address: { search: URLSearchParams; params: Record<string, string | undefined> }
) => unknown;

const routeLoaders: Array<{ path: string; load: Loader; early?: EarlyCall }> = [];

/** How to forget each page load that failed (see forgetFailedPageLoads). */
const failedLoads = new Set<() => void>();

/**
 * Forgets every page load that failed, so that the next time such a page is opened its code is asked for
 * again (the connection may be back). Called once a failure has been shown, not when the load fails: React
 * renders the failed page again while it settles the error, and a load started on each of those renders
 * would ask again and again while the connection is down.
 */
export const forgetFailedPageLoads = () => {
    failedLoads.forEach(forget => forget());
    failedLoads.clear();
};

/**
 * A page whose code loads when first needed (route-level code splitting), and which can be loaded ahead:
 * when its code is already there it renders at once instead of suspending. That matters on the first
 * page of a visit: React holds a revealed Suspense boundary back for 300 ms, so a page that suspends
 * right after the shell appeared would wait that long for nothing.
 *
 * `paths` (react-router syntax) are the addresses the page serves, so `preloadPageFor` can start its code
 * with the app's own, in parallel with the sign-in calls.
 */
export const lazyPage = <Props extends object>(
    paths: string | readonly string[],
    load: () => Promise<ComponentType<Props>>,
    early?: EarlyCall
): ComponentType<Props> => {
    let loaded: ComponentType<Props> | undefined;
    let loading: Promise<ComponentType<Props>> | undefined;
    const start = () =>
        (loading ??= load().then(
            component => {
                loaded = component;
                return component;
            },
            (error: unknown) => {
                failedLoads.add(forget);
                throw error;
            }
        ));
    for (const path of typeof paths === 'string' ? [paths] : paths) routeLoaders.push({ path, load: start, early });
    // React keeps a lazy component's outcome, a failure too: after one, the next try needs a new one.
    const suspending = () => lazy(() => start().then(component => ({ default: component })));
    let Suspending = suspending();
    const forget = () => {
        loading = undefined;
        Suspending = suspending();
    };
    const Page = (props: Props) => createElement(loaded ?? Suspending, props);
    return Page;
};

/** The page's matched route, e.g. `/contracts/:id` for `/contracts/12`: no value of the address in it. */
const matchedRoute = (pathname: string) =>
    matchRoutes(
        routeLoaders.map((route, index) => ({ path: route.path, id: String(index) })),
        pathname
    )?.at(-1);

/**
 * The route template that serves an address, as the router ranks routes (`/contracts/:id`), or undefined for
 * an address no page serves: what an error report may say of where it happened.
 */
export const routeTemplateOf = (pathname: string) => {
    const match = matchedRoute(pathname);
    return match ? routeLoaders[Number(match.route.id)].path : undefined;
};

/**
 * Starts loading the code of the page that serves an address (the one the visit opens on) and, when the
 * address names the portal, the page's first call: both then run alongside the sign-in calls. If the portal
 * turns out not to be allowed, the early answer is simply never used. Only the page the router will show
 * counts, ranked as react-router ranks routes: `/contracts/request` is the request page's, not a contract
 * whose id is "request", so the contract detail's early call must not go out for it.
 */
export const preloadPageFor = (pathname: string, search = '') => {
    const match = matchedRoute(pathname);
    if (!match) return;
    const route = routeLoaders[Number(match.route.id)];
    void route.load().catch(() => undefined);
    const portal = portalInSearch(search);
    const { early } = route;
    if (portal && early) startEarly(() => early(portal, { search: new URLSearchParams(search), params: match.params }));
};
