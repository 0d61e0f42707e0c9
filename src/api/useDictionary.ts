import { useGetList, type UseGetListOptions } from 'react-admin';
import type { DictionaryRecord } from './dictionaries';

const ALL = { page: 1, perPage: 10_000 };
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/**
 * A dictionary (states, counties, insurers, policy types, products, license types), fetched once and kept
 * for the session: dictionaries do not change while the portal is open.
 */
export const useDictionary = (
    resource: 'states' | 'counties' | 'insurers' | 'policyTypes' | 'products' | 'licenseTypes',
    filter: Record<string, unknown> = {},
    options: UseGetListOptions<DictionaryRecord> = {}
) =>
    useGetList<DictionaryRecord>(
        resource,
        { pagination: ALL, sort: BY_NAME, filter },
        { staleTime: Infinity, gcTime: Infinity, ...options }
    );

/**
 * Where a dictionary an answer is built on stands: on its way for the first time, there, or failed. A retry after
 * a failure counts as failed until it answers, so the answer built without it stays, marked, meanwhile.
 */
export const dictionaryState = (query: { data?: unknown; errorUpdatedAt: number }) =>
    query.data !== undefined ? 'answered' : query.errorUpdatedAt > 0 ? 'failed' : 'pending';
