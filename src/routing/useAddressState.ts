import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export interface AddressStateOptions<T> {
    /** The state from the address (unknown values to defaults). Stable: a module function. */
    read: (params: URLSearchParams) => T;
    /** The address with the state written in, other parameters (the portal's) kept. Stable too. */
    write: (params: URLSearchParams, state: T) => URLSearchParams;
    /** Parameters a person types into (names, dates), reported while typing goes on. Stable too. */
    typed?: readonly string[];
    /**
     * Parameters whose value in the address the page may not be able to show (a window out of range or
     * unreadable), with the test of the address that says it can. Stable too.
     */
    corrects?: AddressCorrection;
}

export interface AddressCorrection {
    params: readonly string[];
    /** Whether the page shows these parameters as the address asks (missing ones included). */
    shownAsAsked: (params: URLSearchParams) => boolean;
}

/** What the history entry says about how it was made: by typing into that parameter. */
interface TypedEntry {
    typedParam?: string;
}

/** The parameters whose value differs between two addresses. */
const changedParams = (before: URLSearchParams, after: URLSearchParams) => {
    const names = new Set([...before.keys(), ...after.keys()]);
    return [...names].filter(name => before.getAll(name).join('\n') !== after.getAll(name).join('\n'));
};

const NONE: readonly string[] = [];

export interface AddressUpdateOptions {
    /**
     * The change corrects the address in place instead of being a step: the state the address asked for
     * cannot be shown (a page past the last), so Back must not return to it.
     */
    replace?: boolean;
}

/** The values of some parameters, as one text to compare. */
const valuesOf = (params: URLSearchParams, names: readonly string[]) =>
    JSON.stringify(names.map(name => params.getAll(name)));

/**
 * A screen's state kept in the address (a list's search, page, page size and sort), so a link or a reload
 * reproduces it and Back steps through it. Each change is a new history entry (a page, a sort, a select, a
 * checkbox, Clear filters), so Back returns to the previous search; a change to one typed parameter (with
 * the page going back to 1) replaces the entry that parameter's typing made, so the reports of one name
 * typed in pauses are one step. A change that changes nothing adds nothing.
 *
 * With `corrects`, an address that asks for what the page cannot show has those parameters written over with
 * what it shows instead, replacing the entry (Back does not return to it), and `corrected` is true until they
 * change, for the page to say why.
 */
export const useAddressState = <T>({ read, write, typed = NONE, corrects }: AddressStateOptions<T>) => {
    const [params, setParams] = useSearchParams();
    const location = useLocation();
    const typedHere = (location.state as TypedEntry | null)?.typedParam;
    const state = useMemo(() => read(params), [params, read]);

    // The address as last written, until the router shows it: two changes in one tick (two debounced fields
    // settling together) each start from the one before, where the render's params (and react-router's
    // functional update) would start both from the same address and lose the first.
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
    // The corrected parameters' values, while the address still holds them.
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
