/**
 * The demo fixture database. Fixed data (dictionaries, users, generated portfolios) is deterministic and
 * read-only; what users change (submissions) lives in `state`, which the browser keeps for the session
 * and tests reset before each case.
 */
export interface DemoState {
    /** Submissions made during the session, by collection name; each later area adds its own. */
    submissions: Record<string, unknown[]>;
}

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_KEY = 'producerHub.demoState';
const initialState = (): DemoState => ({ submissions: {} });

let storage: StateStorage | undefined;

export const db = {
    state: initialState(),
    /** Keeps the state in a storage (the browser's session storage in demo mode). */
    attachStorage(target: StateStorage) {
        storage = target;
        try {
            const saved = target.getItem(STORAGE_KEY);
            if (saved) db.state = { ...initialState(), ...(JSON.parse(saved) as DemoState) };
        } catch {
            db.state = initialState();
        }
    },
    save() {
        storage?.setItem(STORAGE_KEY, JSON.stringify(db.state));
    },
    reset() {
        db.state = initialState();
        storage?.removeItem(STORAGE_KEY);
    },
    /** Adds a record to a session collection and saves. */
    add<T>(collection: string, record: T): T {
        (db.state.submissions[collection] ??= []).push(record);
        db.save();
        return record;
    },
    list<T>(collection: string): T[] {
        return (db.state.submissions[collection] ?? []) as T[];
    },
};
