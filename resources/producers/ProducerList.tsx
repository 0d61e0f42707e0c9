import { Alert, Card, CardContent } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import type { ProducerListMeta } from './api';
import { ContractRowsTable, INLINE_ERRORS } from './ContractRowsTable';
import { ExportButton } from './ExportButton';
import { defaultSortFor, filterInSearch } from './filters';
import { ProducerFilters } from './ProducerFilters';
import { LIST_PAGE_SIZES } from './types';

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
            <Card variant="outlined">
                <CardContent sx={{ p: { xs: 1, sm: 2 } }}>
                    <ContractRowsTable pageSizes={LIST_PAGE_SIZES} showAgent />
                </CardContent>
            </Card>
        </>
    );
};

/**
 * /producers: the agency's downline contract rows, filtered, sorted and paged by the server. Filters, page,
 * page size and sort live in the address (react-admin's list parameters). With no sort there, the default
 * follows the filter in the address: by agent name, or by insurer name for one agent's rows.
 */
export const ProducerList = () => {
    const [search] = useSearchParams();
    return (
        <ListBase
            resource="producerContracts"
            perPage={LIST_PAGE_SIZES[0]}
            sort={defaultSortFor(filterInSearch(search))}
            queryOptions={INLINE_ERRORS}
        >
            <ProducerListView />
        </ListBase>
    );
};
