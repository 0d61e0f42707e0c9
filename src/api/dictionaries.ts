import type { DataProvider, GetListParams, GetManyParams } from 'react-admin';
import { request } from './httpClient';
import { defineArea } from './area';
import type { ApiArea } from './dataProvider';
import { fromDictionary, pageLocally } from './paging';

export interface DictionaryRecord {
    id: string;
    name: string;
    abbreviation?: string;
}

interface StateAnswer {
    Id: number;
    Name: string;
    Abbreviation: string;
}
interface NamedAnswer {
    Id: number;
    Name: string;
}

/** Query names of GET /t/insurers/dictionary (spec part 1 §7). */
export const INSURER_DICTIONARY_FILTERS = [
    'IsActive',
    'ProductsStateId',
    'ProductsCountyId',
    'ProductsPolicyTypeId',
    'AgentContractEffectiveDate',
    'AgentContractsAgentId',
] as const;

export class InsurerFilterWithAgencyError extends Error {
    constructor() {
        super('The insurer list cannot combine a filter with an agency id');
        this.name = 'InsurerFilterWithAgencyError';
    }
}

const named = (rows: NamedAnswer[]): DictionaryRecord[] => rows.map(row => ({ id: String(row.Id), name: row.Name }));

/**
 * Insurers come from one of three calls: all insurers, the dictionary filtered by the spec's parameters,
 * or one agency's insurers. A filter and an agency id together is a caller error.
 */
const fetchInsurers = async (filter: Record<string, unknown>): Promise<DictionaryRecord[]> => {
    const { agencyId, ...rest } = filter;
    const dictionaryQuery = Object.fromEntries(
        INSURER_DICTIONARY_FILTERS.filter(name => rest[name] !== undefined && rest[name] !== '').map(name => [
            name,
            rest[name] as string | number | boolean,
        ])
    );
    const filtered = Object.keys(dictionaryQuery).length > 0;
    if (agencyId !== undefined && filtered) throw new InsurerFilterWithAgencyError();
    if (agencyId !== undefined)
        return named(await request<NamedAnswer[]>(`/t/agencies/${encodeURIComponent(String(agencyId))}/insurers`));
    if (filtered) return fromDictionary(await request('/t/insurers/dictionary', { query: dictionaryQuery }));
    return named(await request<NamedAnswer[]>('/t/insurers'));
};

const fetchers: Record<string, (filter: Record<string, unknown>) => Promise<DictionaryRecord[]>> = {
    states: async () =>
        (await request<StateAnswer[]>('/t/states')).map(state => ({
            id: String(state.Id),
            name: state.Name,
            abbreviation: state.Abbreviation,
        })),
    counties: async ({ stateId }) => {
        if (stateId === undefined || stateId === '') return [];
        return fromDictionary(await request(`/t/counties/${encodeURIComponent(String(stateId))}/dictionary`));
    },
    insurers: fetchInsurers,
    policyTypes: async () => fromDictionary(await request('/t/policytypes/dictionary')),
    products: async ({ InsurerId, PolicyTypeId }) =>
        fromDictionary(
            await request('/t/products/dictionary', {
                query: { InsurerId: InsurerId as string | undefined, PolicyTypeId: PolicyTypeId as string | undefined },
            })
        ),
    licenseTypes: async () => named(await request<NamedAnswer[]>('/t/licenseTypes')),
};

export const dictionariesArea: ApiArea = {
    resources: Object.keys(fetchers),
    provider: defineArea('dictionaries', {
        getList: (async (resource: string, params: GetListParams) => {
            const rows = await fetchers[resource](params.filter ?? {});
            return pageLocally(rows, params);
        }) as DataProvider['getList'],
        getMany: (async (resource: string, params: GetManyParams) => {
            const wanted = new Set(params.ids.map(String));
            const rows = await fetchers[resource](params.meta?.filter ?? {});
            return { data: rows.filter(row => wanted.has(row.id)) };
        }) as DataProvider['getMany'],
    }),
};
