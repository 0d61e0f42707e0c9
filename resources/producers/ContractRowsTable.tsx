import { Box } from '@mui/material';
import { ProducerLink } from '../../src/components/ProducerLink';
import { DataTable, Pagination, useListContext, useTranslate } from 'react-admin';
import { useFormatters } from '../../src/components/formatting';
import { EmptyState, ErrorState } from '../../src/components/States';
import { planYearRts, rtsYears } from './rts';
import { RtsCell } from '../../src/components/RtsState';
import type { DownlineContract } from './types';

const field = (name: string) => `resources.producers.fields.${name}`;

const policyTypesText = (row: DownlineContract) => (row.policy_types ?? []).map(type => type.Abbreviation).join(', ');

/** Query options of the lists this table shows: a failure is told by the table's own error text, not a raw toast. */
export const INLINE_ERRORS = { onError: () => undefined };

export interface ContractRowsTableProps {
    pageSizes: number[];
    /** The agent column, a link to the producer (the list; a producer's own table leaves it out). */
    showAgent?: boolean;
}

/**
 * Downline contract rows of the surrounding list context: a server-paged, server-sorted table. On a phone
 * it keeps its columns and scrolls sideways inside its own region rather than widening the page.
 */
export const ContractRowsTable = ({ pageSizes, showAgent = false }: ContractRowsTableProps) => {
    const translate = useTranslate();
    const label = translate('resources.producers.list.table');
    const { date } = useFormatters();
    const { error, total } = useListContext<DownlineContract>();
    if (error) return <ErrorState message="resources.producers.messages.loadError" />;
    return (
        <>
            <Box
                role="region"
                aria-label={label}
                tabIndex={0}
                // Zero width and a full minimum: the table's width never widens the page, only this region scrolls.
                sx={{
                    width: 0,
                    minWidth: '100%',
                    overflowX: 'auto',
                    '& th, & td': { whiteSpace: 'nowrap' },
                }}
            >
                <DataTable<DownlineContract>
                    bulkActionButtons={false}
                    rowClick={false}
                    size="small"
                    empty={<EmptyState message="resources.producers.messages.noneFound" />}
                    aria-label={label}
                >
                    {showAgent && (
                        <DataTable.Col
                            source="agent_name"
                            label={field('agent_name')}
                            render={row => <ProducerLink agentId={row.agent_id} name={row.agent_name} />}
                        />
                    )}
                    <DataTable.Col source="insurer_name" label={field('insurer_name')} />
                    <DataTable.Col source="policy_types" label={field('policy_types')} render={policyTypesText} />
                    <DataTable.Col source="writing_number" label={field('writing_number')} />
                    <DataTable.Col source="upline_agency" label={field('upline_agency')} />
                    <DataTable.Col
                        source="start_date"
                        label={field('start_date')}
                        render={row => date(row.start_date)}
                    />
                    <DataTable.Col source="end_date" label={field('end_date')} render={row => date(row.end_date)} />
                    {rtsYears().columns.map(year => (
                        <DataTable.Col
                            key={year}
                            label={translate(field('rts'), { year })}
                            disableSort
                            render={row => <RtsCell value={planYearRts(row.contract_certifications, year)} />}
                        />
                    ))}
                    <DataTable.NumberCol source="policy_count" label={field('policy_count')} />
                </DataTable>
            </Box>
            {(total ?? 0) > 0 && <Pagination rowsPerPageOptions={pageSizes} />}
        </>
    );
};
