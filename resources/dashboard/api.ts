import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request } from '../../src/api/httpClient';
import { accountManagerCalls } from '../../src/api/accountManager';
import { forAgency, ownerPath } from '../../src/api/owner';
import { portalContractsQuery } from '../../src/api/portalContracts';
import { useAreaApi } from '../../src/api/useAreaApi';
import type { PortalRef } from '../../src/portal/types';
import {
    alertListSchema,
    calendarSchema,
    dashboardSchema,
    producerSummarySchema,
    recentEnrollmentsSchema,
    type CalendarEvent,
    type DashboardAnswer,
    type PendingContractRecord,
    type PortalAlert,
    type ProducerSummaryRow,
    type RecentEnrollment,
} from './types';

// Recent statements and SOAs are the statements' and scopes' own lists, so those areas keep the one definition of
// their calls. Recent enrollments live here: the enrollments area's code would load with the dashboard for one call.

export interface ProducerSummaryFilter {
    insurerId?: string;
    start?: string;
    end?: string;
}

export interface DashboardMethods {
    getAlerts: () => Promise<PortalAlert[]>;
    getRecentEnrollments: (maxResults: number) => Promise<RecentEnrollment[]>;
    getDashboard: () => Promise<DashboardAnswer>;
    getProducerSummary: (filter: ProducerSummaryFilter) => Promise<ProducerSummaryRow[]>;
    getCalendar: () => Promise<CalendarEvent[]>;
}

// For the scope's portal, or for the one the address names on the first visit's early calls.
const dashboardCalls = (portal: PortalRef): DashboardMethods => ({
    getAlerts: async () => request('/t/alerts', { schema: alertListSchema }),
    getRecentEnrollments: async maxResults =>
        request(`${ownerPath(portal)}/enrollments/recent`, {
            query: { maxResults },
            schema: recentEnrollmentsSchema,
        }),
    getDashboard: async () => request(`${ownerPath(portal)}/dashboard`, { schema: dashboardSchema }),
    getProducerSummary: forAgency(
        portal,
        agency =>
            async ({ insurerId, start, end }: ProducerSummaryFilter) =>
                request(`${ownerPath(agency)}/producersummary`, {
                    query: { InsurerId: insurerId, BeginningProducerDate: start, EndingProducerDate: end },
                    schema: producerSummarySchema,
                })
    ),
    getCalendar: async () => request('/api/content/calendar', { schema: calendarSchema }),
});

/** Started with the sign-in calls, so the home page's cards find their answers when they mount. */
export const earlyDashboardCalls = (portal: PortalRef) => {
    const calls = dashboardCalls(portal);
    // Settled: a failed call is the card's error when it takes the answer, never an unhandled rejection here.
    return Promise.allSettled([
        calls.getAlerts(),
        calls.getRecentEnrollments(RECENT_ENROLLMENTS),
        accountManagerCalls(portal).getAccountManager(),
        calls.getDashboard(),
        calls.getCalendar(),
    ]);
};

export const dashboardApi = defineApiArea('dashboard', portal => ({ methods: dashboardCalls(portal) }));

/** The recent enrollments card asks for 10 (the call's default maxResults). */
export const RECENT_ENROLLMENTS = 10;
export const RECENT_STATEMENTS = 5;
export const RECENT_SOAS = 5;
export const ALERTS_STALE_MS = 5 * 60_000;

export const useAlerts = () => {
    const api = useAreaApi(dashboardApi);
    return useQuery({
        queryKey: ['dashboard', 'alerts'],
        queryFn: () => api.getAlerts(),
        staleTime: ALERTS_STALE_MS,
        // Kept at least as long as it is fresh, so a visit inside the 5 minutes never calls again.
        gcTime: ALERTS_STALE_MS * 2,
    });
};

export const useRecentEnrollments = () => {
    const api = useAreaApi(dashboardApi);
    return useQuery({
        queryKey: ['dashboard', 'recentEnrollments'],
        queryFn: () => api.getRecentEnrollments(RECENT_ENROLLMENTS),
    });
};

export const useEnrollmentChart = () => {
    const api = useAreaApi(dashboardApi);
    return useQuery({ queryKey: ['dashboard', 'chart'], queryFn: () => api.getDashboard() });
};

/** Asked only while `enabled`; the last figures stay while new ones come when `keepShown`. */
export const useProducerSummary = (
    filter: ProducerSummaryFilter,
    { enabled, keepShown = false }: { enabled: boolean; keepShown?: boolean }
) => {
    const api = useAreaApi(dashboardApi);
    return useQuery({
        queryKey: ['dashboard', 'producerSummary', filter],
        queryFn: () => api.getProducerSummary(filter),
        enabled,
        placeholderData: keepShown ? keepPreviousData : undefined,
    });
};

export const useCalendar = () => {
    const api = useAreaApi(dashboardApi);
    return useQuery({ queryKey: ['dashboard', 'calendar'], queryFn: () => api.getCalendar() });
};

/** The contracts area's whole Pending list, under the key the views beside the contracts list share: one call. */
export const usePendingContracts = () => {
    const api = useAreaApi();
    return useQuery({
        ...portalContractsQuery(api, 'Pending'),
        select: answer => answer.list as PendingContractRecord[],
    });
};
