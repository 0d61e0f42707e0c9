import { useCallback } from 'react';
import { config } from '../../src/config';
import { useAddressState } from '../../src/routing/useAddressState';
import type { ContractState } from '../../src/domain/readyToSell';
import type { ContractStatus } from './types';

/** "Recent" only where the deployment enables it. */
export const contractStatusOptions = (): ContractStatus[] =>
    config.recentContractsFilter
        ? ['Active', 'RecentlyActivated', 'Pending', 'Terminated']
        : ['Active', 'Pending', 'Terminated'];

export const DEFAULT_CONTRACT_STATUS: ContractStatus = 'Active';

/** 'All' tells none. */
export const contractStateOf = (status: ContractStatus): ContractState | undefined =>
    status === 'Pending' ? 'pending' : status === 'Terminated' ? 'terminated' : status === 'All' ? undefined : 'active';

export interface ContractListFilters {
    status: ContractStatus;
    /** Applied to the loaded list; '' for none. */
    carrier: string;
}

const readFilters = (params: URLSearchParams): ContractListFilters => ({
    status: contractStatusOptions().find(option => option === params.get('status')) ?? DEFAULT_CONTRACT_STATUS,
    carrier: params.get('carrier')?.trim() ?? '',
});

const writeFilters = (params: URLSearchParams, { status, carrier }: ContractListFilters) => {
    const updated = new URLSearchParams(params);
    updated.set('status', status);
    if (carrier) updated.set('carrier', carrier);
    else updated.delete('carrier');
    return updated;
};

const TYPED = ['carrier'] as const;

// Each status choice is a history step; the carrier's typing pauses replace their own. An unknown or disabled
// status falls back to the default.
export const useContractFilters = () => {
    const { state: filters, update } = useAddressState({ read: readFilters, write: writeFilters, typed: TYPED });
    const setStatus = useCallback((status: ContractStatus) => update(current => ({ ...current, status })), [update]);
    const setCarrier = useCallback(
        (carrier: string | undefined) => update(current => ({ ...current, carrier: carrier ?? '' })),
        [update]
    );
    return { filters, options: contractStatusOptions(), setStatus, setCarrier };
};
