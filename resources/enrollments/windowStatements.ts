import type { DataProvider, Identifier } from 'react-admin';
import { WHOLE_LIST } from '../../src/components/listTable';

/**
 * The portal's statements dated between two days (YYYY-MM-DD, both included), oldest first, through the statements
 * area's list (GET /t/{agents|agencies}/{id}/statements?StartStatementDateRange&EndStatementDateRange: one call,
 * the API pages none of them). Read by the views of this area that add up or match what the statements paid.
 */
export const readStatementsBetween = async <Row extends { id: Identifier }>(
    api: Pick<DataProvider, 'getList'>,
    firstDay: string,
    lastDay: string,
    signal?: AbortSignal
) =>
    (
        await api.getList<Row>('statements', {
            filter: { statementDateStart: firstDay, statementDateEnd: lastDay },
            pagination: WHOLE_LIST,
            sort: { field: 'StatementDate', order: 'ASC' },
            signal,
        })
    ).data;
