import type { SortPayload } from 'react-admin';
import type { PortalType } from '../../src/portal/types';
import {
    DATE_PARAMS,
    DEFAULT_SORT,
    LIST_PAGE_SIZES,
    SEARCH_PARAMS,
    SORTABLE_COLUMNS,
    type EnrollmentSearch,
    type SearchParam,
} from './types';

/** Today as `YYYY-MM-DD` in the user's own calendar (a date filter's maximum, spec part 2 §5). */
export const today = (now = new Date()) =>
    `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const ID_PARAMS = new Set<SearchParam>([
    'policyTypeId',
    'insurerId',
    'stateId',
    'countyId',
    'termReasonId',
    'selectedAgentId',
]);
const DATES = new Set<SearchParam>(DATE_PARAMS);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const clean = (name: SearchParam, raw: unknown): string | undefined => {
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return undefined;
    const value = String(raw).trim();
    if (value === '') return undefined;
    if (name === 'activeOnly') return value === 'true' ? 'true' : undefined;
    if (ID_PARAMS.has(name)) return /^[\w-]{1,40}$/.test(value) ? value : undefined;
    if (DATES.has(name)) {
        if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return undefined;
        // No later than today (spec part 2 §5): a later date in an old link counts as today.
        return value > today() ? today() : value;
    }
    return value.slice(0, 100);
};

/**
 * The search's known values only (from the address or a caller), so a hand-edited address never sends junk:
 * ids as they are, dates as `YYYY-MM-DD` no later than today, activeOnly only when 'true', names trimmed. A
 * county without its state means nothing and is dropped.
 */
export const readSearch = (values: Record<string, unknown> | URLSearchParams | undefined): EnrollmentSearch => {
    const get = (name: string) => (values instanceof URLSearchParams ? values.get(name) : values?.[name]);
    const search: EnrollmentSearch = {};
    for (const name of SEARCH_PARAMS) {
        const value = clean(name, get(name));
        if (value !== undefined) search[name] = value;
    }
    if (!search.stateId) delete search.countyId;
    return search;
};

/** The search in the API's filter names (spec part 2 §3 "Enrollment search filter"); AgentId for agencies only. */
export const toWireFilter = (search: EnrollmentSearch, portalType: PortalType) => ({
    CustomerFirstName: search.first,
    CustomerLastName: search.last,
    PolicyTypeId: search.policyTypeId,
    InsurerId: search.insurerId,
    CustomerStateId: search.stateId,
    CustomerCountyId: search.countyId,
    TermReasonId: search.termReasonId,
    ActiveOnly: search.activeOnly === 'true' ? true : undefined,
    BeginningEffectiveDate: search.effDateStart,
    EndingEffectiveDate: search.effDateEnd,
    BeginningFmoReceivedDate: search.appDateStart,
    EndingFmoReceivedDate: search.appDateEnd,
    BeginningAgentReceivedAppDate: search.agentDateStart,
    EndingAgentReceivedAppDate: search.agentDateEnd,
    AgentId: portalType === 'agency' ? search.selectedAgentId : undefined,
});

export interface ListView {
    search: EnrollmentSearch;
    page: number;
    perPage: number;
    sort: SortPayload;
}

const positive = (value: string | null, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 ? number : fallback;
};

/**
 * The whole list view from the address: the search in the spec's names, and react-admin's `page`,
 * `perPage`, `sort` and `order` (unknown values fall back to the defaults).
 */
export const readView = (params: URLSearchParams): ListView => {
    const perPage = positive(params.get('perPage'), LIST_PAGE_SIZES[0]);
    const field = params.get('sort');
    const order = params.get('order');
    return {
        search: readSearch(params),
        page: positive(params.get('page'), 1),
        perPage: LIST_PAGE_SIZES.includes(perPage) ? perPage : LIST_PAGE_SIZES[0],
        sort:
            field && (SORTABLE_COLUMNS as readonly string[]).includes(field)
                ? { field, order: order === 'DESC' ? 'DESC' : 'ASC' }
                : DEFAULT_SORT,
    };
};

/**
 * The view as address parameters: defaults are left out so the plain address stays plain; parameters that
 * are not the list's (the portal's agentId/agencyId) are kept as they are.
 */
export const writeView = (current: URLSearchParams, view: ListView): URLSearchParams => {
    const next = new URLSearchParams(current);
    for (const name of [...SEARCH_PARAMS, 'page', 'perPage', 'sort', 'order']) next.delete(name);
    for (const name of SEARCH_PARAMS) {
        const value = view.search[name];
        if (value) next.set(name, value);
    }
    if (view.page !== 1) next.set('page', String(view.page));
    if (view.perPage !== LIST_PAGE_SIZES[0]) next.set('perPage', String(view.perPage));
    if (view.sort.field !== DEFAULT_SORT.field || view.sort.order !== DEFAULT_SORT.order) {
        next.set('sort', view.sort.field);
        next.set('order', view.sort.order);
    }
    return next;
};
