import { useAddressList, type AddressListController } from '../../src/routing/useAddressList';
import { readView, SEARCH_IDS_CORRECTION, writeView } from './listView';
import { readSearch } from './search';
import { DATE_PARAMS, type EnrollmentRow, type EnrollmentSearch } from './types';

// Each name's reports while typing are one history step.
const TYPED_PARAMS = ['first', 'last', ...DATE_PARAMS];

export const useEnrollmentList = (): AddressListController<EnrollmentRow, EnrollmentSearch> =>
    useAddressList<EnrollmentRow, EnrollmentSearch>({
        resource: 'enrollments',
        read: readView,
        write: writeView,
        readFilter: readSearch,
        typed: TYPED_PARAMS,
        corrects: SEARCH_IDS_CORRECTION,
    });
