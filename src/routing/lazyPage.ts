import type { ComponentType } from 'react';
import { LoadingPage } from 'react-admin';
import { matchRoutes } from 'react-router';
import { startEarly } from '../api/httpClient';
import { laterComponent } from '../components/laterCode';
import { portalInSearch } from '../portal/preselect';
import type { PortalRef } from '../portal/types';

type Loader = () => Promise<unknown>;

/** A page's first call, started before the page mounts, for the portal the address names. */
export type EarlyCall = (
    portal: PortalRef,
    address: { search: URLSearchParams; params: Record<string, string | undefined> }
) => unknown;

/**
 * An early call whose code loads first. The answers are collected only while the calls are being made, so the
 * calls are made once the code is there, not when its loading starts.
 */
export const laterEarlyCall =
    (load: () => Promise<EarlyCall>): EarlyCall =>
    (portal, address) =>
        load().then(call => startEarly(() => call(portal, address)));

const routeLoaders: Array<{ path: string; load: Loader; early?: EarlyCall }> = [];

/** Shows the page once its code is there, without Suspense (useLaterCode says why); a failed load throws. */
export const lazyPage = <Props extends object>(
    paths: string | readonly string[],
    load: () => Promise<ComponentType<Props>>,
    early?: EarlyCall
): ComponentType<Props> => {
    const page = laterComponent(load, LoadingPage);
    for (const path of typeof paths === 'string' ? [paths] : paths) routeLoaders.push({ path, load: page.load, early });
    return page;
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
 * Ranked as react-router ranks routes: `/contracts/request` is not a contract whose id is "request". Settles once
 * the page's code is there, or has failed to load (the page says so where it shows).
 */
export const preloadPageFor = (pathname: string, search = '') => {
    const match = matchedRoute(pathname);
    if (!match) return;
    const route = routeLoaders[Number(match.route.id)];
    const portal = portalInSearch(search);
    const { early } = route;
    if (portal && early) startEarly(() => early(portal, { search: new URLSearchParams(search), params: match.params }));
    return route.load().catch(() => undefined);
};
