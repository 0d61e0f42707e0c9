import { readFilterDate } from '../../src/components/filterDates';
import { readPaging, writePaging, type AddressListView } from '../../src/routing/listAddress';
import { FILTER_KEYS, SOA_PAGE_SIZES, SOA_SORT, type SoaFilter } from './types';

// The api (entry of the area's code) and the list page read the filter: this part has no React in it.

const text = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim().slice(0, 100);
    return trimmed === '' ? undefined : trimmed;
};

// A hand-edited address cannot send junk; dates follow `readFilterDate`, every list's date rule.
export const readFilter = (values: Record<string, unknown> | URLSearchParams | undefined): SoaFilter => {
    const get = (name: string) => (values instanceof URLSearchParams ? values.get(name) : values?.[name]);
    const filter: SoaFilter = {
        firstName: text(get('firstName')),
        lastName: text(get('lastName')),
        email: text(get('email')),
        from: readFilterDate(get('from')),
        to: readFilterDate(get('to')),
    };
    return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as SoaFilter;
};

export type ListView = AddressListView<SoaFilter>;

/** The sort is the call's own. */
export const readView = (params: URLSearchParams): ListView => ({
    filter: readFilter(params),
    ...readPaging(params, SOA_PAGE_SIZES),
    sort: SOA_SORT,
});

/** Defaults left out; other parameters (the portal's) kept as they are. */
export const writeView = (current: URLSearchParams, view: ListView): URLSearchParams => {
    const next = new URLSearchParams(current);
    for (const name of [...FILTER_KEYS, 'page', 'perPage']) next.delete(name);
    for (const name of FILTER_KEYS) {
        const value = view.filter[name];
        if (value) next.set(name, value);
    }
    writePaging(next, view, SOA_PAGE_SIZES);
    return next;
};
