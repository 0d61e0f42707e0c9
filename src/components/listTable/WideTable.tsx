import {
    Box,
    Table,
    TableBody,
    TableCell,
    TableFooter,
    TableHead,
    TableRow,
    TableSortLabel,
    Tooltip,
    Typography,
} from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { cellValue, isSortable, tableColumns } from './columns';
import type { TableColumn, TableFooterRow } from './types';
import { useHeaderRowRoom } from './useHeaderRowRoom';

interface WideTableProps<R extends RaRecord> {
    columns: Array<TableColumn<R>>;
    label: string;
    footer?: TableFooterRow;
    rowClick?: (record: R) => void;
    noWrap?: boolean;
    stickyHeader?: boolean;
}

/** At most the window's height, so its header row stays in view. Focusable, so the keyboard scrolls it too. */
const STICKY_BOX = {
    maxHeight: 'max(360px, calc(100vh - 140px))',
    overflow: 'auto',
    '& thead th': { bgcolor: 'background.paper' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

const SECONDARY = { display: 'block', color: 'text.secondary', mt: 0.25 } as const;

const HeaderLabel = <R extends RaRecord>({ column }: { column: TableColumn<R> }) => {
    const translate = useTranslate();
    const { sort, setSort } = useListContext<R>();
    const text = translate(column.label, column.labelArgs);
    if (!isSortable(column)) return <>{text}</>;
    const active = sort.field === column.source;
    const next = active && sort.order === 'ASC' ? 'DESC' : 'ASC';
    // The button is named by its column, as its header is; what a press does ("Sort by carrier descending")
    // is its description, shown as react-admin's own headers show it.
    const hint = translate('ra.sort.sort_by', {
        field: text,
        field_lower_first: /^.[a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text,
        order: translate(`ra.sort.${next}`),
    });
    return (
        <Tooltip title={hint} enterDelay={300} describeChild>
            <TableSortLabel
                active={active}
                direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
                onClick={() => setSort({ field: column.source, order: next })}
            >
                {text}
            </TableSortLabel>
        </Tooltip>
    );
};

const ariaSort = (field: string, order: string, sources: string[]) =>
    sources.includes(field) ? (order === 'DESC' ? 'descending' : 'ascending') : undefined;

/** Should it still not fit (a narrow window between phone and laptop), only the table's own box scrolls. */
export const WideTable = <R extends RaRecord>({
    columns,
    label,
    footer,
    rowClick,
    noWrap,
    stickyHeader = false,
}: WideTableProps<R>) => {
    const translate = useTranslate();
    const { data = [], sort } = useListContext<R>();
    const groups = tableColumns(columns);
    const stickyBox = useHeaderRowRoom();
    return (
        // Not a named region of its own: it would repeat the name of the section around it. Should it scroll, its
        // links and sort buttons take keyboard focus and bring the columns into view.
        <Box
            sx={{ width: 0, minWidth: '100%', overflowX: 'auto', ...(stickyHeader ? STICKY_BOX : {}) }}
            {...(stickyHeader ? { ref: stickyBox, role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
        >
            <Table
                size="small"
                stickyHeader={stickyHeader}
                aria-label={label}
                sx={noWrap ? { '& th, & td': { whiteSpace: 'nowrap' } } : undefined}
            >
                <TableHead>
                    <TableRow>
                        {groups.map(({ column, below }) => (
                            <TableCell
                                key={column.source}
                                align={column.numeric ? 'right' : 'left'}
                                aria-sort={ariaSort(sort.field, sort.order, [
                                    column.source,
                                    ...below.map(({ source }) => source),
                                ])}
                                sx={{ verticalAlign: 'bottom', fontWeight: 600 }}
                            >
                                <HeaderLabel column={column} />
                                {below.map(secondary => (
                                    <Typography key={secondary.source} variant="caption" sx={SECONDARY}>
                                        <HeaderLabel column={secondary} />
                                    </Typography>
                                ))}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {data.map(record => (
                        <TableRow
                            key={record.id}
                            hover={Boolean(rowClick)}
                            onClick={
                                rowClick
                                    ? event => {
                                          // A link or button in the row does its own job.
                                          if (!(event.target as Element).closest('a, button')) rowClick(record);
                                      }
                                    : undefined
                            }
                            sx={rowClick && { cursor: 'pointer' }}
                        >
                            {groups.map(({ column, below }) => (
                                <TableCell
                                    key={column.source}
                                    align={column.numeric ? 'right' : 'left'}
                                    sx={{ whiteSpace: column.noWrap ? 'nowrap' : undefined, verticalAlign: 'top' }}
                                >
                                    {cellValue(column, record)}
                                    {below.map(secondary => (
                                        <Typography
                                            key={secondary.source}
                                            variant="caption"
                                            sx={{ ...SECONDARY, whiteSpace: secondary.noWrap ? 'nowrap' : undefined }}
                                        >
                                            {cellValue(secondary, record)}
                                        </Typography>
                                    ))}
                                </TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
                {footer && (
                    <TableFooter>
                        <TableRow>
                            <TableCell
                                component="th"
                                scope="row"
                                colSpan={Math.max(1, groups.length - 1)}
                                sx={{ fontWeight: 600 }}
                            >
                                {translate(footer.label)}
                            </TableCell>
                            <TableCell align="right" sx={{ fontWeight: 600 }}>
                                {footer.value}
                            </TableCell>
                        </TableRow>
                    </TableFooter>
                )}
            </Table>
        </Box>
    );
};
