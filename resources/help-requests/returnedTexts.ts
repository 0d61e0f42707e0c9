import { usePortalMemory } from '../../src/portal/PortalScope';

/**
 * What was typed into an addition that failed, given back (nothing typed is lost). It waits in the portal's
 * scope, in memory only (it may name a customer), until the form or box it belongs to takes it: at once when
 * that is on screen (it listens), otherwise when it opens again; another portal is another scope, so a text
 * never shows there. It comes with whether its sending failed (said beside the form's Send button) or only
 * waited for a new sign-in (the session-expired dialog says that).
 */
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
        /** Whether something waits for this key. */
        has: (key: string) => waiting.has(key),
        /** What waits for this key, handed over once. */
        take(key: string): Returned<T> | undefined {
            const value = waiting.get(key);
            waiting.delete(key);
            return value;
        },
        /** Told whenever something comes back for this key. */
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

/** The one request form's key: what waits for it. */
export const REQUEST_FORM = 'new';

const createPortalReturns = () => ({
    /** Keyed by the help request the note was for. */
    notes: createReturnedTexts<string>(joinTexts),
    requests: createReturnedTexts<HelpRequestDraft>((waiting, returned) => ({
        ActivityTypeId: returned.ActivityTypeId || waiting.ActivityTypeId,
        Description: joinTexts(waiting.Description, returned.Description),
    })),
});

/** The texts given back in the open portal. */
export const useReturnedTexts = () => usePortalMemory(createPortalReturns);
