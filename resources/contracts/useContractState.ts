import { useGetList, type Identifier } from 'react-admin';
import type { ContractState } from '../../src/domain/readyToSell';
import type { Contract } from './types';

/** The contracts call is not paged: a status's whole list, as the list page and the dashboard card load it. */
const ALL = { page: 1, perPage: 10_000 };

export interface ContractStateLookup {
    /** Undefined while it is not known (loading, or a list failed). */
    state?: ContractState;
    failed: boolean;
}

/**
 * A contract's status for its detail page: the contract's own answer carries none, so it is the list that
 * returns it, as everywhere else. The Pending and Terminated lists are the same calls (and cache entries) as
 * the list page's filters and the dashboard's aging card, so coming from either asks nothing again; a contract
 * in neither is active. `enabled` false (a contract without certifications) asks nothing.
 */
export const useContractState = (id: Identifier | undefined, enabled: boolean): ContractStateLookup => {
    const options = { enabled: enabled && id !== undefined };
    const pending = useGetList<Contract>('contracts', { filter: { status: 'Pending' }, pagination: ALL }, options);
    const terminated = useGetList<Contract>(
        'contracts',
        { filter: { status: 'Terminated' }, pagination: ALL },
        options
    );
    const has = (list: Contract[] | undefined) => list?.some(contract => String(contract.id) === String(id));
    if (has(pending.data)) return { state: 'pending', failed: false };
    if (has(terminated.data)) return { state: 'terminated', failed: false };
    if (pending.error || terminated.error) return { failed: true };
    return { state: pending.data && terminated.data ? 'active' : undefined, failed: false };
};
