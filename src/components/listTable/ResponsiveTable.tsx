import { useMemo } from 'react';
import { useMediaQuery, type TablePaginationProps, type Theme } from '@mui/material';
import {
    Pagination,
    PaginationActions,
    useListContext,
    useTranslate,
    type PaginationActionsProps,
    type RaRecord,
} from 'react-admin';
import { EmptyState, ErrorState, LoadingState } from '../States';
import { presentColumns } from './columns';
import { PhoneListControls } from './PhoneListControls';
import { CardsFooter, RowCards } from './RowCards';
import type { ResponsiveTableProps } from './types';
import { WideTable } from './WideTable';

/** Sort, page and page size are the list context's, so server paging and an address-kept list work on both layouts. */
export const ResponsiveTable = <R extends RaRecord>({
    columns: given,
    label,
    labelArgs,
    cardsLabel,
    pageSizes,
    emptyMessage,
    errorMessage,
    cardTitle,
    footer,
    rowClick,
    pagination = true,
    noWrap = false,
    cardEmptyValue,
    stickyHeader,
}: ResponsiveTableProps<R>) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const { error, isPending, total, data, refetch } = useListContext<R>();
    const columns = presentColumns(given).filter(
        column => !column.only || column.only === (phone ? 'phone' : 'laptop')
    );
    const name = translate(label, labelArgs);
    // Below `md` react-admin leaves MUI's English page button names; it passes this on to MUI's pagination.
    const pageButtonNames: Pick<TablePaginationProps, 'getItemAriaLabel'> = {
        getItemAriaLabel: type => translate(`ra.navigation.${type}`),
    };
    // The page buttons' landmark is named after its table: a page with two tables has two of them.
    const pagesName = translate('common.list.pages', { table: name });
    const NamedPageButtons = useMemo(() => {
        const named = (props: PaginationActionsProps) => <PaginationActions {...props} aria-label={pagesName} />;
        return named;
    }, [pagesName]);

    if (error) return <ErrorState message={errorMessage} retry={refetch} />;
    if (isPending) return <LoadingState />;
    if (!total && !data?.length) return <EmptyState message={emptyMessage} />;
    return (
        <>
            {phone && <PhoneListControls columns={columns} pageSizes={pagination ? pageSizes : []} />}
            {phone ? (
                <>
                    <RowCards
                        columns={columns}
                        label={cardsLabel ? translate(cardsLabel, labelArgs) : name}
                        titleSource={cardTitle === false ? undefined : (cardTitle ?? columns[0]?.source)}
                        emptyValue={cardEmptyValue}
                    />
                    {footer && <CardsFooter footer={footer} />}
                </>
            ) : (
                <WideTable
                    columns={columns}
                    label={name}
                    footer={footer}
                    rowClick={rowClick}
                    noWrap={noWrap}
                    stickyHeader={stickyHeader}
                />
            )}
            {pagination && (
                <Pagination
                    rowsPerPageOptions={pageSizes}
                    // Without a total react-admin shows only next and previous, with MUI's own buttons.
                    actions={total == null ? undefined : NamedPageButtons}
                    {...pageButtonNames}
                />
            )}
        </>
    );
};
