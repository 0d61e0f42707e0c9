import { Navigate, useParams, useSearchParams } from 'react-router';

const ToEnrollment = () => <Navigate to={`/enrollments/${useParams().id ?? ''}`} replace />;
const ToHelpRequest = () => <Navigate to={`/help-requests/${useParams().id ?? ''}`} replace />;
const ToStatement = () => {
    const [params] = useSearchParams();
    const paymentRunId = params.get('paymentRunId');
    return <Navigate to={paymentRunId ? `/statements/${encodeURIComponent(paymentRunId)}` : '/statements'} replace />;
};
const ToHome = () => <Navigate to="/" replace />;

/** Addresses of the previous portal that people still have bookmarked (spec part 2 §2). */
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
