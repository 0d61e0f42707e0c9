import { composeDataProvider } from './api/dataProvider';
import { dictionariesArea } from './api/dictionaries';
import { contractsArea } from '../resources/contracts/api';
import { licensesArea } from '../resources/licenses/api';
import { producersArea } from '../resources/producers/api';

/**
 * The app's data provider: the shared dictionaries plus each resource folder's API area.
 * A new area is added to this list (and nowhere else).
 */
export const createPortalDataProvider = () =>
    composeDataProvider([dictionariesArea, contractsArea, licensesArea, producersArea] as const);

export type PortalDataProvider = ReturnType<typeof createPortalDataProvider>;
