import type { SortPayload } from 'react-admin';
import { readPaging, type AddressListView } from '../../src/routing/listAddress';
import {
    BY_AGENT_NAME,
    LIST_PAGE_SIZES,
    BY_INSURER_NAME,
    DEFAULT_STATUS,
    PRODUCER_STATUSES,
    RTS_FILTERS,
    type ProducerFilter,
    type ProducerStatus,
} from './types';

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
    values.find(candidate => candidate === value);

const idText = (value: unknown): string | undefined =>
    (typeof value === 'string' || typeof value === 'number') && String(value) !== '' ? String(value) : undefined;

// Known values only, so a hand-edited address cannot send junk; no status, or an unknown one, means Active.
export const readFilter = (
    values: Record<string, unknown> | undefined
): ProducerFilter & { Status: ProducerStatus } => ({
    Status: oneOf(PRODUCER_STATUSES, values?.Status) ?? DEFAULT_STATUS,
    InsurerId: idText(values?.InsurerId),
    RtsCurrentYear: oneOf(RTS_FILTERS, values?.RtsCurrentYear),
    RtsNextYear: oneOf(RTS_FILTERS, values?.RtsNextYear),
    AgentId: idText(values?.AgentId),
});

export const defaultSortFor = (filter: { AgentId?: unknown }) => (filter.AgentId ? BY_INSURER_NAME : BY_AGENT_NAME);

export const filterInSearch = (search: URLSearchParams): Record<string, unknown> => {
    try {
        const parsed: unknown = JSON.parse(search.get('filter') ?? '{}');
        return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
        return {};
    }
};

export type ProducerListFilter = ReturnType<typeof readFilter>;

const LIST_PARAMS = ['filter', 'page', 'perPage', 'sort', 'order'];

// In react-admin's list parameters, so the links made before keep working.
export const readListView = (params: URLSearchParams): AddressListView<ProducerListFilter> => {
    const filter = readFilter(filterInSearch(params));
    const field = params.get('sort');
    return {
        filter,
        ...readPaging(params, LIST_PAGE_SIZES),
        sort: field ? { field, order: params.get('order') === 'DESC' ? 'DESC' : 'ASC' } : defaultSortFor(filter),
    };
};

export const writeListView = (current: URLSearchParams, view: AddressListView<ProducerListFilter>) => {
    const next = new URLSearchParams(current);
    for (const name of LIST_PARAMS) next.delete(name);
    next.set('filter', JSON.stringify(view.filter));
    next.set('page', String(view.page));
    next.set('perPage', String(view.perPage));
    next.set('sort', view.sort.field);
    next.set('order', view.sort.order);
    return next;
};

/** Choosing or clearing an agent resets the sort to that case's default, in the same step. */
export const sortAfterFilter = (next: ProducerListFilter, previous: ProducerListFilter, sort: SortPayload) =>
    next.AgentId !== previous.AgentId ? defaultSortFor(next) : sort;
