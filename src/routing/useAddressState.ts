import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export interface AddressStateOptions<T> {
    /** Unknown values to defaults. Stable: a module function (as are the others). */
    read: (params: URLSearchParams) => T;
    /** Other parameters (the portal's) kept. */
    write: (params: URLSearchParams, state: T) => URLSearchParams;
    /** Reported while typing goes on: one history step. */
    typed?: readonly string[];
    corrects?: AddressCorrection;
}

export interface AddressCorrection {
    params: readonly string[];
    shownAsAsked: (params: URLSearchParams) => boolean;
}

interface TypedEntry {
    typedParam?: string;
}

const changedParams = (before: URLSearchParams, after: URLSearchParams) => {
    const names = new Set([...before.keys(), ...after.keys()]);
    return [...names].filter(name => before.getAll(name).join('\n') !== after.getAll(name).join('\n'));
};

const NONE: readonly string[] = [];

export interface AddressUpdateOptions {
    /** Corrects the address in place instead of a step: Back must not return to what cannot be shown. */
    replace?: boolean;
}

const valuesOf = (params: URLSearchParams, names: readonly string[]) =>
    JSON.stringify(names.map(name => params.getAll(name)));

/** Described in docs/architecture.md ("A list's state in the address"). A change that changes nothing adds nothing. */
export const useAddressState = <T>({ read, write, typed = NONE, corrects }: AddressStateOptions<T>) => {
    const [params, setParams] = useSearchParams();
    const location = useLocation();
    const typedHere = (location.state as TypedEntry | null)?.typedParam;
    const state = useMemo(() => read(params), [params, read]);

    // The address as last written, until the router shows it: two changes in one tick (two debounced fields) would
    // otherwise both start from the same address (react-router's functional update too) and lose the first.
    const written = useRef({ params, typedParam: typedHere });
    useLayoutEffect(() => {
        written.current = { params, typedParam: typedHere };
    }, [params, typedHere]);

    const update = useCallback(
        (change: (current: T) => T, options: AddressUpdateOptions = {}) => {
            const before = written.current;
            const next = write(before.params, change(read(before.params)));
            const changed = changedParams(before.params, next);
            if (changed.length === 0) return;
            const typedNames = changed.filter(name => typed.includes(name));
            const otherNames = changed.filter(name => !typedNames.includes(name) && name !== 'page');
            const typedParam = typedNames.length === 1 && otherNames.length === 0 ? typedNames[0] : undefined;
            written.current = { params: next, typedParam };
            setParams(next, {
                replace: options.replace === true || (typedParam !== undefined && typedParam === before.typedParam),
                state: typedParam ? ({ typedParam } satisfies TypedEntry) : undefined,
            });
        },
        [read, write, typed, setParams]
    );

    const wrong = corrects !== undefined && !corrects.shownAsAsked(params);
    const [correctedTo, setCorrectedTo] = useState<string>();
    useEffect(() => {
        if (!corrects) return;
        if (wrong) {
            const shown = write(params, read(params));
            const next = new URLSearchParams(params);
            for (const name of corrects.params) {
                next.delete(name);
                for (const value of shown.getAll(name)) next.append(name, value);
            }
            if (valuesOf(next, corrects.params) === valuesOf(params, corrects.params)) return;
            setCorrectedTo(valuesOf(next, corrects.params));
            written.current = { params: next, typedParam: undefined };
            setParams(next, { replace: true, state: location.state });
        } else if (correctedTo !== undefined && valuesOf(params, corrects.params) !== correctedTo) {
            setCorrectedTo(undefined);
        }
    }, [wrong, params, corrects, read, write, setParams, location.state, correctedTo]);
    const corrected =
        wrong ||
        (corrects !== undefined && correctedTo !== undefined && valuesOf(params, corrects.params) === correctedTo);
    return { state, update, corrected };
};
