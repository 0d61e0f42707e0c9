export { ResponsiveTable } from './ResponsiveTable';
export type { ResponsiveTableProps, TableColumn } from './types';
export {
    INLINE_ERRORS,
    ROWS_AT_HAND,
    useWholeListContext,
    WHOLE_LIST,
    type WholeListOptions,
} from './useWholeListContext';
export { useRowsAtHand } from './useRowsAtHand';
