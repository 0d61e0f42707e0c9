import { combineDataProviders, type DataProvider } from 'react-admin';

/**
 * One API area of the data provider: the react-admin resources it serves, its CRUD part, and its typed
 * calls beyond CRUD (downloads, exports, submissions). Each resource folder defines its own in `api.ts`.
 */
export interface ApiArea<Methods extends object = object> {
    resources: readonly string[];
    provider: DataProvider;
    methods?: Methods;
}

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
type MethodsOf<Areas extends readonly ApiArea[]> = UnionToIntersection<NonNullable<Areas[number]['methods']>>;

/**
 * Composes the areas into the app's one data provider: CRUD calls go to the area owning the resource,
 * the other calls are merged as methods (called through `useDataProvider<...>()`).
 */
export const composeDataProvider = <const Areas extends readonly ApiArea[]>(areas: Areas) => {
    const byResource = new Map<string, DataProvider>();
    for (const area of areas) for (const resource of area.resources) byResource.set(resource, area.provider);
    const standard = combineDataProviders(resource => {
        const provider = byResource.get(resource);
        if (!provider) throw new Error(`Unknown resource: ${resource}`);
        return provider;
    });
    const methods = Object.assign({}, ...areas.map(area => area.methods ?? {})) as MethodsOf<Areas> & object;
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
        ...methods,
    } satisfies DataProvider;
};
