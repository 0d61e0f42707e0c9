import { composeDataProvider } from './api/dataProvider';
import { dictionariesArea } from './api/dictionaries';
import type { Portal } from './portal/types';
import { API_AREAS } from '../resources';

/** What is asked outside a portal (and inside every one): calls that name no portal. */
const SESSION_AREAS = [dictionariesArea];

export const createSessionDataProvider = () => composeDataProvider<unknown>(SESSION_AREAS, undefined);

/** A portal's data provider, built by its scope: each area's calls made for that portal. */
export const createPortalDataProvider = (portal: Portal) =>
    composeDataProvider<Portal>([...SESSION_AREAS, ...API_AREAS], portal);
