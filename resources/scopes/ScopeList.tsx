import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/NoteAdd';
import CheckIcon from '@mui/icons-material/FactCheckOutlined';
import { ListContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../src/components/formatting';
import { ResponsiveTable, type TableColumn } from '../../src/components/listTable';
import { PageHeading } from '../../src/components/PageHeading';
import { ListCard } from '../../src/components/ResultCount';
import { ScopeFilters } from './ScopeFilters';
import { customerName, ScopeRowActions } from './ScopeRowActions';
import { SoaStatusLabel } from './SoaStatusLabel';
import { SOA_PAGE_SIZES, type Soa } from './types';
import { useScopeList } from './useScopeList';

const field = (name: string) => `resources.scopes.fields.${name}`;

export const ScopeList = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const list = useScopeList();
    const columns: Array<TableColumn<Soa>> = [
        { source: 'customer', label: field('customer'), sortable: false, noWrap: true, render: customerName },
        { source: 'email', label: field('email'), sortable: false },
        {
            source: 'date_requested',
            label: field('date_requested'),
            sortable: false,
            noWrap: true,
            render: row => date(row.date_requested),
        },
        {
            source: 'date_completed',
            label: field('date_completed'),
            sortable: false,
            noWrap: true,
            render: row => date(row.date_completed),
        },
        {
            source: 'status',
            label: field('status'),
            sortable: false,
            render: row => <SoaStatusLabel status={row.status} />,
        },
        {
            source: 'actions',
            label: field('actions'),
            sortable: false,
            render: row => <ScopeRowActions row={row} />,
        },
    ];
    return (
        <ListContextProvider value={list}>
            <PageHeading
                title={translate('resources.scopes.list.title')}
                actions={
                    <>
                        <Button component={RouterLink} to="/scopes/request" variant="contained" startIcon={<AddIcon />}>
                            {translate('resources.scopes.actions.request')}
                        </Button>
                        <Button component={RouterLink} to="/scopes/check" variant="outlined" startIcon={<CheckIcon />}>
                            {translate('resources.scopes.actions.check')}
                        </Button>
                    </>
                }
            />
            <ScopeFilters
                filter={list.filter}
                onChange={list.patchFilter}
                onClear={() => list.setFilters({})}
                onRefresh={() => void list.refetch()}
                refreshing={Boolean(list.isFetching)}
            />
            <ListCard count="resources.scopes.list.count">
                <ResponsiveTable<Soa>
                    columns={columns}
                    label="resources.scopes.list.table"
                    pageSizes={SOA_PAGE_SIZES}
                    emptyMessage="resources.scopes.messages.noneFound"
                    errorMessage="resources.scopes.messages.loadError"
                    cardEmptyValue="—"
                />
            </ListCard>
        </ListContextProvider>
    );
};
