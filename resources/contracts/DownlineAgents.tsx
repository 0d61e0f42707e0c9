import { useMemo } from 'react';
import { Box } from '@mui/material';
import { ProducerLink } from '../../src/components/ProducerLink';
import {
    DataTable,
    ListContextProvider,
    Pagination,
    useListController,
    useTranslate,
    type Identifier,
} from 'react-admin';
import { useFormatters } from '../../src/components/formatting';
import { EmptyState, ErrorState } from '../../src/components/States';
import { SectionCard } from '../../src/components/SectionCard';
import type { DownlineAgent } from './types';

/** Page sizes of the downline agents on a contract (spec part 1 §9). */
export const DOWNLINE_PAGE_SIZES = [15, 25, 50];
const BY_AGENT_NAME = { field: 'AgentName', order: 'ASC' } as const;

/**
 * The active downline agents on an agency contract: a server-paged, server-sorted table (react-admin's
 * list machinery on the `contractDownlines` resource). The agent's name opens the producer's detail.
 */
export const DownlineAgents = ({ contractId }: { contractId: Identifier }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const filter = useMemo(() => ({ contractId, status: 'Active' }), [contractId]);
    const list = useListController<DownlineAgent>({
        resource: 'contractDownlines',
        filter,
        perPage: DOWNLINE_PAGE_SIZES[0],
        sort: BY_AGENT_NAME,
        // Paging and sort belong to this card, not to the page's address or the next visit.
        disableSyncWithLocation: true,
        storeKey: false,
    });
    const label = (field: string) => translate(`resources.contracts.downlines.${field}`);
    return (
        <SectionCard title="resources.contracts.detail.downlines">
            <ListContextProvider value={list}>
                {list.error ? (
                    <ErrorState message="common.dictionaries.agentsError" />
                ) : (
                    <>
                        {/* On a phone the table keeps its columns and scrolls sideways rather than squeezing them. */}
                        <Box sx={{ overflowX: 'auto', '& th, & td': { whiteSpace: 'nowrap' } }}>
                            <DataTable
                                bulkActionButtons={false}
                                rowClick={false}
                                size="small"
                                empty={<EmptyState message="resources.contracts.downlines.noneFound" />}
                                aria-label={translate('resources.contracts.detail.downlines')}
                            >
                                <DataTable.Col
                                    source="AgentName"
                                    label={label('AgentName')}
                                    render={agent => <ProducerLink agentId={agent.AgentId} name={agent.AgentName} />}
                                />
                                <DataTable.Col source="UplineAgency" label={label('UplineAgency')} />
                                <DataTable.Col source="WritingNumber" label={label('WritingNumber')} />
                                <DataTable.Col
                                    source="StartDate"
                                    label={label('StartDate')}
                                    render={agent => date(agent.StartDate)}
                                />
                                <DataTable.NumberCol source="PolicyCount" label={label('PolicyCount')} />
                            </DataTable>
                        </Box>
                        {(list.total ?? 0) > 0 && <Pagination rowsPerPageOptions={DOWNLINE_PAGE_SIZES} />}
                    </>
                )}
            </ListContextProvider>
        </SectionCard>
    );
};
