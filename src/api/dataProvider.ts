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

type ResourceMap = Readonly<Record<string, ResourceMethods>>;

/**
 * One API area: the resources it serves with the methods each supports, and its typed calls beyond CRUD
 * (downloads, exports, submissions). Each area folder declares its own in `api.ts` with `defineApiArea`.
 */
export interface ApiArea<Methods extends object = object, Resources extends ResourceMap = ResourceMap> {
    name: string;
    resources: Resources;
    methods: Methods;
}

export const defineApiArea = <
    Methods extends object = Record<never, never>,
    Resources extends ResourceMap = ResourceMap,
>(
    name: string,
    resources: Resources,
    methods: Methods = {} as Methods
): ApiArea<Methods, Resources> => ({ name, resources, methods });

/**
 * An area's API loaded with its pages, not with the app: what it serves is listed where the area is declared
 * (resources/<area>/index.ts), so the data provider routes a call without loading the area's code, and the
 * code (calls, answer schemas) arrives on the first call. The lists are checked against the area's own
 * declaration: a resource, method or call missing from them, or one too many, does not compile.
 */
export interface LazyApiArea {
    name: string;
    resources: Readonly<Record<string, Readonly<Partial<Record<keyof ResourceMethods, true>>>>>;
    methods: readonly string[];
    load: () => Promise<ApiArea>;
}

type Serves<Resources extends ResourceMap> = { [R in keyof Resources]: { [M in keyof Resources[R]]-?: true } };

export const lazyApiArea = <Methods extends object, Resources extends ResourceMap>(
    name: string,
    serves: NoInfer<{ resources: Serves<Resources>; methods: Record<keyof Methods, true> }>,
    load: () => Promise<ApiArea<Methods, Resources>>
): LazyApiArea => ({
    name,
    resources: serves.resources,
    methods: Object.keys(serves.methods),
    load,
});

/** A resource asked for a method its area does not declare: a programming error, said plainly. */
export class MethodNotAvailableError extends Error {
    constructor(method: string, resource: string) {
        super(`${method} is not available for ${resource}`);
        this.name = 'MethodNotAvailableError';
    }
}

const reject = (method: string, resource: string) => Promise.reject(new MethodNotAvailableError(method, resource));

type CrudMethod = keyof ResourceMethods;
// The parameters differ per method; each resource's method is called with the params react-admin gave for it.
type AnyCall = (...args: never[]) => Promise<unknown>;

/** A resource's methods and where its code comes from: at hand, or loaded with its area on the first call. */
interface Route {
    has: (method: CrudMethod) => boolean;
    methods: () => Promise<ResourceMethods>;
}

export const isLazy = (area: ApiArea | LazyApiArea): area is LazyApiArea => 'load' in area;

/**
 * Composes the areas into the app's one data provider: CRUD calls go to the method the resource declares,
 * the other calls are merged as methods (called through the option factories beside them). Lazy areas load
 * their code on their first call.
 */
export const composeDataProvider = (areas: readonly (ApiArea | LazyApiArea)[]) => {
    const byResource = new Map<string, Route>();
    const calls: Record<string, AnyCall> = {};
    const declare = (resource: string, route: Route) => {
        if (byResource.has(resource)) throw new Error(`Two API areas declare the resource ${resource}`);
        byResource.set(resource, route);
    };
    for (const area of areas) {
        if (isLazy(area)) {
            let loading: Promise<ApiArea> | undefined;
            const load = () => (loading ??= area.load());
            for (const [resource, methods] of Object.entries(area.resources))
                declare(resource, {
                    has: method => methods[method] === true,
                    methods: () => load().then(loaded => loaded.resources[resource] ?? {}),
                });
            for (const name of area.methods)
                calls[name] = (...args) =>
                    load().then(loaded => (loaded.methods as Record<string, AnyCall>)[name](...args));
        } else {
            for (const [resource, methods] of Object.entries(area.resources))
                declare(resource, { has: method => method in methods, methods: () => Promise.resolve(methods) });
            Object.assign(calls, area.methods);
        }
    }
    const call = <Result>(method: CrudMethod, resource: string, params: unknown): Promise<Result> => {
        const route = byResource.get(resource);
        if (!route?.has(method)) return reject(method, resource);
        return route.methods().then(methods => (methods[method] as (params: unknown) => Promise<Result>)(params));
    };
    const provider = {
        getList: (resource, params) => call('getList', resource, params),
        getOne: (resource, params) => call('getOne', resource, params),
        getMany: (resource, params) => call('getMany', resource, params),
        getManyReference: resource => reject('getManyReference', resource),
        create: (resource, params) => call('create', resource, params),
        update: resource => reject('update', resource),
        updateMany: resource => reject('updateMany', resource),
        delete: resource => reject('delete', resource),
        deleteMany: resource => reject('deleteMany', resource),
    } satisfies DataProvider;
    return { ...provider, ...calls };
};
