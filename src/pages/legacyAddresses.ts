export type LegacyTarget = 'home' | 'enrollment' | 'statement' | 'helpRequest';

/** Only the paths are in the code every page loads; the redirect itself loads when such an address is opened. */
export const LEGACY_REDIRECTS: readonly { path: string; to: LegacyTarget }[] = [
    { path: '/Account/PasswordCreated', to: 'home' },
    { path: '/PortalSelection/*', to: 'home' },
    { path: '/Agent/Home', to: 'home' },
    { path: '/Agency/Home', to: 'home' },
    { path: '/Agent/Enrollments/Enrollment/:id', to: 'enrollment' },
    { path: '/Agency/Enrollments/Enrollment/:id', to: 'enrollment' },
    { path: '/Agent/Statements', to: 'statement' },
    { path: '/Agent/Statements/Statement', to: 'statement' },
    { path: '/Agency/Statements/Statement', to: 'statement' },
    { path: '/Agent/Activities/Manage/:id', to: 'helpRequest' },
];
