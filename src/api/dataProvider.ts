import type {
    DataProvider,
    GetListParams,
    GetListResult,
    GetManyParams,
    GetManyResult,
    GetOneParams,
    GetOneResult,
    CreateParams,
    CreateResult,
} from 'react-admin';

/**
 * What one react-admin resource supports. Methods take only the params (the resource is known), so each is
 * written once, typed, and never switches on the resource name.
 */
export interface ResourceMethods {
    // react-admin's own record typing is `any`-based: areas return their typed records.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    getList?: (params: GetListParams) => Promise<GetListResult<any>>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    getOne?: (params: GetOneParams) => Promise<GetOneResult<any>>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    getMany?: (params: GetManyParams) => Promise<GetManyResult<any>>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    create?: (params: CreateParams) => Promise<CreateResult<any>>;
}

/**
 * One API area: the resources it serves with the methods each supports, and its typed calls beyond CRUD
 * (downloads, exports, submissions). Each area folder declares its own in `api.ts` with `defineApiArea`.
 */
export interface ApiArea<Methods extends object = object> {
    name: string;
    resources: Readonly<Record<string, ResourceMethods>>;
    methods: Methods;
}

export const defineApiArea = <Methods extends object = Record<never, never>>(
    name: string,
    resources: Readonly<Record<string, ResourceMethods>>,
    methods: Methods = {} as Methods
): ApiArea<Methods> => ({ name, resources, methods });

/** A resource asked for a method its area does not declare: a programming error, said plainly. */
export class MethodNotAvailableError extends Error {
    constructor(method: string, resource: string) {
        super(`${method} is not available for ${resource}`);
        this.name = 'MethodNotAvailableError';
    }
}

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
type MethodsOf<Area extends ApiArea> = UnionToIntersection<Area['methods']>;

const reject = (method: string, resource: string) => Promise.reject(new MethodNotAvailableError(method, resource));

/**
 * Composes the areas into the app's one data provider: CRUD calls go to the method the resource declares,
 * the other calls are merged as methods (called through the option factories beside them).
 */
export const composeDataProvider = <Area extends ApiArea>(areas: readonly Area[]) => {
    const byResource = new Map<string, ResourceMethods>();
    for (const area of areas)
        for (const [resource, methods] of Object.entries(area.resources)) {
            if (byResource.has(resource)) throw new Error(`Two API areas declare the resource ${resource}`);
            byResource.set(resource, methods);
        }
    const find = (resource: string) => byResource.get(resource) ?? {};
    const methods = Object.assign({}, ...areas.map(area => area.methods)) as MethodsOf<Area> & object;
    const provider = {
        getList: (resource, params) => find(resource).getList?.(params) ?? reject('getList', resource),
        getOne: (resource, params) => find(resource).getOne?.(params) ?? reject('getOne', resource),
        getMany: (resource, params) => find(resource).getMany?.(params) ?? reject('getMany', resource),
        getManyReference: resource => reject('getManyReference', resource),
        create: (resource, params) => find(resource).create?.(params) ?? reject('create', resource),
        update: resource => reject('update', resource),
        updateMany: resource => reject('updateMany', resource),
        delete: resource => reject('delete', resource),
        deleteMany: resource => reject('deleteMany', resource),
    } satisfies DataProvider;
    return { ...provider, ...methods };
};
