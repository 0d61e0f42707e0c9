import { useGetList, type Identifier } from 'react-admin';
import type { ContractState } from '../../src/domain/readyToSell';
import type { Contract } from './types';

// The contracts call is not paged.
const ALL = { page: 1, perPage: 10_000 };

export interface ContractStateLookup {
    /** Undefined while loading, or when a list failed. */
    state?: ContractState;
    failed: boolean;
}

// The contract's own answer carries no status, so the lists tell it; the Pending and Terminated lists are the
// list page's and the aging card's calls (and cache entries); a contract in neither is active.
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
