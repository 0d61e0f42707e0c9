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

const failedLoads = new Set<() => void>();

/**
 * Called once a failure has been shown, not when the load fails: React renders the failed page again while it
 * settles the error, and a new load on each render would ask again and again while the connection is down.
 */
export const forgetFailedPageLoads = () => {
    failedLoads.forEach(forget => forget());
    failedLoads.clear();
};

/** Renders at once when its code is there: React holds a revealed Suspense boundary back for 300 ms. */
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

const matchedRoute = (pathname: string) =>
    matchRoutes(
        routeLoaders.map((route, index) => ({ path: route.path, id: String(index) })),
        pathname
    )?.at(-1);

/** No value of the address in it: what an error report may say of where it happened. */
export const routeTemplateOf = (pathname: string) => {
    const match = matchedRoute(pathname);
    return match ? routeLoaders[Number(match.route.id)].path : undefined;
};

/**
 * Runs alongside the sign-in calls; if the portal turns out not to be allowed, the early answer is never used.
 * Ranked as react-router ranks routes: `/contracts/request` is not a contract whose id is "request".
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
