import { createElement } from 'react';
import { lazyPage } from '../../src/routing/lazyPage';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router';

// Route-level code splitting: the list and the detail load when first opened.
const ContractList = lazyPage('/contracts', () => import('./ContractList').then(module => module.ContractList));
const ContractShow = lazyPage('/contracts/:id', () => import('./ContractShow').then(module => module.ContractShow));

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
