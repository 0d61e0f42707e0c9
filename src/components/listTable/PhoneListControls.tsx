import { Box, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { isSortable } from './columns';
import type { TableColumn } from './types';

interface PhoneListControlsProps<R extends RaRecord> {
    columns: Array<TableColumn<R>>;
    pageSizes: number[];
}

const SEPARATOR = ':';

/** react-admin's pagination hides its page-size choice below `md`, and a phone has no column headers to sort by. */
export const PhoneListControls = <R extends RaRecord>({ columns, pageSizes }: PhoneListControlsProps<R>) => {
    const translate = useTranslate();
    const { sort, setSort, perPage, setPerPage } = useListContext<R>();
    const sortable = columns.filter(isSortable);
    // A sort the choices do not offer (a hand-edited address) shows as no choice rather than an unknown value.
    const sortValue = sortable.some(column => column.source === sort.field)
        ? `${sort.field}${SEPARATOR}${sort.order}`
        : '';
    const sizes = pageSizes.includes(perPage) ? pageSizes : [...pageSizes, perPage].sort((a, b) => a - b);
    if (sortable.length === 0 && pageSizes.length === 0) return null;
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: 1, mb: 1.5 }}>
            {sortable.length > 0 && (
                <TextField
                    select
                    size="small"
                    label={translate('common.list.sortBy')}
                    value={sortValue}
                    onChange={event => {
                        const [field, order] = event.target.value.split(SEPARATOR);
                        setSort({ field, order: order === 'DESC' ? 'DESC' : 'ASC' });
                    }}
                >
                    {sortable.flatMap(column => {
                        const field = translate(column.label, column.labelArgs);
                        return (['ASC', 'DESC'] as const).map(order => (
                            <MenuItem key={`${column.source}${order}`} value={`${column.source}${SEPARATOR}${order}`}>
                                {translate(order === 'ASC' ? 'common.list.ascending' : 'common.list.descending', {
                                    field,
                                })}
                            </MenuItem>
                        ));
                    })}
                </TextField>
            )}
            {pageSizes.length > 0 && (
                <TextField
                    select
                    size="small"
                    label={translate('common.list.rowsPerPage')}
                    value={perPage}
                    onChange={event => setPerPage(Number(event.target.value))}
                    sx={{ gridColumn: sortable.length > 0 ? undefined : '1 / -1' }}
                >
                    {sizes.map(size => (
                        <MenuItem key={size} value={size}>
                            {size}
                        </MenuItem>
                    ))}
                </TextField>
            )}
        </Box>
    );
};
