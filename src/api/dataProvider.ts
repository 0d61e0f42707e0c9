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
import type { Portal } from '../portal/types';

/** Methods take only the params, so none ever switches on the resource name. */
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

export interface AreaCalls<Methods extends object, Resources extends ResourceMap> {
    resources: Resources;
    methods: Methods;
}

/**
 * An area's calls as a function of what they are made for (`Scope`): a portal, whose paths every call builds from
 * the portal it is given, never from the one selected at the time. A session area (`defineSessionApiArea`) takes
 * nothing, so it also serves inside any portal, while a portal's area cannot join the session's provider.
 */
export interface ApiArea<Methods extends object = object, Resources extends ResourceMap = ResourceMap, Scope = Portal> {
    name: string;
    callsFor: (scope: Scope) => AreaCalls<Methods, Resources>;
}

/** An area whatever its resources and scope: what a caller needs to reach its methods. */
export type AnyApiArea<Methods extends object = object> = ApiArea<Methods, ResourceMap, never>;

const complete = <Methods extends object, Resources extends ResourceMap>(
    calls: Partial<AreaCalls<Methods, Resources>>
): AreaCalls<Methods, Resources> => ({
    resources: calls.resources ?? ({} as Resources),
    methods: calls.methods ?? ({} as Methods),
});

export const defineApiArea = <
    Methods extends object = Record<never, never>,
    Resources extends ResourceMap = Record<never, never>,
>(
    name: string,
    callsFor: (portal: Portal) => Partial<AreaCalls<Methods, Resources>>
): ApiArea<Methods, Resources> => ({ name, callsFor: portal => complete(callsFor(portal)) });

export const defineSessionApiArea = <
    Methods extends object = Record<never, never>,
    Resources extends ResourceMap = Record<never, never>,
>(
    name: string,
    calls: Partial<AreaCalls<Methods, Resources>>
): ApiArea<Methods, Resources, unknown> => {
    const all = complete(calls);
    return { name, callsFor: () => all };
};

/**
 * An area whose code loads on its first call. Its resources are named after it (`statements`, `statements/payments`),
 * so a call is routed to it by the resource's name alone, and its methods are reached through the area itself
 * (`useAreaApi(area)`), whose code the caller has loaded: nothing about its calls is listed twice.
 */
export interface LazyApiArea<Scope = Portal> {
    name: string;
    load: () => Promise<ApiArea<object, ResourceMap, Scope>>;
}

/** Resources not named after the area: its own name, or its name and a slash before another word. */
type Misnamed<Name extends string, Resources> = Exclude<keyof Resources, Name | `${Name}/${string}`>;

const lazyAreaCode = new Map<string, () => Promise<unknown>>();

/** A resource not named after its area asks for a third argument, which names it: the call does not compile. */
export const lazyApiArea = <Name extends string, Resources extends ResourceMap, Scope = Portal>(
    name: Name,
    load: () => Promise<ApiArea<object, Resources, Scope>>,
    ...misnamed: [Misnamed<Name, Resources>] extends [never]
        ? []
        : [resourcesNotNamedAfterTheArea: Misnamed<Name, Resources>]
): LazyApiArea<Scope> => {
    void misnamed;
    lazyAreaCode.set(name, load);
    return { name, load };
};

/** The area a resource's name routes to. */
const areaOfResource = (resource: string) => resource.split('/')[0];

/**
 * Loads the code of these lazy API areas now, beside the code of a part about to ask them: its first call then
 * goes out as it renders, not once that code has come too.
 */
export const loadApiCode = (names: readonly string[]) =>
    Promise.all(
        names.map(async name => {
            const load = lazyAreaCode.get(name);
            if (!load) throw new Error(`No lazy API area is named ${name}`);
            return load();
        })
    );

export class MethodNotAvailableError extends Error {
    constructor(method: string, resource: string) {
        super(`${method} is not available for ${resource}`);
        this.name = 'MethodNotAvailableError';
    }
}

const reject = (method: string, resource: string) => Promise.reject(new MethodNotAvailableError(method, resource));

type CrudMethod = keyof ResourceMethods;
// The parameters differ per method; each is called with the params react-admin gave for it.
type AnyCall = (...args: never[]) => Promise<unknown>;

/** A resource's methods, once the code of the area serving it has loaded. */
type Route = (resource: string) => Promise<ResourceMethods>;

export const isLazy = <Scope>(
    area: ApiArea<object, ResourceMap, Scope> | LazyApiArea<Scope>
): area is LazyApiArea<Scope> => 'load' in area;

/** How each composed provider builds an area's calls for its scope, once. */
const areaCallsOf = new WeakMap<object, (area: AnyApiArea) => AreaCalls<object, ResourceMap>>();

/**
 * An area's methods made for the scope of `provider` (a composed one). A factory that refuses the scope (an
 * agency-only area in an agent's portal) rejects each call.
 */
export const methodsFor = <Methods extends object>(provider: object, area: AnyApiArea<Methods>) => {
    const callsOf = areaCallsOf.get(provider);
    if (!callsOf) throw new Error(`The data provider does not serve API areas (${area.name})`);
    return new Proxy({} as Methods, {
        get: (_, name) => {
            if (typeof name === 'symbol' || name === 'then') return undefined;
            return async (...args: unknown[]) => {
                const method = (callsOf(area).methods as Record<string, AnyCall | undefined>)[name];
                if (!method) throw new MethodNotAvailableError(name, area.name);
                return method(...(args as never[]));
            };
        },
    });
};

/** One provider per scope: each area's calls are built for `scope`, a lazy area's once its code has loaded. */
export const composeDataProvider = <Scope>(
    areas: readonly (ApiArea<object, ResourceMap, Scope> | LazyApiArea<Scope>)[],
    scope: Scope
) => {
    const built = new Map<string, AreaCalls<object, ResourceMap>>();
    const callsOf = (area: ApiArea<object, ResourceMap, Scope>) => {
        let calls = built.get(area.name);
        if (!calls) {
            calls = area.callsFor(scope);
            built.set(area.name, calls);
        }
        return calls;
    };
    const byResource = new Map<string, Route>();
    const declare = (resource: string, route: Route) => {
        if (byResource.has(resource)) throw new Error(`Two API areas declare the resource ${resource}`);
        byResource.set(resource, route);
    };
    for (const area of areas) {
        if (isLazy(area)) {
            let loaded: Promise<ApiArea<object, ResourceMap, Scope>> | undefined;
            declare(area.name, resource =>
                (loaded ??= area.load()).then(code => callsOf(code).resources[resource] ?? {})
            );
        } else {
            // Reached by its name only: `contracts/typo` is refused, not answered as `contracts`.
            for (const [resource, methods] of Object.entries(callsOf(area).resources))
                declare(resource, asked => Promise.resolve(asked === resource ? methods : {}));
        }
    }
    const call = <Result>(method: CrudMethod, resource: string, params: unknown): Promise<Result> => {
        const route = byResource.get(resource) ?? byResource.get(areaOfResource(resource));
        if (!route) return reject(method, resource);
        return route(resource).then(methods => {
            const run = methods[method] as ((params: unknown) => Promise<Result>) | undefined;
            return run ? run(params) : reject(method, resource);
        });
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
    // Every area a caller holds was made for this kind of scope (a portal's area under a portal's scope).
    areaCallsOf.set(provider, callsOf as (area: AnyApiArea) => AreaCalls<object, ResourceMap>);
    return provider;
};
