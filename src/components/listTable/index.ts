export { ResponsiveTable } from './ResponsiveTable';
export type { ResponsiveTableProps, TableColumn } from './types';
export { INLINE_ERRORS, useWholeListContext, WHOLE_LIST, type WholeListOptions } from './useWholeListContext';
export { useRowsAtHand } from './useRowsAtHand';
