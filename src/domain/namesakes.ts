import type { Identifier } from 'react-admin';

/** A name as a person reads it: spacing and letter case aside. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The ids of the producers of a list who share their name with another producer of that list. */
export const namesakesOf = (producers: ReadonlyArray<{ id: Identifier; name: string }>): Set<string> => {
    const counts = new Map<string, number>();
    for (const { name } of producers) counts.set(nameKey(name), (counts.get(nameKey(name)) ?? 0) + 1);
    return new Set(producers.filter(({ name }) => (counts.get(nameKey(name)) ?? 0) > 1).map(({ id }) => String(id)));
};
