import { useId, useState } from 'react';
import { useDownlineName } from '../../src/components/producerNames';
import { Box, Chip, Tab, Tabs } from '@mui/material';
import { ListContextProvider, useGetList, useTranslate, type Identifier } from 'react-admin';
import { INLINE_ERRORS, ResponsiveTable, useRowsAtHand, type TableColumn } from '../../src/components/listTable';
import { SectionCard } from '../../src/components/SectionCard';
import { allOf, QueryState, type QueryLike } from '../../src/components/QueryState';
import { usePageData } from '../../src/components/pageData';
import { Money } from '../../src/components/Money';
import {
    BY_CUSTOMER_LAST_NAME,
    PAYMENT_PAGE_SIZES,
    PAYMENT_STATUSES,
    paymentListParams,
    type Payment,
    type PaymentStatus,
    type PaymentType,
} from './types';

export const countBadge = (count: number) => (count > 999 ? '999+' : String(count));

export const defaultTab = (processed: number, onHold: number): PaymentStatus =>
    processed === 0 && onHold > 0 ? 'onhold' : 'processed';

const field = (name: string) => `resources.statements.fields.${name}`;

type NameOf = ReturnType<typeof useDownlineName>;

const producerOf = (payment: Payment, downlineName: NameOf) =>
    payment.PolicyAgentId === null || payment.PolicyAgentId === undefined || !payment.PolicyAgentName
        ? payment.PolicyAgentName
        : downlineName({ id: payment.PolicyAgentId, name: payment.PolicyAgentName });

const columnsFor = (withProducer: boolean, downlineName: NameOf): Array<TableColumn<Payment> | false> => [
    withProducer && {
        source: 'PolicyAgentName',
        label: field('PolicyAgentName'),
        render: payment => producerOf(payment, downlineName),
    },
    { source: 'CustomerFirstName', label: field('CustomerFirstName') },
    { source: 'CustomerLastName', label: field('CustomerLastName') },
    { source: 'PolicyNumber', label: field('PolicyNumber'), noWrap: true },
    { source: 'PolicyTypeName', label: field('PolicyTypeName') },
    { source: 'InsurerName', label: field('InsurerName') },
    { source: 'ProductName', label: field('ProductName') },
    {
        source: 'PaymentAmount',
        label: field('PaymentAmount'),
        numeric: true,
        noWrap: true,
        render: row => <Money value={row.PaymentAmount} />,
    },
];

const usePayments = (statementId: Identifier, type: PaymentType, status: PaymentStatus, enabled = true) =>
    useGetList<Payment>('statements/payments', paymentListParams(statementId, type, status), {
        ...INLINE_ERRORS,
        enabled,
    });

/**
 * Asks a statement's payment lists beside the statement itself, not once it has come: the sections read the same
 * answers. Overrides are an agency's only.
 */
export const usePaymentsAhead = (statementId: string, agency: boolean) => {
    const asked = statementId !== '';
    usePayments(statementId, 'commissions', 'processed', asked);
    usePayments(statementId, 'commissions', 'onhold', asked);
    usePayments(statementId, 'overrides', 'processed', asked && agency);
    usePayments(statementId, 'overrides', 'onhold', asked && agency);
};

const PaymentTable = ({
    rows,
    labelArgs,
    withProducer,
}: {
    rows: Payment[];
    labelArgs: { section: string; tab: string };
    withProducer: boolean;
}) => {
    const list = useRowsAtHand<Payment>({
        resource: 'statements/payments',
        rows,
        sort: BY_CUSTOMER_LAST_NAME,
        perPage: PAYMENT_PAGE_SIZES[0],
    });
    const total = rows.reduce((sum, row) => sum + row.PaymentAmount, 0);
    const downlineName = useDownlineName();
    return (
        <ListContextProvider value={list}>
            <ResponsiveTable<Payment>
                label="resources.statements.detail.table"
                labelArgs={labelArgs}
                columns={columnsFor(withProducer, downlineName)}
                pageSizes={PAYMENT_PAGE_SIZES}
                emptyMessage="resources.statements.messages.noPayments"
                errorMessage="resources.statements.messages.paymentsLoadError"
                footer={{ label: 'resources.statements.detail.total', value: <Money value={total} /> }}
                cardTitle={false}
            />
        </ListContextProvider>
    );
};

const UNTIL_FIRST_DATA: QueryLike<[Payment[], Payment[]]> = {
    isPending: true,
    error: null,
    data: undefined,
    refetch: () => undefined,
};

// Both tabs are asked for at once, so the counts and the opening tab are known.
export const PaymentSection = ({
    statementId,
    type,
    withProducer,
    afterFirstData = false,
}: {
    statementId: Identifier;
    type: PaymentType;
    withProducer: boolean;
    /** Drawn once the page's first answer is on screen: a second table drawn with the first delays both. */
    afterFirstData?: boolean;
}) => {
    const page = usePageData();
    const drawn = !afterFirstData || !page || page.shown;
    const translate = useTranslate();
    const baseId = useId();
    const processed = usePayments(statementId, type, 'processed');
    const onHold = usePayments(statementId, type, 'onhold');
    const [chosen, setChosen] = useState<PaymentStatus>();
    const section = translate(`resources.statements.detail.${type}`);
    const tabLabel = (status: PaymentStatus) =>
        translate(`resources.statements.detail.${status === 'processed' ? 'processed' : 'onHold'}`);

    return (
        <SectionCard title={`resources.statements.detail.${type}`}>
            <QueryState
                query={drawn ? allOf([processed, onHold]) : UNTIL_FIRST_DATA}
                error="resources.statements.messages.paymentsLoadError"
            >
                {([processedRows, onHoldRows]) => {
                    const rows = { processed: processedRows, onhold: onHoldRows };
                    const tab = chosen ?? defaultTab(processedRows.length, onHoldRows.length);
                    return (
                        <>
                            <Tabs
                                value={tab}
                                onChange={(_, next: PaymentStatus) => setChosen(next)}
                                aria-label={translate('resources.statements.detail.tabs', { section })}
                                variant="scrollable"
                                allowScrollButtonsMobile
                            >
                                {PAYMENT_STATUSES.map(status => (
                                    <Tab
                                        key={status}
                                        value={status}
                                        id={`${baseId}-${status}-tab`}
                                        aria-controls={`${baseId}-${status}-panel`}
                                        label={
                                            <Box
                                                component="span"
                                                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
                                            >
                                                {tabLabel(status)}
                                                <Chip
                                                    size="small"
                                                    label={countBadge(rows[status].length)}
                                                    title={translate('resources.statements.detail.count', {
                                                        smart_count: rows[status].length,
                                                    })}
                                                />
                                            </Box>
                                        }
                                    />
                                ))}
                            </Tabs>
                            <Box
                                role="tabpanel"
                                id={`${baseId}-${tab}-panel`}
                                aria-labelledby={`${baseId}-${tab}-tab`}
                                sx={{ pt: 2 }}
                            >
                                <PaymentTable
                                    key={tab}
                                    rows={rows[tab]}
                                    withProducer={withProducer}
                                    labelArgs={{ section, tab: tabLabel(tab) }}
                                />
                            </Box>
                        </>
                    );
                }}
            </QueryState>
        </SectionCard>
    );
};
