import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ListContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { useFormatters } from '../../../src/components/formatting';
import { ProducerLink } from '../../../src/components/ProducerLink';
import {
    ResponsiveTable,
    ROWS_AT_HAND,
    useWholeListContext,
    type TableColumn,
} from '../../../src/components/listTable';
import type { Rate, RateGroup } from './rules';

export const D = 'resources.disenrollments';

export const RateValue = ({ rate }: { rate: Rate }) => {
    const translate = useTranslate();
    const { percent } = useFormatters();
    return (
        <>
            <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {rate.rate === undefined ? '—' : percent(rate.rate)}
            </Box>
            {rate.few && (
                <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', whiteSpace: 'nowrap' }}
                >
                    {translate(`${D}.few`)}
                </Typography>
            )}
        </>
    );
};

type GroupRecord = RateGroup & { id: string };

export const useAllRows = <R extends RaRecord>(resource: string, rows: R[]) =>
    useWholeListContext<R>({
        resource,
        query: ROWS_AT_HAND,
        rows,
        page: 1,
        perPage: rows.length || 1,
        sort: AS_GIVEN,
        filterValues: {},
        setPage: () => undefined,
        setSort: () => undefined,
    });

const AS_GIVEN = { field: 'id', order: 'ASC' } as const;
const FIRST_ROWS = 10;

// The counts sit beside each rate, so one case in two is not read as 50% without its size.
const RateTable = ({ groups, by }: { groups: RateGroup[]; by: 'carrier' | 'producer' }) => {
    const records: GroupRecord[] = groups.map(group => ({ ...group, id: group.key }));
    const context = useAllRows(`disenrollments-${by}`, records);
    const columns: Array<TableColumn<GroupRecord>> = [
        {
            source: 'name',
            label: `${D}.columns.${by}`,
            sortable: false,
            render: row =>
                by === 'producer' && row.key ? <ProducerLink agentId={row.key} name={row.name} /> : row.name,
        },
        {
            source: 'rate',
            label: `${D}.columns.rate`,
            sortable: false,
            numeric: true,
            render: row => <RateValue rate={row} />,
        },
        { source: 'rapid', label: `${D}.columns.rapid`, sortable: false, numeric: true },
        { source: 'effective', label: `${D}.columns.effective`, sortable: false, numeric: true },
    ];
    return (
        <ListContextProvider value={context}>
            <ResponsiveTable<GroupRecord>
                columns={columns}
                label={by === 'carrier' ? `${D}.byCarrier` : `${D}.byProducer`}
                pageSizes={[records.length || 1]}
                pagination={false}
                emptyMessage={`${D}.noRapid`}
                errorMessage={`${D}.loadError`}
                stickyHeader={records.length > 15}
            />
        </ListContextProvider>
    );
};

const RateSection = ({ groups, by }: { groups: RateGroup[]; by: 'carrier' | 'producer' }) => {
    const translate = useTranslate();
    const [all, setAll] = useState(false);
    const title = translate(by === 'carrier' ? `${D}.byCarrier` : `${D}.byProducer`);
    return (
        <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                {title}
            </Typography>
            <RateTable groups={all ? groups : groups.slice(0, FIRST_ROWS)} by={by} />
            {groups.length > FIRST_ROWS && (
                <Button size="small" sx={{ mt: 1 }} onClick={() => setAll(shown => !shown)}>
                    {all
                        ? translate(`${D}.showFewer`, { smart_count: FIRST_ROWS })
                        : translate(by === 'carrier' ? `${D}.showAllCarriers` : `${D}.showAllProducers`, {
                              smart_count: groups.length,
                          })}
                </Button>
            )}
        </Box>
    );
};

export const RateTables = ({ byCarrier, byProducer }: { byCarrier: RateGroup[]; byProducer?: RateGroup[] }) => (
    <Box
        sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                lg: byProducer ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
            },
        }}
    >
        <RateSection groups={byCarrier} by="carrier" />
        {byProducer && <RateSection groups={byProducer} by="producer" />}
    </Box>
);
