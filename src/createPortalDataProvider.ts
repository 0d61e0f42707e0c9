import { composeDataProvider, lazyApiArea } from './api/dataProvider';
import { dictionariesArea } from './api/dictionaries';
import type { QuickLinkMethods } from './api/quickLinks';
import type { Portal } from './portal/types';
import { API_AREAS } from '../resources';

/** The header's quick links: their calls and schemas load with the popover, when it first opens. */
const quickLinksArea = lazyApiArea<QuickLinkMethods, Record<string, never>>(
    'quick-links',
    { resources: {}, methods: { getQuickLinkInstance: true } },
    () => import('./api/quickLinks').then(module => module.quickLinksArea)
);

/** What is asked outside a portal (and inside every one): calls that name no portal. */
const SESSION_AREAS = [dictionariesArea];

export const createSessionDataProvider = () => composeDataProvider<unknown>(SESSION_AREAS, undefined);

/** A portal's data provider, built by its scope: each area's calls made for that portal. */
export const createPortalDataProvider = (portal: Portal) =>
    composeDataProvider<Portal>([...SESSION_AREAS, quickLinksArea, ...API_AREAS], portal);
