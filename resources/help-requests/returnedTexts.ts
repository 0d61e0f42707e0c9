import { usePortalMemory } from '../../src/portal/PortalScope';

// Memory only (it may name a customer), in the portal's scope so a text never shows under another portal. It says
// whether its sending failed (said beside Send) or only waited for a new sign-in (the session-expired dialog says so).
export interface Returned<T> {
    value: T;
    failed: boolean;
}

export const createReturnedTexts = <T>(join: (waiting: T, returned: T) => T) => {
    const waiting = new Map<string, Returned<T>>();
    const listeners = new Map<string, Set<() => void>>();
    return {
        giveBack(key: string, value: T, failed: boolean) {
            const before = waiting.get(key);
            waiting.set(
                key,
                before === undefined
                    ? { value, failed }
                    : { value: join(before.value, value), failed: before.failed || failed }
            );
            listeners.get(key)?.forEach(listener => listener());
        },
        has: (key: string) => waiting.has(key),
        /** Handed over once. */
        take(key: string): Returned<T> | undefined {
            const value = waiting.get(key);
            waiting.delete(key);
            return value;
        },
        subscribe(key: string, listener: () => void) {
            let set = listeners.get(key);
            if (!set) listeners.set(key, (set = new Set()));
            set.add(listener);
            return () => {
                set.delete(listener);
            };
        },
    };
};

/** Two notes that failed read one after the other, as they were sent. */
export const joinTexts = (waiting: string, returned: string) =>
    waiting.trim() === '' ? returned : returned.trim() === '' ? waiting : `${waiting}\n\n${returned}`;

export interface HelpRequestDraft {
    ActivityTypeId: string;
    Description: string;
}

export const REQUEST_FORM = 'new';

const createPortalReturns = () => ({
    /** Keyed by the help request the note was for. */
    notes: createReturnedTexts<string>(joinTexts),
    requests: createReturnedTexts<HelpRequestDraft>((waiting, returned) => ({
        ActivityTypeId: returned.ActivityTypeId || waiting.ActivityTypeId,
        Description: joinTexts(waiting.Description, returned.Description),
    })),
});

export const useReturnedTexts = () => usePortalMemory(createPortalReturns);
