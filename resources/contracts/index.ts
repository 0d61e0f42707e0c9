import { createElement, lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router';

// Route-level code splitting: the list and the detail load when first opened.
const ContractList = lazy(() => import('./ContractList').then(module => ({ default: module.ContractList })));
const ContractShow = lazy(() => import('./ContractShow').then(module => ({ default: module.ContractShow })));

/**
 * The contracts resource: the list at /contracts and the detail at /contracts/{id} (the spec's address,
 * not react-admin's /show suffix). /contracts/request and /contracts/downlinerequest are App.tsx routes.
 */
export const contractsResource = {
    name: 'contracts',
    list: ContractList,
    recordRepresentation: 'Insurer',
    children: createElement(Route, { path: ':id', element: createElement(ContractShow) }),
} satisfies ResourceProps;

export { contractsArea } from './api';
