import type { DataProvider } from 'react-admin';

export type StandardMethod =
    | 'getList'
    | 'getOne'
    | 'getMany'
    | 'getManyReference'
    | 'create'
    | 'update'
    | 'updateMany'
    | 'delete'
    | 'deleteMany';

const STANDARD_METHODS: StandardMethod[] = [
    'getList',
    'getOne',
    'getMany',
    'getManyReference',
    'create',
    'update',
    'updateMany',
    'delete',
    'deleteMany',
];

/**
 * One API area's part of the data provider: the methods it supports; the rest reject with a clear error
 * instead of silently calling a path the product API does not have.
 */
export const defineArea = (name: string, methods: Partial<DataProvider>): DataProvider => {
    const area: Record<string, unknown> = { ...methods };
    for (const method of STANDARD_METHODS) {
        area[method] ??= (resource: string) =>
            Promise.reject(new Error(`${method} is not available for ${resource} (${name} area)`));
    }
    return area as DataProvider;
};
