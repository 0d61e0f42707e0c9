import { useMemo } from 'react';
import { Link } from '@mui/material';
import { ListContextProvider, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../src/components/formatting';
import {
    INLINE_ERRORS,
    ResponsiveTable,
    useWholeListContext,
    WHOLE_LIST,
    type TableColumn,
} from '../../src/components/listTable';
import { PageHeading } from '../../src/components/PageHeading';
import { ListCard } from '../../src/components/ResultCount';
import { useAddressState } from '../../src/routing/useAddressState';
import { sortLocally } from '../../src/api/paging';
import { readListState, writeListState, type ListState } from './filters';
import { Money } from '../../src/components/Money';
import { StatementFilters } from './StatementFilters';
import { BY_STATEMENT_DATE, LEDGER_ENTRIES, LIST_PAGE_SIZES, type Statement, type StatementFilter } from './types';

// A date's reports while typing are one history step.
const TYPED_PARAMS = ['statementDateStart', 'statementDateEnd'];

// React-admin's own list state cannot carry the address's names, so the list context is built from the address.
const useStatementsInAddress = () =>
    useAddressState<ListState>({ read: readListState, write: writeListState, typed: TYPED_PARAMS });

const StatementDateLink = ({ row }: { row: Statement }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const text = date(row.StatementDate);
    return (
        <Link
            component={RouterLink}
            to={`/statements/${encodeURIComponent(String(row.id))}`}
            aria-label={translate('resources.statements.list.open', { date: text })}
        >
            {text}
        </Link>
    );
};

const COLUMNS: Array<TableColumn<Statement>> = [
    {
        source: 'StatementDate',
        label: 'resources.statements.fields.StatementDate',
        render: row => <StatementDateLink row={row} />,
    },
    ...LEDGER_ENTRIES.map((entry): TableColumn<Statement> => ({
        source: entry,
        label: `resources.statements.fields.${entry}`,
        numeric: true,
        render: row => <Money value={row[entry]} />,
    })),
];

export const StatementList = () => {
    const translate = useTranslate();
    const { state, update } = useStatementsInAddress();
    // Every statement of a filter in one call: the call names no paging (api.ts), so pages and sorts are local.
    const query = useGetList<Statement>(
        'statements',
        { filter: state.filter, pagination: WHOLE_LIST, sort: BY_STATEMENT_DATE },
        INLINE_ERRORS
    );
    const rows = useMemo(() => sortLocally(query.data ?? [], state.sort, ['PaymentRunId']), [query.data, state.sort]);
    const context = useWholeListContext<Statement>({
        resource: 'statements',
        query,
        rows,
        page: state.page,
        perPage: state.perPage,
        sort: state.sort,
        filterValues: state.filter,
        setPage: (page, options) => update(current => ({ ...current, page }), options),
        setPerPage: perPage => update(current => ({ ...current, perPage, page: 1 })),
        setSort: sort => update(current => ({ ...current, sort, page: 1 })),
        setFilters: (filter: StatementFilter) => update(current => ({ ...current, filter, page: 1 })),
    });

    return (
        <ListContextProvider value={context}>
            <PageHeading title={translate('resources.statements.list.title')} />
            <StatementFilters />
            <ListCard count="resources.statements.list.count">
                <ResponsiveTable<Statement>
                    label="resources.statements.list.table"
                    columns={COLUMNS}
                    pageSizes={LIST_PAGE_SIZES}
                    emptyMessage="resources.statements.messages.noneFound"
                    errorMessage="resources.statements.messages.loadError"
                    noWrap
                    cardTitle={false}
                />
            </ListCard>
        </ListContextProvider>
    );
};
