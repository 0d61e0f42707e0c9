import { useEffect, type ErrorInfo } from 'react';
import { Container } from '@mui/material';
import { Error as CrashPage, useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { useLocation } from 'react-router';
import { PageNotLoadedPage } from '../pages/status/InPlaceStatusPages';
import { isPageCodeFailure } from '../routing/pageCodeFailure';
import { reportError } from './errorReports';

interface ThrownProps {
    error: Error;
    errorInfo?: ErrorInfo;
    /** Given by the boundary outside the layout; the layout's own resets itself when the address changes. */
    resetErrorBoundary?: (...args: unknown[]) => void;
}

const stayShown = () => undefined;

/**
 * What shows in place of what threw, reported (config.json errorReportUrl) with the route it happened on: a
 * page whose code could not be fetched says so in the user's language and offers to load the portal again;
 * anything else is react-admin's crash screen. Going to another address shows what that one serves.
 */
const ReportedError = ({
    error,
    errorInfo,
    resetErrorBoundary = stayShown,
    main,
}: ThrownProps & { main?: boolean }) => {
    const { pathname } = useLocation();
    useEffect(() => reportError(error, pathname), [error, pathname]);
    useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
    if (!isPageCodeFailure(error))
        return <CrashPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />;
    return main ? (
        <Container component="main" maxWidth="md" sx={{ py: 4 }}>
            <PageNotLoadedPage />
        </Container>
    ) : (
        <PageNotLoadedPage />
    );
};

/** In place of the page, inside the layout: the header and the menu stay, to go elsewhere. */
export const ReportedPageCrash = (props: ThrownProps) => <ReportedError {...props} />;

/** In place of everything, for what threw outside the layout (the public status pages, the layout itself). */
export const ReportedCrashPage = (props: ThrownProps) => <ReportedError {...props} main />;
