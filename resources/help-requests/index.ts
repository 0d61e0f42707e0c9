import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';

/**
 * Help requests, for agent and agency portals: the list, a request with its notes at
 * /help-requests/{id}, and the new request form. The legacy /Agent/Activities/Manage/{id} leads to the detail
 * (src/pages/LegacyRedirect.tsx).
 */
export const helpRequestsArea = defineArea({
    name: 'help-requests',
    menu: { label: 'app.menu.helpRequests', icon: SupportAgentIcon },
    api: lazyApiArea('help-requests', () => import('./api').then(module => module.helpRequestsApi)),
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => import('./HelpRequestList').then(module => module.HelpRequestList) },
        { path: 'new', load: () => import('./HelpRequestCreate').then(module => module.HelpRequestCreate) },
        { path: ':id', load: () => import('./HelpRequestShow').then(module => module.HelpRequestShow) },
    ],
});
