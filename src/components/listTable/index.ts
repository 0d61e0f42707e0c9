export { ResponsiveTable } from './ResponsiveTable';
export type { ResponsiveTableProps, TableColumn } from './types';
