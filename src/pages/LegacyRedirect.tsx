import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { createElement, type ComponentType } from 'react';
import { PORTAL_QUERY_KEYS } from '../portal/types';
import type { LegacyTarget } from './legacyAddresses';

/** Without it the history would add the stored portal, and the bookmark would open another person's portal. */
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

const REDIRECTS: Record<LegacyTarget, ComponentType> = {
    home: () => <Redirect to="/" />,
    enrollment: ToEnrollment,
    statement: ToStatement,
    helpRequest: ToHelpRequest,
};

export const LegacyRedirect = ({ to }: { to: LegacyTarget }) => createElement(REDIRECTS[to]);
