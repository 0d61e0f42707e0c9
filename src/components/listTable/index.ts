export { ResponsiveTable } from './ResponsiveTable';
export type { ResponsiveTableProps, TableColumn } from './types';
export { INLINE_ERRORS, ROWS_AT_HAND, useWholeListContext, WHOLE_LIST } from './useWholeListContext';
