import { createElement, type ComponentType } from 'react';
import { lazyPage } from '../../src/routing/lazyPage';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router';
import { RequirePortalType } from '../../src/portal/RequirePortalType';

// Route-level code splitting: the list and the detail load when first opened.
const ProducerList = lazyPage('/producers', () => import('./ProducerList').then(module => module.ProducerList));
const ProducerShow = lazyPage('/producers/:id', () => import('./ProducerShow').then(module => module.ProducerShow));

/** Downline producers are for agency portals only (spec part 1 §6): an agent portal gets the unauthorized page. */
const agencyOnly = (page: ComponentType) =>
    createElement(RequirePortalType, { type: 'agency', children: createElement(page) });

/**
 * The producers resource: the list at /producers and a producer at /producers/{agentId} (the spec's address,
 * not react-admin's /show suffix).
 */
export const producersResource = {
    name: 'producers',
    list: agencyOnly(ProducerList),
    children: createElement(Route, { path: ':id', element: agencyOnly(ProducerShow) }),
} satisfies ResourceProps;

export { producersArea } from './api';
