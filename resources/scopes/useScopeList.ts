import { useAddressList, type AddressListController } from '../../src/routing/useAddressList';
import { readFilter, readView, writeView } from './filters';
import { FILTER_KEYS, type Soa, type SoaFilter } from './types';

/** Typed into: each name's, the email's and each date's reports while typing are one history step. */
const TYPED_PARAMS: readonly string[] = FILTER_KEYS;

/** A failure is the table's own text, not a toast. */
const INLINE_ERRORS = { onError: () => undefined };

/**
 * The SOA list's controller with the address as its only state (useAddressList), as the enrollments list's:
 * the filter under its address names (firstName, lastName, email, from, to) and `page`/`perPage`; the sort is
 * the one the call names.
 */
export const useScopeList = (): AddressListController<Soa, SoaFilter> =>
    useAddressList<Soa, SoaFilter>({
        resource: 'scopes',
        read: readView,
        write: writeView,
        readFilter,
        typed: TYPED_PARAMS,
        sortable: false,
        queryOptions: INLINE_ERRORS,
    });
