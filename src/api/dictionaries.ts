import type { GetListParams, GetManyParams } from 'react-admin';
import { request } from './httpClient';
import { defineSessionApiArea } from './dataProvider';
import { fromDictionary, pageLocally } from './paging';
import { dictionarySchema, INSURER_DICTIONARY_FILTERS, namedListSchema, stateListSchema } from './wire';

export interface DictionaryRecord {
    id: string;
    name: string;
    abbreviation?: string;
}

export { INSURER_DICTIONARY_FILTERS };

export class InsurerFilterWithAgencyError extends Error {
    constructor() {
        super('The insurer list cannot combine a filter with an agency id');
        this.name = 'InsurerFilterWithAgencyError';
    }
}

const byName = (a: DictionaryRecord, b: DictionaryRecord) => a.name.localeCompare(b.name);

const named = async (path: string): Promise<DictionaryRecord[]> =>
    (await request(path, { schema: namedListSchema }))
        .map(row => ({ id: String(row.Id), name: row.Name }))
        .sort(byName);

const dictionary = async (path: string, query?: Record<string, string | number | boolean | undefined>) =>
    fromDictionary(await request(path, { query, schema: dictionarySchema }));

/** A filter and an agency id together is a caller error. Alphabetical: people look for a carrier by name. */
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
    if (agencyId !== undefined) return named(`/t/agencies/${encodeURIComponent(String(agencyId))}/insurers`);
    if (filtered) return dictionary('/t/insurers/dictionary', dictionaryQuery);
    return named('/t/insurers');
};

const fetchers: Record<string, (filter: Record<string, unknown>) => Promise<DictionaryRecord[]>> = {
    states: async () =>
        (await request('/t/states', { schema: stateListSchema })).map(state => ({
            id: String(state.Id),
            name: state.Name,
            abbreviation: state.Abbreviation,
        })),
    counties: async ({ stateId }) => {
        if (stateId === undefined || stateId === '') return [];
        return dictionary(`/t/counties/${encodeURIComponent(String(stateId))}/dictionary`);
    },
    insurers: fetchInsurers,
    policyTypes: () => dictionary('/t/policytypes/dictionary'),
    products: ({ InsurerId, PolicyTypeId }) =>
        dictionary('/t/products/dictionary', {
            InsurerId: InsurerId as string | undefined,
            PolicyTypeId: PolicyTypeId as string | undefined,
        }),
    licenseTypes: () => named('/t/licenseTypes'),
};

const dictionaryResource = (fetch: (filter: Record<string, unknown>) => Promise<DictionaryRecord[]>) => ({
    getList: async (params: GetListParams) => pageLocally(await fetch(params.filter ?? {}), params),
    getMany: async (params: GetManyParams) => {
        const wanted = new Set(params.ids.map(String));
        return { data: (await fetch(params.meta?.filter ?? {})).filter(row => wanted.has(row.id)) };
    },
});

export const dictionariesArea = defineSessionApiArea('dictionaries', {
    resources: Object.fromEntries(Object.entries(fetchers).map(([name, fetch]) => [name, dictionaryResource(fetch)])),
});
