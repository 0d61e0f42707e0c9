import { combineDataProviders, type DataProvider } from 'react-admin';
import { DICTIONARY_RESOURCES, dictionariesArea } from './dictionaries';

/**
 * The app's data provider: one module per API area, composed here. It is the only place that knows the
 * product API's wire format. Calls beyond CRUD (downloads, exports) are typed methods on this object,
 * called through `useDataProvider<PortalDataProvider>()`.
 */
export const areaOf = (areas: Array<[readonly string[], DataProvider]>) => (resource: string) => {
    const match = areas.find(([resources]) => resources.includes(resource));
    if (!match) throw new Error(`Unknown resource: ${resource}`);
    return match[1];
};

export const createDataProvider = () => {
    const standard = combineDataProviders(areaOf([[DICTIONARY_RESOURCES, dictionariesArea]]));
    return {
        getList: standard.getList,
        getOne: standard.getOne,
        getMany: standard.getMany,
        getManyReference: standard.getManyReference,
        create: standard.create,
        update: standard.update,
        updateMany: standard.updateMany,
        delete: standard.delete,
        deleteMany: standard.deleteMany,
    } satisfies DataProvider;
};

export type PortalDataProvider = ReturnType<typeof createDataProvider>;
