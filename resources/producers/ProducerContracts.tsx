import { useMemo } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/PostAdd';
import { ListContextProvider, useListController, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { INLINE_ERRORS } from '../../src/components/listTable';
import { ContractRowsTable } from './ContractRowsTable';
import { SectionCard } from '../../src/components/SectionCard';
import { BY_INSURER_NAME, DETAIL_PAGE_SIZES, type DownlineContract } from './types';

/** Every status (the end date shows which ended). Paging and sort belong to this card, not the address. */
export const ProducerContracts = ({ agentId, agentName }: { agentId: Identifier; agentName: string }) => {
    const translate = useTranslate();
    const filter = useMemo(() => ({ Status: 'All', AgentId: String(agentId) }), [agentId]);
    const list = useListController<DownlineContract>({
        resource: 'producers/contracts',
        filter,
        perPage: DETAIL_PAGE_SIZES[0],
        sort: BY_INSURER_NAME,
        disableSyncWithLocation: true,
        storeKey: false,
        queryOptions: INLINE_ERRORS,
    });
    const request = new URLSearchParams({ forAgentId: String(agentId), forAgentName: agentName });
    return (
        <SectionCard
            title="resources.producers.detail.contracts"
            actions={
                <Button
                    component={RouterLink}
                    to={`/contracts/downlinerequest?${request.toString()}`}
                    variant="contained"
                    startIcon={<AddIcon />}
                >
                    {translate('resources.producers.detail.addContracts')}
                </Button>
            }
        >
            <ListContextProvider value={list}>
                <ContractRowsTable pageSizes={DETAIL_PAGE_SIZES} />
            </ListContextProvider>
        </SectionCard>
    );
};
