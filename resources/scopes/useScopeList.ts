import { INLINE_ERRORS } from '../../src/components/listTable';
import { useAddressList, type AddressListController } from '../../src/routing/useAddressList';
import { readFilter, readView, writeView } from './filters';
import { FILTER_KEYS, type Soa, type SoaFilter } from './types';

// Each field's reports while typing are one history step.
const TYPED_PARAMS: readonly string[] = FILTER_KEYS;

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
