import DrawIcon from '@mui/icons-material/Draw';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';

// Its texts load with its page only, so the SOA list's first load does not grow with them.
const soaCheck = {
    name: 'soaCheck',
    texts: { en: () => import('./check/i18n/en'), es: () => import('./check/i18n/es') },
};

// Agent portals only: an agency's visit is told the pages are for agents.
export const scopesArea = defineArea({
    name: 'scopes',
    portalType: 'agent',
    menu: { label: 'app.menu.scopes', icon: DrawIcon },
    api: lazyApiArea('scopes', () => import('./api').then(module => module.scopesApi)),
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => import('./ScopeList').then(module => module.ScopeList) },
        { path: 'request', load: () => import('./ScopeRequestPage').then(module => module.ScopeRequestPage) },
        {
            path: 'check',
            load: () => import('./check/SoaCheckPage').then(module => module.SoaCheckPage),
            part: soaCheck,
        },
    ],
});
