import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';
import {
    QueryCache,
    QueryClient,
    QueryClientProvider,
    useQueryClient,
    type Query,
    type QueryKey,
    type QueryOptions,
    type QueryState,
} from '@tanstack/react-query';
import { portalKeyOf, type Portal } from './types';

/** The session's own queries (react-admin's user, permissions and auth checks): one answer for every portal. */
const isSessionKey = (queryKey: QueryKey) => queryKey[0] === 'auth';

/**
 * A portal's cache that hands the session's queries to the session's cache: react-admin's `usePermissions` and
 * `useGetIdentity` read whichever client is nearest, and inside a portal they must still find the answers the
 * entry guard already has (and never ask again on each switch), and see them change when the session's change.
 */
class PortalQueryCache extends QueryCache {
    constructor(private readonly session: QueryClient) {
        super();
    }

    override build<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
        client: QueryClient,
        options: QueryOptions<TQueryFnData, TError, TData, TQueryKey> & { queryKey: TQueryKey },
        state?: QueryState<TData, TError>
    ): Query<TQueryFnData, TError, TData, TQueryKey> {
        return isSessionKey(options.queryKey)
            ? this.session.getQueryCache().build(this.session, options, state)
            : super.build(client, options, state);
    }

    override get<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
        queryHash: string
    ): Query<TQueryFnData, TError, TData, TQueryKey> | undefined {
        const own = super.get<TQueryFnData, TError, TData, TQueryKey>(queryHash);
        if (own) return own;
        const shared = this.session.getQueryCache().get<TQueryFnData, TError, TData, TQueryKey>(queryHash);
        return shared && isSessionKey(shared.queryKey) ? shared : undefined;
    }

    /** Signing out from inside a portal (react-admin's logout clears the client it has) forgets the session too. */
    override clear(): void {
        super.clear();
        this.session.getQueryCache().clear();
    }
}

const createPortalQueryClient = (session: QueryClient) =>
    new QueryClient({ queryCache: new PortalQueryCache(session), defaultOptions: session.getDefaultOptions() });

/** The client of the portal open under each session client: a test that holds the session's reaches the page's. */
const openPortalClients = new WeakMap<QueryClient, QueryClient>();

/** The query client of the portal open under this session client, if one is open. */
export const portalClientOf = (session: QueryClient): QueryClient | undefined => openPortalClients.get(session);

const PortalContext = createContext<Portal | null>(null);

/** The portal of the scope around, null outside one. */
export const useScopePortal = (): Portal | null => useContext(PortalContext);

/** The portal whose pages these are. Only pages inside a portal call it: portal selection and preferences do not. */
export const usePortal = (): Portal => {
    const portal = useContext(PortalContext);
    if (!portal) throw new Error('usePortal is called outside a portal scope');
    return portal;
};

const PortalMemoryContext = createContext<Map<unknown, unknown> | null>(null);

/**
 * What the portal's pages keep while it is open beside its cache (a text given back to a form that is not on
 * screen): made by `create` on the first call in the scope, the same one after, gone with the scope.
 */
export const usePortalMemory = <T,>(create: () => T): T => {
    const memory = useContext(PortalMemoryContext);
    if (!memory) throw new Error('usePortalMemory is called outside a portal scope');
    if (!memory.has(create)) memory.set(create, create());
    return memory.get(create) as T;
};

/** Builds a portal's data provider. Given by the app, which composes the areas: src/ never imports them. */
export const PortalDataProviderFactory = createContext<((portal: Portal) => DataProvider) | null>(null);

const usePortalDataProvider = (portal: Portal) => {
    const create = useContext(PortalDataProviderFactory);
    if (!create) throw new Error('A portal scope needs a PortalDataProviderFactory above it');
    const [dataProvider] = useState(() => create(portal));
    return dataProvider;
};

const OpenPortal = ({ portal, children }: { portal: Portal; children: ReactNode }) => {
    const session = useQueryClient();
    const [queryClient] = useState(() => createPortalQueryClient(session));
    const dataProvider = usePortalDataProvider(portal);
    const [memory] = useState(() => new Map<unknown, unknown>());
    useEffect(() => {
        openPortalClients.set(session, queryClient);
        return () => {
            if (openPortalClients.get(session) === queryClient) openPortalClients.delete(session);
        };
    }, [session, queryClient]);
    return (
        <QueryClientProvider client={queryClient}>
            <DataProviderContext.Provider value={dataProvider}>
                <PortalContext.Provider value={portal}>
                    <PortalMemoryContext.Provider value={memory}>{children}</PortalMemoryContext.Provider>
                </PortalContext.Provider>
            </DataProviderContext.Provider>
        </QueryClientProvider>
    );
};

/**
 * The pages of one portal: the portal in context, a query cache and a data provider of its own. Another portal is
 * another scope (mounted afresh, its cache empty, its calls built for it), so an answer of one portal can never
 * show under another, whatever its key, and no call of its pages can name another portal.
 */
export const PortalScope = ({ portal, children }: { portal: Portal; children: ReactNode }) => (
    <OpenPortal key={portalKeyOf(portal)} portal={portal}>
        {children}
    </OpenPortal>
);
