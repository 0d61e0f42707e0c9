import { createContext, useContext, type ReactNode } from 'react';
import {
    Box,
    Card,
    CardContent,
    TableCell,
    TableFooter,
    TablePagination,
    TableRow,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { DataTable, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';

export interface RowColumn<T> {
    source: string;
    /** Translation key of the header. */
    label: string;
    render?: (row: T) => ReactNode;
    numeric?: boolean;
}

export interface RowsTableProps<T> {
    /** The table's accessible name (already translated). */
    label: string;
    columns: Array<RowColumn<T>>;
    pageSizes: number[];
    /** Translation keys of the empty and error states. */
    empty: string;
    error: string;
    /** A footer row: its label in the first cell, its value under the last column. */
    footer?: { label: string; value: ReactNode };
}

const FooterContext = createContext<{ span: number; label: string; value: ReactNode } | undefined>(undefined);

const Foot = () => {
    const footer = useContext(FooterContext);
    if (!footer) return null;
    return (
        <TableFooter>
            <TableRow>
                <TableCell colSpan={footer.span} component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {footer.label}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {footer.value}
                </TableCell>
            </TableRow>
        </TableFooter>
    );
};

/** Page and page size of the surrounding list, on every screen width (react-admin's hides the size on phones). */
const RowsPagination = ({ pageSizes }: { pageSizes: number[] }) => {
    const translate = useTranslate();
    const { page, perPage, total = 0, setPage, setPerPage } = useListContext();
    if (!total) return null;
    return (
        <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={perPage}
            rowsPerPageOptions={pageSizes}
            onPageChange={(_, next) => setPage(next + 1)}
            onRowsPerPageChange={event => setPerPage(Number(event.target.value))}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
            getItemAriaLabel={type => translate(type === 'next' ? 'ra.navigation.next' : 'ra.navigation.previous')}
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
        />
    );
};

/** On a phone each row is a card listing every column's label and value. */
const RowCards = <T extends RaRecord>({ label, columns }: Pick<RowsTableProps<T>, 'label' | 'columns'>) => {
    const translate = useTranslate();
    const { data = [] } = useListContext<T>();
    return (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {data.map(row => (
                <Card component="li" key={row.id} variant="outlined">
                    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                        <Box
                            component="dl"
                            sx={{
                                m: 0,
                                display: 'grid',
                                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                                columnGap: 1,
                                rowGap: 0.5,
                            }}
                        >
                            {columns.map(column => (
                                <Box key={column.source} sx={{ display: 'contents' }}>
                                    <Typography component="dt" variant="body2" color="text.secondary">
                                        {translate(column.label)}
                                    </Typography>
                                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                                        {column.render
                                            ? column.render(row)
                                            : String((row as Record<string, unknown>)[column.source] ?? '')}
                                    </Typography>
                                </Box>
                            ))}
                        </Box>
                    </CardContent>
                </Card>
            ))}
        </Box>
    );
};

/**
 * The rows of the surrounding list context: a sortable table on a laptop, a card per row on a phone (every
 * column readable without scrolling sideways), both with the page and page-size choice, the empty and error
 * states, and an optional total row. (Written here while the shared one of branch `layout` is not there.)
 */
export const RowsTable = <T extends RaRecord>({
    label,
    columns,
    pageSizes,
    empty,
    error,
    footer,
}: RowsTableProps<T>) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const { error: failure, isPending, total } = useListContext<T>();
    if (failure) return <ErrorState message={error} />;
    // One progress indicator, named, on every width (the table's own skeleton has no role to announce).
    if (isPending) return <LoadingState />;
    if (phone && !total) return <EmptyState message={empty} />;
    const foot = footer && { span: columns.length - 1, ...footer };
    return (
        <>
            {phone ? (
                <>
                    <RowCards label={label} columns={columns} />
                    {footer && (
                        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600, px: 2, pt: 1.5 }}>
                            <span>{footer.label}</span>
                            <span>{footer.value}</span>
                        </Box>
                    )}
                </>
            ) : (
                <FooterContext.Provider value={total ? foot : undefined}>
                    <Box
                        role="region"
                        aria-label={label}
                        tabIndex={0}
                        sx={{ width: 0, minWidth: '100%', overflowX: 'auto', '& th, & td': { whiteSpace: 'nowrap' } }}
                    >
                        <DataTable<T>
                            bulkActionButtons={false}
                            rowClick={false}
                            size="small"
                            empty={<EmptyState message={empty} />}
                            aria-label={label}
                            foot={Foot}
                        >
                            {columns.map(column => (
                                <DataTable.Col
                                    key={column.source}
                                    source={column.source}
                                    label={translate(column.label)}
                                    render={column.render}
                                    align={column.numeric ? 'right' : undefined}
                                />
                            ))}
                        </DataTable>
                    </Box>
                </FooterContext.Provider>
            )}
            <RowsPagination pageSizes={pageSizes} />
        </>
    );
};
