import { useMemo } from 'react';
import { Link } from '@mui/material';
import { ListContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../src/components/formatting';
import { ResponsiveTable, ROWS_AT_HAND, useWholeListContext, type TableColumn } from '../../src/components/listTable';
import { ProducerLink } from '../../src/components/ProducerLink';
import { useGapText } from '../../src/components/readinessFixes';
import type { RenewalCheck } from './rules';
import { text } from './texts';
import { useTablePage } from './tablePage';
import type { Renewals } from './useRenewals';

const PAGE_SIZES = [25];
const BY_RENEWAL = { field: 'renews', order: 'ASC' } as const;
const NO_FILTER = {};

interface MemberRow {
    id: string;
    check: RenewalCheck;
}

const MemberLink = ({ check }: { check: RenewalCheck }) => {
    const translate = useTranslate();
    const { enrollment } = check;
    return (
        <Link component={RouterLink} to={`/enrollments/${encodeURIComponent(String(enrollment.id))}`}>
            {enrollment.customer || translate(text('members.unnamed'), { id: enrollment.id })}
        </Link>
    );
};

const RenewsOn = ({ check }: { check: RenewalCheck }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    return <>{translate(text('members.renewsOn'), { date: date(check.renewal.date), year: check.renewal.planYear })}</>;
};

const Missing = ({ check }: { check: RenewalCheck }) => {
    const gapText = useGapText();
    return <>{check.cell.gaps.map(gap => gapText(gap, check.cell)).join('; ')}</>;
};

export const MembersTable = ({
    checks,
    agency,
    producerName,
    stateName,
}: {
    checks: RenewalCheck[];
    agency: boolean;
    producerName: Renewals['producerName'];
    stateName: (state: string) => string;
}) => {
    const { page, setPage } = useTablePage('page');
    const rows = useMemo(
        () =>
            checks
                .filter(check => !check.cell.ready)
                .sort(
                    (a, b) =>
                        a.renewal.date.localeCompare(b.renewal.date) ||
                        a.enrollment.customer.localeCompare(b.enrollment.customer)
                )
                .map((check): MemberRow => ({ id: String(check.enrollment.id), check })),
        [checks]
    );
    const context = useWholeListContext<MemberRow>({
        resource: 'renewals',
        query: ROWS_AT_HAND,
        rows,
        page,
        perPage: PAGE_SIZES[0],
        sort: BY_RENEWAL,
        filterValues: NO_FILTER,
        setPage,
        setSort: () => undefined,
    });
    const columns: Array<TableColumn<MemberRow> | false> = [
        {
            source: 'member',
            label: text('members.columns.member'),
            sortable: false,
            render: row => <MemberLink check={row.check} />,
        },
        agency && {
            source: 'producer',
            label: text('members.columns.producer'),
            sortable: false,
            render: row =>
                row.check.enrollment.producer && (
                    <ProducerLink
                        agentId={row.check.enrollment.producer.id}
                        name={producerName(row.check.enrollment.producer)}
                    />
                ),
        },
        {
            source: 'carrier',
            label: text('members.columns.carrier'),
            sortable: false,
            render: row => row.check.enrollment.carrier,
        },
        {
            source: 'policyType',
            label: text('members.columns.policyType'),
            sortable: false,
            render: row => row.check.enrollment.policyType.name,
        },
        {
            source: 'state',
            label: text('members.columns.state'),
            sortable: false,
            render: row => stateName(row.check.cell.state),
        },
        {
            source: 'renews',
            label: text('members.columns.renews'),
            sortable: false,
            noWrap: true,
            render: row => <RenewsOn check={row.check} />,
        },
        {
            source: 'missing',
            label: text('members.columns.missing'),
            sortable: false,
            render: row => <Missing check={row.check} />,
        },
    ];
    return (
        <ListContextProvider value={context}>
            <ResponsiveTable<MemberRow>
                label={text('members.table')}
                columns={columns}
                pageSizes={PAGE_SIZES}
                emptyMessage={text('members.empty')}
                errorMessage={text('errors.enrollments')}
                pagination={rows.length > PAGE_SIZES[0]}
            />
        </ListContextProvider>
    );
};
