import { createElement, Fragment, lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router';

// Route-level code splitting: each page loads when first opened.
const LicenseList = lazy(() => import('./LicenseList').then(module => ({ default: module.LicenseList })));
const LicenseSubmissionPage = lazy(() =>
    import('./LicenseSubmissionPage').then(module => ({ default: module.LicenseSubmissionPage }))
);
const LicenseSubmissionSuccessPage = lazy(() =>
    import('./LicenseSubmissionSuccessPage').then(module => ({ default: module.LicenseSubmissionSuccessPage }))
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
