import { useAddressList, type AddressListController } from '../../src/routing/useAddressList';
import { readView, SEARCH_IDS_CORRECTION, writeView } from './listView';
import { readSearch } from './search';
import { DATE_PARAMS, type EnrollmentRow, type EnrollmentSearch } from './types';

/** Typed into: each name's reports while typing, and each date's, are one history step. */
const TYPED_PARAMS = ['first', 'last', ...DATE_PARAMS];

/**
 * The list's controller with the address as its only state (useAddressList): the search in the address's named
 * parameters (first, last, policyTypeId, ... selectedAgentId) and react-admin's page, perPage, sort and order;
 * any search change goes back to page 1.
 */
export const useEnrollmentList = (): AddressListController<EnrollmentRow, EnrollmentSearch> =>
    useAddressList<EnrollmentRow, EnrollmentSearch>({
        resource: 'enrollments',
        read: readView,
        write: writeView,
        readFilter: readSearch,
        typed: TYPED_PARAMS,
        corrects: SEARCH_IDS_CORRECTION,
    });
