import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * One field of a list's rows, shown as a column on a laptop and as a labelled value on a phone's card.
 * The same definitions drive both layouts, so a field cannot be forgotten on one of them.
 */
export interface TableColumn<R extends RaRecord = RaRecord> {
    /** The field's name: its key, its sort field (react-admin's `sort.field`) and, without `render`, its value. */
    source: string;
    /** Translation key of the column header and of the value's label on a phone. */
    label: string;
    /** Values for the label's placeholders, e.g. `{ year: 2026 }` for "RTS %{year}". */
    labelArgs?: Record<string, unknown>;
    /** The value as shown (text, a link, a chip); by default the record's `source` as text. */
    render?: (record: R) => ReactNode;
    /** false: the server cannot sort by this field (no sort button, not in the phone's sort choice). */
    sortable?: boolean;
    /** Numbers align to the right in the table. */
    numeric?: boolean;
    /** Keeps the value on one line in the table (dates, codes); other values wrap when room is short. */
    noWrap?: boolean;
    /**
     * Laptop only: the `source` of another column this one is shown under, as a second line of that column's
     * header and cells (e.g. the end date under the start date), so that a wide table keeps its key columns
     * in view. A phone's card lists it as a field of its own, in the order of the definitions.
     */
    under?: string;
    /**
     * Shown in one layout only, e.g. two laptop columns (state, county) that a phone's card reads better as one
     * field ("FL · Miami-Dade").
     */
    only?: 'laptop' | 'phone';
}

export interface ResponsiveTableProps<R extends RaRecord = RaRecord> {
    columns: Array<TableColumn<R> | false | null | undefined>;
    /** Translation key naming the table (and the phone's list of cards) for assistive technology. */
    label: string;
    /** Values for the name's placeholders, e.g. the section a payments table belongs to. */
    labelArgs?: Record<string, unknown>;
    /** Translation key naming the phone's list of cards when it should differ from the table's name. */
    cardsLabel?: string;
    /** Page sizes offered; react-admin's list `perPage` should be one of them. */
    pageSizes: number[];
    /** Translation key of the text shown when the list has no rows. */
    emptyMessage: string;
    /** Translation key of the text shown when the rows cannot be loaded. */
    errorMessage: string;
    /**
     * The field a phone's card is titled with (default: the first column), e.g. the agent's name as a link.
     * Its label stays readable to assistive technology. false: no title, every field listed with its label
     * (rows no one field names, such as payments).
     */
    cardTitle?: string | false;
    /**
     * A total row: its label (translation key) across the first columns, its value under the last one. A phone
     * shows it as a line under the cards.
     */
    footer?: TableFooterRow;
    /**
     * Opens a row's record on a click anywhere in its row (laptop). Rows are not keyboard-reachable: a column
     * must still hold a real link to the same place.
     */
    rowClick?: (record: R) => void;
    /** false: no paging controls, e.g. for rows that fit on the first page. */
    pagination?: boolean;
    /**
     * Every header and value of the table on one line (tables of names, codes and amounts read row by row);
     * the table's box scrolls sideways when they do not fit. Without it values wrap (see `TableColumn.noWrap`).
     */
    noWrap?: boolean;
    /** What a phone's card shows for a field without a value (default: nothing). */
    cardEmptyValue?: string;
    /**
     * Laptop only: the table scrolls in its own box no taller than the window, its header row staying in view
     * (a page of 100 rows is read beside its column names). A phone's cards name each value themselves.
     */
    stickyHeader?: boolean;
}

export interface TableFooterRow {
    /** Translation key. */
    label: string;
    value: ReactNode;
}
