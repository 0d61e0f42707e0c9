import { useMemo } from 'react';
import { ProducerLink } from '../../src/components/ProducerLink';
import { ListContextProvider, useListController, type Identifier } from 'react-admin';
import { useFormatters } from '../../src/components/formatting';
import { ResponsiveTable } from '../../src/components/listTable';
import { SectionCard } from '../../src/components/SectionCard';
import type { DownlineAgent } from './types';

export const DOWNLINE_PAGE_SIZES = [15, 25, 50];
const BY_AGENT_NAME = { field: 'AgentName', order: 'ASC' } as const;

export const DownlineAgents = ({ contractId }: { contractId: Identifier }) => {
    const { date } = useFormatters();
    const filter = useMemo(() => ({ contractId, status: 'Active' }), [contractId]);
    const list = useListController<DownlineAgent>({
        resource: 'contracts/downlines',
        filter,
        perPage: DOWNLINE_PAGE_SIZES[0],
        sort: BY_AGENT_NAME,
        // Paging and sort belong to this card, not to the page's address or the next visit.
        disableSyncWithLocation: true,
        storeKey: false,
    });
    const field = (name: string) => `resources.contracts.downlines.${name}`;
    return (
        <SectionCard title="resources.contracts.detail.downlines">
            <ListContextProvider value={list}>
                <ResponsiveTable<DownlineAgent>
                    label="resources.contracts.detail.downlines"
                    pageSizes={DOWNLINE_PAGE_SIZES}
                    emptyMessage="resources.contracts.downlines.noneFound"
                    errorMessage="common.dictionaries.agentsError"
                    columns={[
                        {
                            source: 'AgentName',
                            label: field('AgentName'),
                            render: agent => <ProducerLink agentId={agent.AgentId} name={agent.AgentName} />,
                        },
                        { source: 'UplineAgency', label: field('UplineAgency') },
                        { source: 'WritingNumber', label: field('WritingNumber'), noWrap: true },
                        {
                            source: 'StartDate',
                            label: field('StartDate'),
                            noWrap: true,
                            render: agent => date(agent.StartDate),
                        },
                        { source: 'PolicyCount', label: field('PolicyCount'), numeric: true },
                    ]}
                />
            </ListContextProvider>
        </SectionCard>
    );
};
