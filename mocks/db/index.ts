import type { FaultRule } from '../faults/rules';

/**
 * The demo fixture database. Fixed data (dictionaries, users, generated portfolios) is deterministic and
 * read-only; what users change (submissions, later notes, voided SOAs, profile edits) lives in `state`,
 * which the browser keeps for the session (sessionStorage) and tests reset before each case. The fault
 * rules of the session live here too, so one reset clears data and faults alike.
 */
export interface DemoState {
    /** Records added or changed during the session, by collection name; each area adds its own. */
    collections: Record<string, unknown[]>;
    /**
     * Fault rules in force (mocks/faults) by scope: '' for the browser demo and Vitest; the browser tests give
     * each browser context its own scope (a cookie), so test files running side by side on one server never
     * see each other's faults.
     */
    faults: Record<string, FaultRule[]>;
}

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_KEY = 'producerHub.demoState';
const initialState = (): DemoState => ({ collections: {}, faults: {} });

let storage: StateStorage | undefined;

/**
 * The cookie that gives a client its own demo data and fault rules on a shared demo server: each browser test
 * context has one, so test files running side by side never see (or reset) each other's records. Without it,
 * the shared scope ''.
 */
export const DEMO_SCOPE_COOKIE = 'demo_scope';

export const demoScopeOf = (cookies: Record<string, string>) => cookies[DEMO_SCOPE_COOKIE] ?? '';

/** The scope of the request being answered; the HTTP server of the browser tests tells it per request. */
let currentScope = () => '';

/** The records of the scopes other than '' (memory only: they exist on the browser tests' server). */
const scopedCollections = new Map<string, DemoState['collections']>();

const collectionsInScope = (): DemoState['collections'] => {
    const scope = currentScope();
    if (!scope) return db.state.collections;
    let collections = scopedCollections.get(scope);
    if (!collections) scopedCollections.set(scope, (collections = {}));
    return collections;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** A saved state of an older shape, or not JSON, starts afresh rather than breaking the demo. */
const restore = (saved: string | null): DemoState => {
    if (!saved) return initialState();
    try {
        const parsed: unknown = JSON.parse(saved);
        if (!isRecord(parsed) || !isRecord(parsed.collections)) return initialState();
        return {
            collections: parsed.collections as DemoState['collections'],
            faults: isRecord(parsed.faults) ? (parsed.faults as DemoState['faults']) : {},
        };
    } catch {
        return initialState();
    }
};

export const db = {
    state: initialState(),
    /** Keeps the state in a storage (the browser's session storage in demo mode). */
    attachStorage(target: StateStorage) {
        storage = target;
        db.state = restore(target.getItem(STORAGE_KEY));
    },
    save() {
        storage?.setItem(STORAGE_KEY, JSON.stringify(db.state));
    },
    reset() {
        db.state = initialState();
        scopedCollections.clear();
        storage?.removeItem(STORAGE_KEY);
    },
    /** Forgets what a scope's session changed, leaving the fault rules to their own owners. */
    resetCollections(scope = '') {
        if (scope) scopedCollections.delete(scope);
        else db.state.collections = {};
        db.save();
    },
    /** Where the scope of the request being answered comes from (mocks/http-server.ts). */
    scopeFrom(source: () => string) {
        currentScope = source;
    },
};

export type RecordId = number | string;

/** A typed session collection: the records an area adds, changes or removes during the demo session. */
export interface Collection<T extends { Id: RecordId }> {
    all: () => T[];
    find: (match: RecordId | ((record: T) => boolean)) => T | undefined;
    filter: (match: (record: T) => boolean) => T[];
    add: (record: T) => T;
    /** Merges a change into the record with this id; undefined when there is none. */
    update: (id: RecordId, change: Partial<T>) => T | undefined;
    /** Removes the record with this id; false when there was none. */
    remove: (id: RecordId) => boolean;
    /** The next free numeric id, never below `floor` (ids stay apart from the fixtures' own). */
    nextId: (floor: number) => number;
}

export const collection = <T extends { Id: RecordId }>(name: string): Collection<T> => {
    const rows = () => (collectionsInScope()[name] ?? []) as T[];
    const write = (next: T[]) => {
        collectionsInScope()[name] = next;
        db.save();
    };
    const matcher = (match: RecordId | ((record: T) => boolean)) =>
        typeof match === 'function' ? match : (record: T) => String(record.Id) === String(match);
    return {
        all: () => [...rows()],
        find: match => rows().find(matcher(match)),
        filter: match => rows().filter(match),
        add: record => {
            write([...rows(), record]);
            return record;
        },
        update: (id, change) => {
            const current = rows().find(matcher(id));
            if (!current) return undefined;
            const next = { ...current, ...change, Id: current.Id };
            write(rows().map(record => (record === current ? next : record)));
            return next;
        },
        remove: id => {
            const before = rows();
            const after = before.filter(record => !matcher(id)(record));
            if (after.length === before.length) return false;
            write(after);
            return true;
        },
        nextId: floor => Math.max(floor - 1, ...rows().map(record => Number(record.Id) || 0)) + 1,
    };
};
