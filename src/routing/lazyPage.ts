import { createElement, lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';

type Loader = () => Promise<unknown>;

const routeLoaders: Array<{ path: string; load: Loader }> = [];

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
    load: () => Promise<ComponentType<Props>>
): ComponentType<Props> => {
    let loaded: ComponentType<Props> | undefined;
    let loading: Promise<ComponentType<Props>> | undefined;
    const start = () =>
        (loading ??= load().then(component => {
            loaded = component;
            return component;
        }));
    for (const path of typeof paths === 'string' ? [paths] : paths) routeLoaders.push({ path, load: start });
    const Suspending = lazy(() => start().then(component => ({ default: component })));
    const Page = (props: Props) => createElement(loaded ?? Suspending, props);
    return Page;
};

/** Starts loading the code of the pages that serve an address (the one the visit opens on). */
export const preloadPageFor = (pathname: string) => {
    for (const route of routeLoaders)
        if (matchPath({ path: route.path, end: true }, pathname)) void route.load().catch(() => undefined);
};
