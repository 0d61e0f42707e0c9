import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';

const page = () => import('./ReadinessPage');

/**
 * Readiness to sell: the agent's own at /readiness; an agency picks a producer there or comes from
 * the producer detail to /producers/{agentId}/readiness. Built only from calls other areas already make.
 */
export const readinessArea = defineArea({
    name: 'readiness',
    menu: { label: 'app.menu.readiness', icon: FactCheckIcon },
    api: lazyApiArea(
        'readiness',
        {
            resources: {},
            methods: {
                getReadinessLicenses: true,
                getReadinessProducer: true,
                getReadinessContracts: true,
                getOfferedCarriers: true,
                getReadinessEAndOs: true,
            },
        },
        () => import('./api').then(module => module.readinessApi)
    ),
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => page().then(module => module.ReadinessPage) },
        {
            path: 'producer',
            address: '/producers/:agentId/readiness',
            portalType: 'agency',
            load: () => page().then(module => module.ProducerReadinessPage),
        },
    ],
});
