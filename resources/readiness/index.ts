import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineArea } from '../../src/areas/defineArea';

const page = () => import('./ReadinessPage');

/**
 * Readiness to sell: the agent's own at /readiness; an agency picks a producer there or comes from
 * the producer detail to /producers/{agentId}/readiness. Built only from calls other areas already make.
 */
export const readinessArea = defineArea({
    name: 'readiness',
    menu: { label: 'app.menu.readiness', icon: FactCheckIcon },
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
