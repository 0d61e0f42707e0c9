import GroupsIcon from '@mui/icons-material/Groups';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';

/** Downline producers, agency portals only: the list and a producer at /producers/{agentId}. */
export const producersArea = defineArea({
    name: 'producers',
    portalType: 'agency',
    menu: { label: 'app.menu.producers', icon: GroupsIcon },
    api: lazyApiArea('producers', () => import('./api').then(module => module.producersApi)),
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => import('./ProducerList').then(module => module.ProducerList) },
        { path: ':id', load: () => import('./ProducerShow').then(module => module.ProducerShow) },
    ],
});
