import { useMemo } from 'react';
import { useDictionary } from '../../src/api/useDictionary';

/** A key of the area's catalogue. */
export const text = (key: string) => `resources.renewals.${key}`;

/** The area's catalogue prefix, for shared pieces that take their texts from it (the producers' run). */
export const TEXTS = 'resources.renewals';

/** A state's name by its abbreviation (the states dictionary); the abbreviation while it is not there. */
export const useStateName = () => {
    const states = useDictionary('states');
    return useMemo(() => {
        const names = new Map((states.data ?? []).map(state => [(state.abbreviation ?? '').toUpperCase(), state.name]));
        return (abbreviation: string) => names.get(abbreviation.toUpperCase()) ?? abbreviation;
    }, [states.data]);
};
