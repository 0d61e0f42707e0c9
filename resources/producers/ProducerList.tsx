import { Alert } from '@mui/material';
import { ListContextProvider, useListContext, useTranslate } from 'react-admin';
import { PageHeading } from '../../src/components/PageHeading';
import { ListCard } from '../../src/components/ResultCount';
import { useAddressList } from '../../src/routing/useAddressList';
import type { ProducerListMeta } from './api';
import { INLINE_ERRORS } from '../../src/components/listTable';
import { ContractRowsTable } from './ContractRowsTable';
import { ExportButton } from './ExportButton';
import { readFilter, readListView, sortAfterFilter, writeListView, type ProducerListFilter } from './filters';
import { ProducerFilters } from './ProducerFilters';
import { LIST_PAGE_SIZES, type DownlineContract } from './types';

const ProducerListView = () => {
    const translate = useTranslate();
    const { meta } = useListContext();
    const tooManyResults = (meta as ProducerListMeta | undefined)?.tooManyResults;
    return (
        <>
            <PageHeading title={translate('resources.producers.list.title')} actions={<ExportButton />} />
            <ProducerFilters />
            {tooManyResults && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate('messages.portals.tooManyResults')} {translate('messages.portals.moreNotShown')}
                </Alert>
            )}
            <ListCard count="resources.producers.list.count">
                <ContractRowsTable pageSizes={LIST_PAGE_SIZES} showAgent />
            </ListCard>
        </>
    );
};

/** With no sort in the address the default follows the filter: agent name, or insurer name for one agent's rows. */
export const ProducerList = () => {
    const list = useAddressList<DownlineContract, ProducerListFilter>({
        resource: 'producers/contracts',
        read: readListView,
        write: writeListView,
        readFilter,
        sortAfterFilter,
        queryOptions: INLINE_ERRORS,
    });
    return (
        <ListContextProvider value={list}>
            <ProducerListView />
        </ListContextProvider>
    );
};
