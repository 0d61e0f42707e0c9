import { Box, Link } from '@mui/material';
import PassIcon from '@mui/icons-material/CheckCircle';
import FlagIcon from '@mui/icons-material/ReportProblem';
import WaitIcon from '@mui/icons-material/HourglassTop';
import UnknownIcon from '@mui/icons-material/HelpOutlineOutlined';
import { ListContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../../src/components/formatting';
import {
    ResponsiveTable,
    ROWS_AT_HAND,
    useWholeListContext,
    type TableColumn,
} from '../../../src/components/listTable';
import { useSoaStatusName } from '../../../src/components/soaStatusName';
import type { AddressUpdateOptions } from '../../../src/routing/useAddressState';
import { CHECK_PAGE_SIZES, type CheckView } from './address';
import { C, customerName, receivedText, soaName, soaText, withCustomer } from './rowTexts';
import { RowActions } from './RowActions';
import type { CheckRow, Verdict } from './useSoaCheck';

type RowRecord = CheckRow & { id: string };

const NO_SORT = { field: 'result', order: 'ASC' } as const;

// In words beside its icon, never in colour alone.
export const ResultLabel = ({ verdict }: { verdict: Verdict }) => {
    const translate = useTranslate();
    const [Icon, color] =
        verdict === 'pass'
            ? [PassIcon, 'success.main']
            : verdict === 'checking'
              ? [WaitIcon, 'text.secondary']
              : verdict === 'unchecked'
                ? [UnknownIcon, 'text.secondary']
                : [FlagIcon, 'warning.dark'];
    return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.75 }}>
            <Icon fontSize="small" sx={{ color, mt: '1px' }} aria-hidden />
            {translate(`${C}.flags.${verdict}`)}
        </Box>
    );
};

/** A page past the last is corrected in place. */
export type OnCheckPage = (page: number, perPage?: number, options?: AddressUpdateOptions) => void;

export const CheckTable = ({
    rows,
    checking,
    view,
    onPage,
}: {
    rows: CheckRow[];
    /** More rows may come, so the last page is not known yet. */
    checking: boolean;
    view: CheckView;
    onPage: OnCheckPage;
}) => {
    const translate = useTranslate();
    const { date, month } = useFormatters();
    const statusName = useSoaStatusName();
    const records: RowRecord[] = rows.map(row => ({ ...row, id: String(row.enrollment.id) }));
    const context = useWholeListContext<RowRecord>({
        resource: 'soaCheck',
        query: { ...ROWS_AT_HAND, isFetching: checking },
        rows: records,
        page: view.page,
        perPage: view.perPage,
        sort: NO_SORT,
        filterValues: {},
        setPage: (page, options) => onPage(page, undefined, options),
        setPerPage: perPage => onPage(1, perPage),
        setSort: () => undefined,
    });
    const columns: Array<TableColumn<RowRecord>> = [
        {
            source: 'customer',
            label: `${C}.columns.customer`,
            sortable: false,
            render: row => (
                <Link component={RouterLink} to={`/enrollments/${encodeURIComponent(row.id)}`}>
                    {customerName(row.enrollment)}
                </Link>
            ),
        },
        {
            source: 'plan',
            label: `${C}.columns.plan`,
            sortable: false,
            render: row => [row.enrollment.PolicyType, row.enrollment.InsurerName].filter(Boolean).join(' · '),
        },
        {
            source: 'received',
            label: `${C}.columns.received`,
            sortable: false,
            render: row => receivedText(row, translate, { date, month }),
        },
        {
            source: 'soa',
            label: `${C}.columns.soa`,
            sortable: false,
            render: row => {
                const text = soaText(row.soa, translate, { date, month, statusName });
                if (!row.soa) return text;
                return (
                    <Link
                        component={RouterLink}
                        to={withCustomer('/scopes', row.soa.firstName, row.soa.lastName)}
                        aria-label={`${text}. ${translate(`${C}.soa.view`, { name: soaName(row.soa) })}`}
                    >
                        {text}
                    </Link>
                );
            },
        },
        {
            source: 'result',
            label: `${C}.columns.result`,
            sortable: false,
            render: row => <ResultLabel verdict={row.verdict} />,
        },
        {
            source: 'actions',
            label: `${C}.columns.actions`,
            sortable: false,
            render: row => <RowActions row={row} />,
        },
    ];
    return (
        <ListContextProvider value={context}>
            <ResponsiveTable<RowRecord>
                columns={columns}
                label={`${C}.table`}
                pageSizes={CHECK_PAGE_SIZES}
                emptyMessage={`${C}.noneShown`}
                errorMessage={`${C}.soasError`}
                stickyHeader
            />
        </ListContextProvider>
    );
};
