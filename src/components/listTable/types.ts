import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

/** One definition drives both layouts, so a field cannot be forgotten on one of them. */
export interface TableColumn<R extends RaRecord = RaRecord> {
    source: string;
    label: string;
    labelArgs?: Record<string, unknown>;
    render?: (record: R) => ReactNode;
    /** false: the server cannot sort by this field. */
    sortable?: boolean;
    numeric?: boolean;
    noWrap?: boolean;
    /** Laptop only: shown as a second line of that column, so a wide table keeps its key columns in view. */
    under?: string;
    /** E.g. two laptop columns (state, county) that a phone's card reads better as one field. */
    only?: 'laptop' | 'phone';
}

export interface ResponsiveTableProps<R extends RaRecord = RaRecord> {
    columns: Array<TableColumn<R> | false | null | undefined>;
    label: string;
    labelArgs?: Record<string, unknown>;
    cardsLabel?: string;
    /** react-admin's list `perPage` should be one of them. */
    pageSizes: number[];
    emptyMessage: string;
    errorMessage: string;
    /** Default: the first column. false: every field listed with its label (rows no one field names: payments). */
    cardTitle?: string | false;
    footer?: TableFooterRow;
    /** Rows are not keyboard-reachable: a column must still hold a real link to the same place. */
    rowClick?: (record: R) => void;
    pagination?: boolean;
    noWrap?: boolean;
    cardEmptyValue?: string;
    /** Laptop only: a page of 100 rows is read beside its column names. */
    stickyHeader?: boolean;
}

export interface TableFooterRow {
    /** Translation key. */
    label: string;
    value: ReactNode;
}
