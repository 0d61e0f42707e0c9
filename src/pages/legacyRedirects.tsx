import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { PORTAL_QUERY_KEYS } from '../portal/types';

/**
 * The portal named on the old address (`?agentId=102`), carried onto the new one: without it the history
 * would add the stored portal instead, and the bookmark would open another person's portal.
 */
const usePortalSearch = (): URLSearchParams => {
    const { search } = useLocation();
    const from = new URLSearchParams(search);
    const kept = new URLSearchParams();
    for (const key of Object.values(PORTAL_QUERY_KEYS)) {
        const value = from.get(key);
        if (value) kept.set(key, value);
    }
    return kept;
};

const Redirect = ({ to }: { to: string }) => {
    const text = usePortalSearch().toString();
    return <Navigate to={{ pathname: to, search: text ? `?${text}` : '' }} replace />;
};

const ToEnrollment = () => <Redirect to={`/enrollments/${encodeURIComponent(useParams().id ?? '')}`} />;
const ToHelpRequest = () => <Redirect to={`/help-requests/${encodeURIComponent(useParams().id ?? '')}`} />;
const ToStatement = () => {
    const [params] = useSearchParams();
    const paymentRunId = params.get('paymentRunId');
    return <Redirect to={paymentRunId ? `/statements/${encodeURIComponent(paymentRunId)}` : '/statements'} />;
};
const ToHome = () => <Redirect to="/" />;

/** Addresses of the previous portal that people still have bookmarked. */
export const LEGACY_REDIRECTS = [
    { path: '/Account/PasswordCreated', element: <ToHome /> },
    { path: '/PortalSelection/*', element: <ToHome /> },
    { path: '/Agent/Home', element: <ToHome /> },
    { path: '/Agency/Home', element: <ToHome /> },
    { path: '/Agent/Enrollments/Enrollment/:id', element: <ToEnrollment /> },
    { path: '/Agency/Enrollments/Enrollment/:id', element: <ToEnrollment /> },
    { path: '/Agent/Statements', element: <ToStatement /> },
    { path: '/Agent/Statements/Statement', element: <ToStatement /> },
    { path: '/Agency/Statements/Statement', element: <ToStatement /> },
    { path: '/Agent/Activities/Manage/:id', element: <ToHelpRequest /> },
];
