/** A seeded pseudo-random generator (mulberry32): the same seed gives the same fixtures on every machine. */
export const createRandom = (seed: number) => {
    let state = seed >>> 0;
    const next = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
        next,
        int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
        pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
        chance: (probability: number) => next() < probability,
    };
};

export type Random = ReturnType<typeof createRandom>;

/**
 * A seed named by its parts, e.g. seedOf('contracts', 'agent', '101'): each area (and each owner within it)
 * draws from its own stream, so a new area or a new field never shifts another's fixtures. FNV-1a.
 */
export const seedOf = (...parts: Array<string | number>) => {
    let hash = 0x811c9dc5;
    for (const char of parts.join(':')) {
        hash ^= char.charCodeAt(0);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
};

/** The random stream of one area and owner. */
export const randomFor = (...parts: Array<string | number>) => createRandom(seedOf(...parts));
