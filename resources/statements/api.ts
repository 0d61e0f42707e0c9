import type { GetListParams, GetOneParams, Identifier } from 'react-admin';
import { defineApiArea } from '../../src/api/dataProvider';
import { downloadEncodedFile, request } from '../../src/api/httpClient';
import { ownerPath, toOwnerType } from '../../src/api/owner';
import { pageLocally, sortLocally } from '../../src/api/paging';
import { defineAction } from '../../src/api/useProviderMutation';
import type { PortalRef } from '../../src/portal/types';
import { readFilter } from './filters';
import {
    BY_CUSTOMER_LAST_NAME,
    BY_STATEMENT_DATE,
    PAYMENT_STATUSES,
    PAYMENT_TYPES,
    paymentListSchema,
    statementListSchema,
    statementSchema,
    type Payment,
    type PaymentStatus,
    type PaymentType,
    type Statement,
    type StatementAnswer,
    type StatementFormat,
} from './types';

// The calls are in docs/api/openapi.json; the choices the API leaves open are in docs/areas.md.

export class UnsupportedPaymentTypeError extends Error {
    constructor() {
        super('Unsupported payment type for agents');
        this.name = 'UnsupportedPaymentTypeError';
    }
}

const statementPath = (statementId: Identifier, portal: PortalRef) =>
    `/t/${toOwnerType(portal.type) === 'agent' ? 'agentstatements' : 'agencystatements'}/${encodeURIComponent(
        portal.id
    )}/${encodeURIComponent(String(statementId))}`;

const toStatement = ({ StatementLedger, ...statement }: StatementAnswer): Statement => ({
    ...statement,
    ...StatementLedger,
    id: statement.PaymentRunId,
});

const statementQuery = (filter: Record<string, unknown> | undefined) => {
    const { insurerId, policyTypeId, statementDateStart, statementDateEnd } = readFilter(filter);
    return {
        InsurerId: insurerId,
        PolicyTypeId: policyTypeId,
        StartStatementDateRange: statementDateStart,
        EndStatementDateRange: statementDateEnd,
    };
};

const oneOf = <T extends string>(values: readonly T[], value: unknown, what: string): T => {
    const found = values.find(candidate => candidate === value);
    if (!found) throw new Error(`Unknown payment ${what}: ${String(value)}`);
    return found;
};

export interface StatementMethods {
    /** Resolves to the file name. */
    downloadStatement: (statementId: Identifier, format: StatementFormat) => Promise<string>;
}

export const statementCalls = (portal: PortalRef) => ({
    resources: {
        statements: {
            getList: async (params: GetListParams) => {
                const answer = await request(`${ownerPath(portal)}/statements`, {
                    query: statementQuery(params.filter),
                    schema: statementListSchema,
                });
                const rows = sortLocally(answer.map(toStatement), params.sort ?? BY_STATEMENT_DATE, ['PaymentRunId']);
                return pageLocally(rows, params);
            },
            getOne: async (params: GetOneParams) => {
                const answer = await request(statementPath(params.id, portal), { schema: statementSchema });
                return { data: toStatement(answer) };
            },
        },
        'statements/payments': {
            getList: async (params: GetListParams) => {
                const { statementId } = params.filter ?? {};
                if (statementId === undefined || statementId === '')
                    throw new Error('The payments need a statement id');
                const type: PaymentType = oneOf(PAYMENT_TYPES, params.filter?.type, 'type');
                const status: PaymentStatus = oneOf(PAYMENT_STATUSES, params.filter?.status, 'status');
                if (portal.type === 'agent' && type !== 'commissions') throw new UnsupportedPaymentTypeError();
                const path = `${statementPath(statementId, portal)}/payments/${type}/${status}`;
                const rows: Payment[] = (await request(path, { schema: paymentListSchema })).map((row, index) => ({
                    ...row,
                    id: index,
                    PolicyAgentName: [row.PolicyAgentFirstName, row.PolicyAgentLastName].filter(Boolean).join(' '),
                }));
                const sorted = sortLocally(rows, params.sort ?? BY_CUSTOMER_LAST_NAME, [
                    'CustomerFirstName',
                    'PolicyNumber',
                ]);
                return pageLocally(sorted, params);
            },
        },
    },
    methods: {
        downloadStatement: async (statementId, format) =>
            downloadEncodedFile(`${statementPath(statementId, portal)}/${format}`),
    } satisfies StatementMethods,
});

export const statementsApi = defineApiArea('statements', statementCalls);

export const downloadStatementAction = defineAction({
    area: statementsApi,
    call: (api: StatementMethods, { statementId, format }: { statementId: Identifier; format: StatementFormat }) =>
        api.downloadStatement(statementId, format),
    messages: {
        pending: 'resources.statements.messages.downloadGenerating',
        success: 'resources.statements.messages.downloadSuccess',
        error: 'resources.statements.messages.downloadFailed',
    },
});
