import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';

/** E&O: the records with their files, the submission form and its confirmation. */
export const eAndOsArea = defineArea({
    name: 'e-and-os',
    menu: { label: 'app.menu.eAndOs', icon: VerifiedUserIcon },
    api: lazyApiArea('e-and-os', () => import('./api').then(module => module.eAndOsApi)),
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => import('./EAndOList').then(module => module.EAndOList) },
        {
            path: 'submission',
            load: () => import('./EAndOSubmissionPage').then(module => module.EAndOSubmissionPage),
        },
        {
            path: 'submission/success',
            load: () => import('./EAndOSubmissionSuccessPage').then(module => module.EAndOSubmissionSuccessPage),
        },
    ],
});
