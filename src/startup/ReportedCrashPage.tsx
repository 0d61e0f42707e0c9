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
    /** The layout's own boundary resets itself when the address changes. */
    resetErrorBoundary?: (...args: unknown[]) => void;
}

const stayShown = () => undefined;

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

/** Inside the layout: the header and the menu stay, to go elsewhere. */
export const ReportedPageCrash = (props: ThrownProps) => <ReportedError {...props} />;

export const ReportedCrashPage = (props: ThrownProps) => <ReportedError {...props} main />;
