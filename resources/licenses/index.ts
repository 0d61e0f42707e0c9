import BadgeIcon from '@mui/icons-material/Badge';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';

/** Licenses: the list, the submission form and its confirmation. */
export const licensesArea = defineArea({
    name: 'licenses',
    menu: { label: 'app.menu.licenses', icon: BadgeIcon },
    api: lazyApiArea('licenses', () => import('./api').then(module => module.licensesApi)),
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => import('./LicenseList').then(module => module.LicenseList) },
        {
            path: 'submission',
            load: () => import('./LicenseSubmissionPage').then(module => module.LicenseSubmissionPage),
        },
        {
            path: 'submission/success',
            load: () => import('./LicenseSubmissionSuccessPage').then(module => module.LicenseSubmissionSuccessPage),
        },
    ],
});
