import type { SortPayload } from 'react-admin';
import type { HelpRequest } from './types';

const time = (value: string | null | undefined) => (value ? Date.parse(value) || 0 : 0);

const keyOf = (row: HelpRequest, field: string): string | number => {
    switch (field) {
        case 'CreatedDateTime':
            return time(row.CreatedDateTime);
        case 'DueDateTime':
            return time(row.DueDateTime);
        case 'LastUpdated':
            return time(row.LastUpdated ?? row.CreatedDateTime);
        case 'IsCompleted':
            return row.IsCompleted ? 1 : 0;
        case 'ActivityTypeName':
            return row.ActivityTypeName;
        default:
            return row.Description;
    }
};

const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number'
        ? a - b
        : String(a).localeCompare(String(b), undefined, { sensitivity: 'base' });

/** Ties by id (newest first), so pages never overlap. Requests being sent stay on top: the person looks there. */
export const sortLocally = (rows: readonly HelpRequest[], sort: SortPayload): HelpRequest[] => {
    const sign = sort.order === 'DESC' ? -1 : 1;
    return [...rows].sort(
        (a, b) =>
            Number(Boolean(b.sending)) - Number(Boolean(a.sending)) ||
            compare(keyOf(a, sort.field), keyOf(b, sort.field)) * sign ||
            compare(Number(b.id) || 0, Number(a.id) || 0)
    );
};
