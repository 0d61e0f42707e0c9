import { readPaging, writePaging, type AddressListView } from '../../src/routing/listAddress';
import type { AddressCorrection } from '../../src/routing/useAddressState';
import { ID_SEARCH_PARAMS, readSearch } from './search';
import { DEFAULT_SORT, LIST_PAGE_SIZES, SEARCH_PARAMS, SORTABLE_COLUMNS, type EnrollmentSearch } from './types';

// The list's address state lives apart from search.ts, which the data provider (entry code) needs: this
// part loads with the list page only.

export type ListView = AddressListView<EnrollmentSearch>;

export const readView = (params: URLSearchParams): ListView => {
    const field = params.get('sort');
    const order = params.get('order');
    return {
        filter: readSearch(params),
        ...readPaging(params, LIST_PAGE_SIZES),
        sort:
            field && (SORTABLE_COLUMNS as readonly string[]).includes(field)
                ? { field, order: order === 'DESC' ? 'DESC' : 'ASC' }
                : DEFAULT_SORT,
    };
};

// Defaults are left out so the plain address stays plain; other parameters (agentId/agencyId) are kept.
export const writeView = (current: URLSearchParams, view: ListView): URLSearchParams => {
    const next = new URLSearchParams(current);
    for (const name of [...SEARCH_PARAMS, 'page', 'perPage', 'sort', 'order']) next.delete(name);
    for (const name of SEARCH_PARAMS) {
        const value = view.filter[name];
        if (value) next.set(name, value);
    }
    writePaging(next, view, LIST_PAGE_SIZES);
    if (view.sort.field !== DEFAULT_SORT.field || view.sort.order !== DEFAULT_SORT.order) {
        next.set('sort', view.sort.field);
        next.set('order', view.sort.order);
    }
    return next;
};

// Dropped from the search and the address, and said so, rather than filling a filter with "abc".
export const SEARCH_IDS_CORRECTION: AddressCorrection = {
    params: ID_SEARCH_PARAMS,
    shownAsAsked: params => {
        const kept = readSearch(params);
        return ID_SEARCH_PARAMS.every(name => {
            const asked = params.get(name);
            return !asked || asked === kept[name];
        });
    },
};
