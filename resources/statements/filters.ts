import type { SortPayload } from 'react-admin';
import { readFilterDate } from '../../src/components/filterDates';
import { readPaging } from '../../src/routing/listAddress';
import { BY_STATEMENT_DATE, LIST_PAGE_SIZES, STATEMENT_SORTS, type StatementFilter } from './types';

const idText = (value: unknown): string | undefined =>
    (typeof value === 'string' || typeof value === 'number') && /^\d+$/.test(String(value)) ? String(value) : undefined;

// A hand-edited address cannot send junk; a date later than today is today.
export const readFilter = (values: Record<string, unknown> | undefined): StatementFilter => ({
    policyTypeId: idText(values?.policyTypeId),
    insurerId: idText(values?.insurerId),
    statementDateStart: readFilterDate(values?.statementDateStart),
    statementDateEnd: readFilterDate(values?.statementDateEnd),
});

export const FILTER_KEYS = ['policyTypeId', 'insurerId', 'statementDateStart', 'statementDateEnd'] as const;

export interface ListState {
    filter: StatementFilter;
    page: number;
    perPage: number;
    sort: SortPayload;
}

// A link or a reload reproduces the view; unknown values fall back to the defaults.
export const readListState = (search: URLSearchParams): ListState => {
    const field = STATEMENT_SORTS.find(name => name === search.get('sort'));
    const order = search.get('order');
    return {
        filter: readFilter(Object.fromEntries(FILTER_KEYS.map(key => [key, search.get(key) ?? undefined]))),
        ...readPaging(search, LIST_PAGE_SIZES),
        sort: field ? { field, order: order === 'ASC' || order === 'DESC' ? order : 'ASC' } : { ...BY_STATEMENT_DATE },
    };
};

export const writeListState = (search: URLSearchParams, state: ListState): URLSearchParams => {
    const next = new URLSearchParams(search);
    for (const key of FILTER_KEYS) {
        const value = state.filter[key];
        if (value) next.set(key, value);
        else next.delete(key);
    }
    next.set('page', String(state.page));
    next.set('perPage', String(state.perPage));
    next.set('sort', state.sort.field);
    next.set('order', state.sort.order);
    return next;
};
