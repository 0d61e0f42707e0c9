import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { TableColumn } from './types';

/** The definitions without the ones left out conditionally (`showAgent && {...}`). */
export const presentColumns = <R extends RaRecord>(
    columns: Array<TableColumn<R> | false | null | undefined>
): Array<TableColumn<R>> => columns.filter((column): column is TableColumn<R> => Boolean(column));

/** A column's value as shown: its renderer, or the record's field as text. */
export const cellValue = <R extends RaRecord>(column: TableColumn<R>, record: R): ReactNode => {
    if (column.render) return column.render(record);
    const value: unknown = (record as Record<string, unknown>)[column.source];
    return value === null || value === undefined ? '' : String(value);
};

export const isSortable = (column: { sortable?: boolean }) => column.sortable !== false;

/** The table's columns: each top-level column with the ones shown under it. */
export const tableColumns = <R extends RaRecord>(columns: Array<TableColumn<R>>) =>
    columns
        .filter(column => !column.under || !columns.some(other => other.source === column.under))
        .map(column => ({ column, below: columns.filter(other => other.under === column.source) }));
