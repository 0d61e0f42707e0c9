import { useEffect, type ComponentProps } from 'react';
import { Error as CrashPage } from 'react-admin';
import { useLocation } from 'react-router';
import { reportError } from './errorReports';

/** react-admin's crash screen, reported (config.json errorReportUrl) when it shows, with the route it crashed on. */
export const ReportedCrashPage = (props: ComponentProps<typeof CrashPage>) => {
    const { pathname } = useLocation();
    useEffect(() => reportError(props.error, pathname), [props.error, pathname]);
    return <CrashPage {...props} />;
};
