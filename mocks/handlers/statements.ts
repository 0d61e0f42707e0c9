import { http, HttpResponse } from 'msw';
import { PDF_TYPE, pdfDocument, XLSX_TYPE, xlsxWorkbook } from '../db/documents';
import {
    statementOf,
    statementsOf,
    type OwnerType,
    type PaymentFixture,
    type StatementFixture,
} from '../db/statements';
import { defineDemoArea } from './area';
import { api, encodedFile, failure } from './shared';

/**
 * Commission statements: an owner's statements filtered by carrier, policy type and
 * statement date range; one statement; its payments by type and status; its pdf and xlsx files. Agents are
 * paid commissions only: any other payment type answers 400 'Unsupported payment type for agents'.
 */

const SEGMENTS = { agentstatements: 'agent', agencystatements: 'agency' } as const satisfies Record<string, OwnerType>;
const TYPES = ['commissions', 'overrides'] as const;
const STATUSES = ['processed', 'onhold'] as const;

const toWire = ({ PaymentRunId, StatementDate, StatementLedger }: StatementFixture) => ({
    PaymentRunId,
    StatementDate,
    StatementLedger,
});

const paymentToWire = ({ InsurerId: _insurer, PolicyTypeId: _type, ...payment }: PaymentFixture) => payment;

const allPayments = (statement: StatementFixture) =>
    TYPES.flatMap(type => STATUSES.flatMap(status => statement.payments[type][status]));

/** A date query value: YYYY-MM-DD (a time part is allowed), or none; anything else is a bad request. */
const dateParam = (value: string | null): string | null | false => {
    if (value === null || value === '') return null;
    return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10)))
        ? value.slice(0, 10)
        : false;
};

const idParam = (value: string | null): number | null | false =>
    value === null || value === '' ? null : /^\d+$/.test(value) ? Number(value) : false;

const listHandler = (ownerType: OwnerType) =>
    http.get(api(`/t/${ownerType === 'agent' ? 'agents' : 'agencies'}/:ownerId/statements`), ({ params, request }) => {
        const query = new URL(request.url).searchParams;
        const insurerId = idParam(query.get('InsurerId'));
        const policyTypeId = idParam(query.get('PolicyTypeId'));
        const start = dateParam(query.get('StartStatementDateRange'));
        const end = dateParam(query.get('EndStatementDateRange'));
        if (insurerId === false || policyTypeId === false || start === false || end === false)
            return failure(400, { message: 'Invalid statement filter' });
        const rows = statementsOf(ownerType, String(params.ownerId)).filter(statement => {
            const day = statement.StatementDate.slice(0, 10);
            if (start && day < start) return false;
            if (end && day > end) return false;
            if (insurerId === null && policyTypeId === null) return true;
            return allPayments(statement).some(
                payment =>
                    (insurerId === null || payment.InsurerId === insurerId) &&
                    (policyTypeId === null || payment.PolicyTypeId === policyTypeId)
            );
        });
        return HttpResponse.json(rows.map(toWire));
    });

const statementRows = (statement: StatementFixture) => [
    ['Section', 'Status', 'Producer', 'Customer', 'Policy number', 'Policy type', 'Carrier', 'Product', 'Amount'],
    ...TYPES.flatMap(type =>
        STATUSES.flatMap(status =>
            statement.payments[type][status].map(payment => [
                type,
                status,
                `${payment.PolicyAgentFirstName} ${payment.PolicyAgentLastName}`,
                `${payment.CustomerFirstName} ${payment.CustomerLastName}`,
                payment.PolicyNumber,
                payment.PolicyTypeName,
                payment.InsurerName,
                payment.ProductName,
                payment.PaymentAmount,
            ])
        )
    ),
];

const oneStatementHandlers = (segment: keyof typeof SEGMENTS) => {
    const ownerType = SEGMENTS[segment];
    const base = `/t/${segment}/:ownerId/:statementId`;
    const find = (params: Record<string, unknown>) =>
        statementOf(ownerType, String(params.ownerId), params.statementId);
    return [
        http.get(api(base), ({ params }) => {
            const statement = find(params);
            return statement ? HttpResponse.json(toWire(statement)) : failure(404);
        }),
        http.get(api(`${base}/payments/:type/:status`), ({ params }) => {
            const type = TYPES.find(candidate => candidate === params.type);
            const status = STATUSES.find(candidate => candidate === params.status);
            if (!type || !status) return failure(404);
            if (ownerType === 'agent' && type !== 'commissions')
                return failure(400, { message: 'Unsupported payment type for agents' });
            const statement = find(params);
            return statement ? HttpResponse.json(statement.payments[type][status].map(paymentToWire)) : failure(404);
        }),
        http.get(api(`${base}/:format`), ({ params }) => {
            const statement = find(params);
            if (!statement) return failure(404);
            const day = statement.StatementDate.slice(0, 10);
            const name = `Statement-${day}-${statement.PaymentRunId}`;
            if (params.format === 'xlsx')
                return encodedFile(`${name}.xlsx`, XLSX_TYPE, xlsxWorkbook('Statement', statementRows(statement)));
            if (params.format === 'pdf') {
                const ledger = Object.entries(statement.StatementLedger).map(
                    ([entry, value]) => `${entry}: ${value.toFixed(2)} USD`
                );
                return encodedFile(`${name}.pdf`, PDF_TYPE, pdfDocument(`Commission statement ${day}`, ledger));
            }
            return failure(404);
        }),
    ];
};

export const statementsDemo = defineDemoArea({
    name: 'statements',
    handlers: [
        listHandler('agent'),
        listHandler('agency'),
        ...oneStatementHandlers('agentstatements'),
        ...oneStatementHandlers('agencystatements'),
    ],
});
