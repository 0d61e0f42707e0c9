import type { DataProvider, Identifier } from 'react-admin';
import { WHOLE_LIST } from '../../src/components/listTable';

/** Both days included, oldest first; one call: the API pages none of them. */
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
