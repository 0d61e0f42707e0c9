import { composeDataProvider } from './api/dataProvider';
import { dictionariesArea } from './api/dictionaries';
import { API_AREAS } from '../resources';

/** The app's data provider: the shared dictionaries plus each area's API (derived from the list of areas). */
export const createPortalDataProvider = () => composeDataProvider([dictionariesArea, ...API_AREAS]);

export type PortalDataProvider = ReturnType<typeof createPortalDataProvider>;
