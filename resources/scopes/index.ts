import DrawIcon from '@mui/icons-material/Draw';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';

/**
 * Scope of appointments (spec part 2 §2): the list at /scopes and the request form at /scopes/request, for
 * agent portals only (an agency portal gets no menu entry, and its visit is told the pages are for agents).
 */
export const scopesArea = defineArea({
    name: 'scopes',
    portalType: 'agent',
    menu: { label: 'app.menu.scopes', icon: DrawIcon, order: 50 },
    api: lazyApiArea(
        'scopes',
        {
            resources: { scopes: { getList: true, create: true } },
            methods: { getSigningUrl: true, resendScope: true, voidScope: true, downloadScopePdf: true },
        },
        () => import('./api').then(module => module.scopesApi)
    ),
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => import('./ScopeList').then(module => module.ScopeList) },
        { path: 'request', load: () => import('./ScopeRequestPage').then(module => module.ScopeRequestPage) },
    ],
});
