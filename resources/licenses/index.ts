import { createElement, Fragment } from 'react';
import { lazyPage } from '../../src/routing/lazyPage';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router';

// Route-level code splitting: each page loads when first opened.
const LicenseList = lazyPage('/licenses', () => import('./LicenseList').then(module => module.LicenseList));
const LicenseSubmissionPage = lazyPage('/licenses/submission', () =>
    import('./LicenseSubmissionPage').then(module => module.LicenseSubmissionPage)
);
const LicenseSubmissionSuccessPage = lazyPage('/licenses/submission/success', () =>
    import('./LicenseSubmissionSuccessPage').then(module => module.LicenseSubmissionSuccessPage)
);

/** Licenses: the list at /licenses, the form at /licenses/submission and its confirmation after it. */
export const licensesResource = {
    name: 'licenses',
    list: LicenseList,
    children: createElement(
        Fragment,
        null,
        createElement(Route, { path: 'submission', element: createElement(LicenseSubmissionPage) }),
        createElement(Route, { path: 'submission/success', element: createElement(LicenseSubmissionSuccessPage) })
    ),
} satisfies ResourceProps;

export { licensesArea } from './api';
