import { composeDataProvider } from './api/dataProvider';
import { dictionariesArea } from './api/dictionaries';
import { quickLinksArea } from './api/quickLinks';
import { API_AREAS } from '../resources';

/** The app's data provider: the shared dictionaries and quick links plus each area's API (derived from the list of areas). */
export const createPortalDataProvider = () => composeDataProvider([dictionariesArea, quickLinksArea, ...API_AREAS]);

export type PortalDataProvider = ReturnType<typeof createPortalDataProvider>;
