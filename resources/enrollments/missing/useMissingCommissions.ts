import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { useAreaApi } from '../../../src/api/useAreaApi';
import { readWholeList } from '../../../src/api/readAllPages';
import { useBoundedRuns } from '../../../src/api/useBoundedRuns';
import { usePortalKey } from '../../../src/portal/usePortal';
import { enrollmentQueries, type EnrollmentMethods } from '../api';
import type { EnrollmentRow, StatementRow } from '../types';
import {
    commissionDue,
    inWindow,
    missingCommission,
    windowSearch,
    type CheckWindow,
    type MissingCommission,
} from './check';

/** The search's largest page: the window's enrollments come in as few calls as the API allows. */
const SEARCH_PAGE_SIZE = 100;

export type Api = EnrollmentMethods & DataProvider;

/** Every enrollment of the window (the search pages; the check needs them all). */
export const searchAll = async (api: Api, window: CheckWindow, signal: AbortSignal) => {
    const rows = await readWholeList<EnrollmentRow>(
        api,
        'enrollments',
        { filter: windowSearch(window), sort: { field: 'EffectiveDate', order: 'ASC' }, signal },
        SEARCH_PAGE_SIZE
    );
    return rows.filter(row => inWindow(row.EffectiveDate, window));
};

/**
 * The missed-commission check: the window's enrollments from the search, less those terminated
 * before a commission was due (`leftOut`, never asked about), then each one's commission payments, at most 4
 * calls at once (useBoundedRuns), each answer kept for the session under the same key the enrollment's page
 * uses, so no enrollment is asked twice, here or there.
 */
export const useMissingCommissions = (window: CheckWindow) => {
    const api = useAreaApi<Api>();
    const portalKey = usePortalKey();
    const enrollments = useQuery({
        queryKey: enrollmentQueries.missingCommissionsKey(portalKey, window),
        queryFn: ({ signal }) => searchAll(api, window, signal),
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
    });
    const queryKey = useCallback(
        (row: EnrollmentRow) => enrollmentQueries.payments(api, portalKey, row.id, 'commissions').queryKey,
        [api, portalKey]
    );
    const call = useCallback(
        (row: EnrollmentRow, signal: AbortSignal): Promise<StatementRow[]> =>
            api.getEnrollmentPayments(row.id, 'commissions', signal),
        [api]
    );
    const split = useMemo(() => {
        if (!enrollments.data) return undefined;
        const due = enrollments.data.filter(row => commissionDue(row, window));
        return { due, leftOut: enrollments.data.length - due.length };
    }, [enrollments.data, window]);
    const runs = useBoundedRuns({ items: split?.due, queryKey, call });
    const missing = useMemo(
        () =>
            runs.entries
                .flatMap((entry): MissingCommission[] => {
                    if (entry.state !== 'done') return [];
                    const found = missingCommission(entry.item, entry.result);
                    return found ? [found] : [];
                })
                .sort((a, b) => b.days - a.days),
        [runs.entries]
    );
    const failed = runs.entries.flatMap(entry => (entry.state === 'failed' ? [entry.item] : []));
    return { enrollments, runs, missing, failed, leftOut: split?.leftOut ?? 0 };
};
