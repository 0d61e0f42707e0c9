import { useFormatters } from '../../src/components/formatting';
import { ResponsiveTable, type TableColumn } from '../../src/components/listTable';
import { ProducerLink } from '../../src/components/ProducerLink';
import { useListContext } from 'react-admin';
import { PendingAgeNote } from '../../src/components/PendingAgeNote';
import { RtsCell } from '../../src/components/RtsState';
import { pendingAge } from '../../src/domain/pendingAge';
import { rtsIndicator, type ContractState } from '../../src/domain/readyToSell';
import { rtsYears } from './rts';
import type { DownlineContract } from './types';

const field = (name: string) => `resources.producers.fields.${name}`;

const policyTypesText = (row: DownlineContract) => (row.policy_types ?? []).map(type => type.Abbreviation).join(', ');

export interface ContractRowsTableProps {
    pageSizes: number[];
    /** A producer's own table leaves it out. */
    showAgent?: boolean;
}

// On a laptop the columns an agency comes for stay in view: the upline rides under the agent, the end date under
// the start date. 'All' gives the rows no status: they carry none of their own.
const STATE_OF_FILTER: Record<string, ContractState | undefined> = {
    Active: 'active',
    RecentlyActivated: 'active',
    Pending: 'pending',
    Terminated: 'terminated',
};

/** With how long it has waited: the wait to follow up on. */
const StartDate = ({ row, pending }: { row: DownlineContract; pending: boolean }) => {
    const { date } = useFormatters();
    const age = pending ? pendingAge(row.start_date) : undefined;
    return (
        <>
            {date(row.start_date)}
            {age && <PendingAgeNote age={age} />}
        </>
    );
};

export const ContractRowsTable = ({ pageSizes, showAgent = false }: ContractRowsTableProps) => {
    const { date } = useFormatters();
    const { filterValues } = useListContext<DownlineContract>();
    const status = STATE_OF_FILTER[String((filterValues as { Status?: unknown } | undefined)?.Status)];
    const columns: Array<TableColumn<DownlineContract> | false> = [
        showAgent && {
            source: 'agent_name',
            label: field('agent_name'),
            render: row => <ProducerLink agentId={row.agent_id} name={row.agent_name} />,
        },
        showAgent && { source: 'upline_agency', label: field('upline_agency'), under: 'agent_name' },
        { source: 'insurer_name', label: field('insurer_name') },
        { source: 'policy_types', label: field('policy_types'), render: policyTypesText },
        { source: 'writing_number', label: field('writing_number'), noWrap: true },
        // Without the agent column (a producer's own contracts) the upline has room of its own.
        !showAgent && { source: 'upline_agency', label: field('upline_agency') },
        {
            source: 'start_date',
            label: field('start_date'),
            noWrap: status !== 'pending',
            render: row => <StartDate row={row} pending={status === 'pending'} />,
        },
        {
            source: 'end_date',
            label: field('end_date'),
            noWrap: true,
            under: 'start_date',
            render: row => date(row.end_date),
        },
        ...rtsYears().columns.map((year): TableColumn<DownlineContract> => ({
            source: `rts_${year}`,
            label: field('rts'),
            labelArgs: { year },
            sortable: false,
            render: row => <RtsCell state={rtsIndicator(row.contract_certifications, year, status)} />,
        })),
        { source: 'policy_count', label: field('policy_count'), numeric: true },
    ];
    return (
        <ResponsiveTable<DownlineContract>
            columns={columns}
            label="resources.producers.list.table"
            pageSizes={pageSizes}
            emptyMessage="resources.producers.messages.noneFound"
            errorMessage="resources.producers.messages.loadError"
        />
    );
};
