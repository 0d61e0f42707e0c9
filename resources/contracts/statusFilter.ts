import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { config } from '../../src/config';
import type { ContractStatus } from './types';

/** The status buttons of the list, in order; "Recent" only where the deployment enables it. */
export const contractStatusOptions = (): ContractStatus[] =>
    config.recentContractsFilter
        ? ['Active', 'RecentlyActivated', 'Pending', 'Terminated']
        : ['Active', 'Pending', 'Terminated'];

export const DEFAULT_CONTRACT_STATUS: ContractStatus = 'Active';

/**
 * The list's status, kept in the address (`?status=Pending`) so a reload or a shared link shows the same
 * list. An unknown or disabled value falls back to the default.
 */
export const useContractStatus = () => {
    const [params, setParams] = useSearchParams();
    const options = contractStatusOptions();
    const requested = params.get('status');
    const status = options.find(option => option === requested) ?? DEFAULT_CONTRACT_STATUS;
    const setStatus = useCallback(
        (next: ContractStatus) =>
            setParams(
                current => {
                    const updated = new URLSearchParams(current);
                    updated.set('status', next);
                    return updated;
                },
                { replace: true }
            ),
        [setParams]
    );
    return { status, options, setStatus };
};
