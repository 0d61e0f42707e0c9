import { readFilterDate } from '../../src/components/filterDates';
import type { PortalType } from '../../src/portal/types';
import { DATE_PARAMS, SEARCH_PARAMS, type EnrollmentSearch, type SearchParam } from './types';

export const ID_SEARCH_PARAMS = [
    'policyTypeId',
    'insurerId',
    'stateId',
    'countyId',
    'termReasonId',
    'selectedAgentId',
] as const satisfies readonly SearchParam[];
const ID_PARAMS = new Set<SearchParam>(ID_SEARCH_PARAMS);
const DATES = new Set<SearchParam>(DATE_PARAMS);

const clean = (name: SearchParam, raw: unknown): string | undefined => {
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return undefined;
    const value = String(raw).trim();
    if (value === '') return undefined;
    if (name === 'activeOnly') return value === 'true' ? 'true' : undefined;
    // The API's ids are numbers: anything else (a hand-edited `stateId=abc`) is no choice the filter offers.
    if (ID_PARAMS.has(name)) return /^\d{1,18}$/.test(value) ? value : undefined;
    if (DATES.has(name)) return readFilterDate(value);
    return value.slice(0, 100);
};

// A hand-edited address never sends junk; a county without its state means nothing and is dropped.
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
