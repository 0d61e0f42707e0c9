import { Link } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiValue } from '../../src/components/ApiValue';
import { useFormatters } from '../../src/components/formatting';
import { ResponsiveTable, type TableColumn } from '../../src/components/listTable';
import { usePortal } from '../../src/portal/PortalScope';
import { EnrollmentAgent } from './EnrollmentAgent';
import { LIST_PAGE_SIZES, type EnrollmentRow } from './types';

const field = (name: string) => `resources.enrollments.fields.${name}`;

const customerName = (row: EnrollmentRow) =>
    [row.CustomerLastName, row.CustomerFirstName].filter(Boolean).join(', ') || String(row.PolicyId);

const detailPath = (row: EnrollmentRow) => `/enrollments/${encodeURIComponent(String(row.PolicyId))}`;

/** The customer's name as a real link to the detail (rows are clickable too, but only links are keyboard-reachable). */
const DetailLink = ({ row }: { row: EnrollmentRow }) => {
    const { pathname, search } = useLocation();
    return (
        <Link component={RouterLink} to={detailPath(row)} state={{ from: `${pathname}${search}` }}>
            {customerName(row)}
        </Link>
    );
};

export const EnrollmentTable = () => {
    const { date } = useFormatters();
    const isAgency = usePortal().type === 'agency';
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    const columns: Array<TableColumn<EnrollmentRow> | false> = [
        {
            source: 'CustomerLastName',
            label: field('customer'),
            render: row => <DetailLink row={row} />,
        },
        isAgency && {
            source: 'AgentName',
            label: field('AgentName'),
            render: row => <EnrollmentAgent enrollment={row} />,
        },
        { source: 'CustomerState', label: field('CustomerState'), only: 'laptop' },
        { source: 'CustomerCounty', label: field('CustomerCounty'), only: 'laptop', under: 'CustomerState' },
        {
            source: 'CustomerStateCounty',
            label: field('CustomerState'),
            sortable: false,
            only: 'phone',
            render: row => [row.CustomerState, row.CustomerCounty].filter(Boolean).join(' · '),
        },
        { source: 'InsurerName', label: field('InsurerName') },
        { source: 'PolicyType', label: field('PolicyType') },
        {
            source: 'EffectiveDate',
            label: field('EffectiveDate'),
            noWrap: true,
            render: row => date(row.EffectiveDate),
        },
        {
            source: 'AppQueueStatus',
            label: field('AppQueueStatus'),
            render: row => (row.AppQueueStatus ? <ApiValue kind="enrollmentStatus" value={row.AppQueueStatus} /> : ''),
        },
        {
            source: 'TerminationDate',
            label: field('TerminationDate'),
            noWrap: true,
            render: row => date(row.TerminationDate),
        },
        {
            source: 'TerminationReason',
            label: field('TerminationReason'),
            under: 'TerminationDate',
            render: row =>
                row.TerminationReason ? <ApiValue kind="terminationReason" value={row.TerminationReason} /> : '',
        },
    ];
    return (
        <ResponsiveTable<EnrollmentRow>
            columns={columns}
            label="resources.enrollments.list.table"
            cardsLabel="resources.enrollments.list.cards"
            pageSizes={LIST_PAGE_SIZES}
            emptyMessage="resources.enrollments.messages.noneFound"
            errorMessage="resources.enrollments.messages.loadError"
            rowClick={row => navigate(detailPath(row), { state: { from: `${pathname}${search}` } })}
            cardEmptyValue="—"
        />
    );
};
