import { queryOptions } from '@tanstack/react-query';
import type { DataProvider, Identifier } from 'react-admin';
import { wasCapped } from './downline';
import type { ContractCertification, PolicyTypeRef } from './wire';

/**
 * The portal's own contracts of one status, as the views beside the contracts list read them (the dashboard's
 * aging card, the expiry forecast, renewals at risk): the contracts area's `contracts` list through the one data
 * provider, whole (the call is not paged), under one key per status in the portal's cache, so a page or the
 * dashboard asks each list once whichever of them shows it.
 */

/** What these views read of a contract (the contracts area's records carry more). */
export interface PortalContract {
    id: Identifier;
    Insurer: string;
    StartDate: string;
    PolicyTypes?: PolicyTypeRef[] | null;
    ContractCertifications?: ContractCertification[] | null;
}

export type PortalContractStatus = 'Active' | 'Pending' | 'Terminated';

const ALL = { page: 1, perPage: 10_000 };

export const portalContractsQuery = (api: Pick<DataProvider, 'getList'>, status: PortalContractStatus) =>
    queryOptions({
        queryKey: ['portalContracts', status],
        queryFn: async ({ signal }) => {
            const answer = await api.getList<PortalContract>('contracts', {
                pagination: ALL,
                sort: { field: 'id', order: 'ASC' },
                filter: { status },
                signal,
            });
            return { list: answer.data, capped: wasCapped(answer) };
        },
    });
