import { composeDataProvider } from './api/dataProvider';
import { dictionariesArea } from './api/dictionaries';

/**
 * The app's data provider: the shared dictionaries plus each resource folder's API area.
 * A new area is added to this list (and nowhere else).
 */
export const createPortalDataProvider = () => composeDataProvider([dictionariesArea] as const);

export type PortalDataProvider = ReturnType<typeof createPortalDataProvider>;
