import { useState } from 'react';
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
 * Where a dictionary an answer is built on stands for this screen: on its way, there, or failed. A retry of a
 * failure the screen showed counts as failed until it answers, so the answer built without the dictionary stays,
 * marked, meanwhile; a screen opened after a failure waits for its own try.
 */
export const useDictionaryState = (query: { data?: unknown; isError: boolean; isFetching: boolean }) => {
    const [failedHere, setFailedHere] = useState(false);
    if (query.isError && !failedHere) setFailedHere(true);
    if (query.data !== undefined) return 'answered';
    return query.isError || (failedHere && query.isFetching) ? 'failed' : 'pending';
};
