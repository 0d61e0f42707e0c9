import { useGetList, type UseGetListOptions } from 'react-admin';
import type { DownlineProducer } from './downline';

const WHOLE_DOWNLINE = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'name', order: 'ASC' } } as const;

/**
 * The agency's producers by name (GET .../downlineagents): every list of them shares this one call. A module of
 * its own: a first card names producers with it, and must not bring the downline runs' code along.
 */
export const useDownline = <Producer extends DownlineProducer = DownlineProducer>(
    options: UseGetListOptions<Producer> = {}
) => useGetList<Producer>('producers/downline', WHOLE_DOWNLINE, { staleTime: 5 * 60_000, ...options });
