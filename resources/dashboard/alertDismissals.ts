import { clock } from '../../src/clock';
// The key names the user by a hash of their id (the sign-in's `sub`), never by anything personal such as an email.

export const DISMISSAL_MS = 24 * 60 * 60_000;
const PREFIX = 'producerHub.dismissedAlerts.';

/** FNV-1a: enough to keep users of one device apart without writing their id down. */
const hashOf = (text: string) => {
    let hash = 0x811c9dc5;
    for (const char of text) {
        hash ^= char.codePointAt(0) ?? 0;
        hash = Math.imul(hash, 0x01000193);
    }
    return (hash >>> 0).toString(16).padStart(8, '0');
};

export const dismissalKey = (userId: string) => `${PREFIX}${hashOf(userId)}`;

type Dismissals = Record<string, number>;

const read = (userId: string): Dismissals => {
    try {
        const parsed: unknown = JSON.parse(localStorage.getItem(dismissalKey(userId)) ?? '{}');
        if (!parsed || typeof parsed !== 'object') return {};
        return Object.fromEntries(
            Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number')
        );
    } catch {
        return {};
    }
};

export const activeDismissals = (userId: string, now = clock.now().getTime()): Set<string> => {
    const current = Object.entries(read(userId)).filter(([, at]) => now - at < DISMISSAL_MS && at <= now);
    return new Set(current.map(([id]) => id));
};

export const dismissAlert = (userId: string, alertId: string, now = clock.now().getTime()) => {
    const kept = Object.fromEntries(Object.entries(read(userId)).filter(([, at]) => now - at < DISMISSAL_MS));
    try {
        localStorage.setItem(dismissalKey(userId), JSON.stringify({ ...kept, [alertId]: now }));
    } catch {
        // Storage full or refused (private mode): the alert is still hidden for this visit.
    }
};
