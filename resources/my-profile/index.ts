import { defineArea } from '../../src/areas/defineArea';

/**
 * My profile: the agent's or the agency's profile form and its confirmation. Reached from the
 * user menu, not the sidebar (the sidebar has no profile entry).
 */
export const myProfileArea = defineArea({
    name: 'my-profile',
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => import('./ProfilePage').then(module => module.ProfilePage) },
        {
            path: 'submission/success',
            load: () => import('./ProfileSuccessPage').then(module => module.ProfileSuccessPage),
        },
    ],
});
