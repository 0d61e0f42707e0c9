import { useCallback, useEffect, useMemo } from 'react';
import { Box, Button, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListContextProvider, useGetList, useTranslate, type SortPayload } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
    INLINE_ERRORS,
    ResponsiveTable,
    useWholeListContext,
    WHOLE_LIST,
    type TableColumn,
} from '../../src/components/listTable';
import { ApiValue, useApiValue } from '../../src/components/ApiValue';
import { PageHeading } from '../../src/components/PageHeading';
import { ListCard } from '../../src/components/ResultCount';
import { positiveParam } from '../../src/routing/listAddress';
import { useAddressState, type AddressUpdateOptions } from '../../src/routing/useAddressState';
import type { HelpRequestVariables } from './api';
import { firstLine, useHelpRequestFormatters } from './formatting';
import { REQUEST_FORM, useReturnedTexts } from './returnedTexts';
import { sortLocally } from './sorting';
import { StatusLabel } from './StatusLabel';
import { BY_LAST_UPDATED, PAGE_SIZES, SORTABLE, type HelpRequest } from './types';
import { REQUEST_QUEUE, sendingRequest, usePendingAdditions, withPending } from './useHelpRequestMutations';

const NO_FILTER = {};

interface ListState {
    page: number;
    sort: SortPayload;
}

const readListState = (search: URLSearchParams): ListState => {
    const field = SORTABLE.find(name => name === search.get('sort'));
    const order = search.get('order') === 'ASC' ? 'ASC' : 'DESC';
    return { page: positiveParam(search.get('page')) ?? 1, sort: field ? { field, order } : { ...BY_LAST_UPDATED } };
};

const writeListState = (current: URLSearchParams, { page, sort }: ListState): URLSearchParams => {
    const next = new URLSearchParams(current);
    next.set('page', String(page));
    next.set('sort', sort.field);
    next.set('order', sort.order);
    return next;
};

// In the address so a link or a reload shows the same page, and Back returns through each change.
const useListInAddress = () => {
    const { state, update } = useAddressState<ListState>({ read: readListState, write: writeListState });
    const setPage = useCallback(
        (page: number, options?: AddressUpdateOptions) => update(current => ({ ...current, page }), options),
        [update]
    );
    const setSort = useCallback((sort: SortPayload) => update(() => ({ page: 1, sort })), [update]);
    return { ...state, setPage, setSort };
};

const detailPath = (row: HelpRequest) => `/help-requests/${encodeURIComponent(String(row.id))}`;

const TypeCell = ({ row }: { row: HelpRequest }) => {
    const translate = useTranslate();
    const { date } = useHelpRequestFormatters();
    const { pathname, search } = useLocation();
    const shown = useApiValue();
    const type = <ApiValue kind="helpRequestType" value={row.ActivityTypeName} />;
    if (row.sending) return type;
    return (
        <Link
            component={RouterLink}
            to={detailPath(row)}
            state={{ from: `${pathname}${search}` }}
            aria-label={translate('resources.help-requests.list.open', {
                type: shown('helpRequestType', row.ActivityTypeName).text,
                date: date(row.CreatedDateTime),
            })}
        >
            {type}
        </Link>
    );
};

const DateCell = ({ value, none }: { value: string | null | undefined; none?: string }) => {
    const translate = useTranslate();
    const { date } = useHelpRequestFormatters();
    return <>{value ? date(value) : none ? translate(none) : ''}</>;
};

const COLUMNS: Array<TableColumn<HelpRequest>> = [
    {
        source: 'ActivityTypeName',
        label: 'resources.help-requests.fields.ActivityTypeName',
        render: row => <TypeCell row={row} />,
    },
    {
        source: 'Description',
        label: 'resources.help-requests.fields.Description',
        render: row => (
            <Box
                component="span"
                sx={{
                    display: 'block',
                    maxWidth: { md: 360, lg: 480 },
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: { md: 'nowrap' },
                }}
            >
                {firstLine(row.Description)}
            </Box>
        ),
    },
    {
        source: 'CreatedDateTime',
        label: 'resources.help-requests.fields.CreatedDateTime',
        noWrap: true,
        render: row => <DateCell value={row.CreatedDateTime} />,
    },
    {
        source: 'DueDateTime',
        label: 'resources.help-requests.fields.DueDateTime',
        noWrap: true,
        render: row => <DateCell value={row.DueDateTime} none="resources.help-requests.list.noDueDate" />,
    },
    {
        source: 'LastUpdated',
        label: 'resources.help-requests.fields.LastUpdated',
        noWrap: true,
        render: row => <DateCell value={row.LastUpdated ?? row.CreatedDateTime} />,
    },
    {
        source: 'IsCompleted',
        label: 'resources.help-requests.fields.IsCompleted',
        render: row => <StatusLabel completed={row.IsCompleted} sending={row.sending} />,
    },
];

// A failure may come before the list has shown (its page still loading): what waits is looked for on opening too.
const useReturnToForm = () => {
    const navigate = useNavigate();
    const returnedRequests = useReturnedTexts().requests;
    useEffect(() => {
        const reopen = () => navigate('/help-requests/new');
        if (returnedRequests.has(REQUEST_FORM)) reopen();
        return returnedRequests.subscribe(REQUEST_FORM, reopen);
    }, [returnedRequests, navigate]);
};

export const HelpRequestList = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    const { sort, page, setPage, setSort } = useListInAddress();
    useReturnToForm();
    // Every help request of the portal in one call: the call names no paging (api.ts), so pages are local.
    const query = useGetList<HelpRequest>(
        'help-requests',
        { filter: NO_FILTER, pagination: WHOLE_LIST, sort: BY_LAST_UPDATED },
        INLINE_ERRORS
    );
    const pending = usePendingAdditions<HelpRequestVariables>(REQUEST_QUEUE);
    const rows = useMemo(
        () => (query.data ? sortLocally(withPending(query.data, pending.map(sendingRequest), 'first'), sort) : []),
        [query.data, pending, sort]
    );
    const context = useWholeListContext<HelpRequest>({
        resource: 'help-requests',
        query,
        rows,
        page,
        perPage: PAGE_SIZES[0],
        sort,
        filterValues: NO_FILTER,
        setPage,
        setSort,
    });

    return (
        <ListContextProvider value={context}>
            <PageHeading
                title={translate('resources.help-requests.list.title')}
                actions={
                    <Button component={RouterLink} to="/help-requests/new" variant="contained" startIcon={<AddIcon />}>
                        {translate('resources.help-requests.list.create')}
                    </Button>
                }
            />
            <ListCard count="resources.help-requests.list.count">
                <ResponsiveTable<HelpRequest>
                    label="resources.help-requests.list.table"
                    columns={COLUMNS}
                    pageSizes={PAGE_SIZES}
                    emptyMessage="resources.help-requests.messages.noneFound"
                    errorMessage="resources.help-requests.messages.loadError"
                    rowClick={row => {
                        if (!row.sending) navigate(detailPath(row), { state: { from: `${pathname}${search}` } });
                    }}
                />
            </ListCard>
        </ListContextProvider>
    );
};
