import { composeDataProvider, lazyApiArea } from './api/dataProvider';
import { dictionariesArea } from './api/dictionaries';
import type { QuickLinkMethods } from './api/quickLinks';
import { API_AREAS } from '../resources';

/** The header's quick links: their calls and schemas load with the popover, when it first opens. */
const quickLinksArea = lazyApiArea<QuickLinkMethods, Record<string, never>>(
    'quick-links',
    { resources: {}, methods: { getQuickLinkInstance: true } },
    () => import('./api/quickLinks').then(module => module.quickLinksArea)
);

/** The app's data provider: the shared dictionaries and quick links plus each area's API (derived from the list of areas). */
export const createPortalDataProvider = () => composeDataProvider([dictionariesArea, quickLinksArea, ...API_AREAS]);

export type PortalDataProvider = ReturnType<typeof createPortalDataProvider>;
