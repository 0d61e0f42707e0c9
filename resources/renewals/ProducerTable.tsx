import { ListContextProvider, useTranslate } from 'react-admin';
import { Money } from '../../src/components/Money';
import { ResponsiveTable, ROWS_AT_HAND, useWholeListContext, type TableColumn } from '../../src/components/listTable';
import { ProducerLink } from '../../src/components/ProducerLink';
import { FixLink, fixForAction, useThingText } from '../../src/components/readinessFixes';
import type { ProducerRenewals } from './rules';
import type { Renewals } from './useRenewals';
import { audienceOf } from './RenewalFixList';
import { text } from './texts';
import { useTablePage } from './tablePage';

const PAGE_SIZES = [10];
const BY_AT_RISK = { field: 'atRisk', order: 'DESC' } as const;
const NO_FILTER = {};

type ProducerRow = ProducerRenewals & { id: string };

const FirstFix = ({
    row,
    planYear,
    stateName,
}: {
    row: ProducerRow;
    planYear: number;
    stateName: (state: string) => string;
}) => {
    const translate = useTranslate();
    const thingText = useThingText(planYear, stateName);
    if (!row.firstFix) return <>{translate(text('producers.nothingToFix'))}</>;
    return (
        <>
            {thingText(row.firstFix)}
            {' · '}
            <FixLink fix={fixForAction(row.firstFix.action, audienceOf(row.firstFix))} />
        </>
    );
};

export const ProducerTable = ({
    producers,
    producerName,
    estimated,
    planYear,
    stateName,
}: {
    producers: ProducerRenewals[];
    producerName: Renewals['producerName'];
    estimated: boolean;
    planYear: number;
    stateName: (state: string) => string;
}) => {
    const { page, setPage } = useTablePage('producersPage');
    const rows = producers.map((entry): ProducerRow => ({ ...entry, id: entry.producer.id }));
    const context = useWholeListContext<ProducerRow>({
        resource: 'renewals',
        query: ROWS_AT_HAND,
        rows,
        page,
        perPage: PAGE_SIZES[0],
        sort: BY_AT_RISK,
        filterValues: NO_FILTER,
        setPage,
        setSort: () => undefined,
    });
    const columns: Array<TableColumn<ProducerRow> | false> = [
        {
            source: 'producer',
            label: text('producers.columns.producer'),
            sortable: false,
            render: row => <ProducerLink agentId={row.producer.id} name={producerName(row.producer)} />,
        },
        { source: 'renewing', label: text('producers.columns.renewing'), sortable: false, numeric: true },
        { source: 'atRisk', label: text('producers.columns.atRisk'), sortable: false, numeric: true },
        estimated && {
            source: 'estimate',
            label: text('producers.columns.estimate'),
            sortable: false,
            numeric: true,
            render: row => row.estimate && <Money value={row.estimate.amount} plain />,
        },
        {
            source: 'firstFix',
            label: text('producers.columns.firstFix'),
            sortable: false,
            render: row => <FirstFix row={row} planYear={planYear} stateName={stateName} />,
        },
    ];
    return (
        <ListContextProvider value={context}>
            <ResponsiveTable<ProducerRow>
                label={text('producers.table')}
                columns={columns}
                pageSizes={PAGE_SIZES}
                emptyMessage={text('producers.empty')}
                errorMessage={text('errors.downlineContracts')}
                pagination={rows.length > PAGE_SIZES[0]}
            />
        </ListContextProvider>
    );
};
