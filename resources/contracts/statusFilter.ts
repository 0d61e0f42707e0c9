import { useCallback } from 'react';
import { config } from '../../src/config';
import { useAddressState } from '../../src/routing/useAddressState';
import type { ContractStatus } from './types';

/** The status buttons of the list, in order; "Recent" only where the deployment enables it. */
export const contractStatusOptions = (): ContractStatus[] =>
    config.recentContractsFilter
        ? ['Active', 'RecentlyActivated', 'Pending', 'Terminated']
        : ['Active', 'Pending', 'Terminated'];

export const DEFAULT_CONTRACT_STATUS: ContractStatus = 'Active';

const readStatus = (params: URLSearchParams): ContractStatus =>
    contractStatusOptions().find(option => option === params.get('status')) ?? DEFAULT_CONTRACT_STATUS;

const writeStatus = (params: URLSearchParams, status: ContractStatus) => {
    const updated = new URLSearchParams(params);
    updated.set('status', status);
    return updated;
};

/**
 * The list's status, kept in the address (`?status=Pending`) so a reload or a shared link shows the same
 * list, and each choice is a history step (Back returns to the previous status). An unknown or disabled
 * value falls back to the default.
 */
export const useContractStatus = () => {
    const { state: status, update } = useAddressState({ read: readStatus, write: writeStatus });
    const setStatus = useCallback((next: ContractStatus) => update(() => next), [update]);
    return { status, options: contractStatusOptions(), setStatus };
};
