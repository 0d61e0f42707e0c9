import { queryOptions } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request } from '../../src/api/httpClient';
import { accountManagerQuery } from '../../src/api/accountManager';
import { AgencyPortalRequiredError, ownerPath } from '../../src/api/owner';
import type { PortalType } from '../../src/portal/types';
import {
    alertListSchema,
    calendarSchema,
    dashboardSchema,
    managerAnswerSchema,
    producerSummarySchema,
    recentEnrollmentsSchema,
    type CalendarEvent,
    type DashboardAnswer,
    type ManagerAnswer,
    type PortalAlert,
    type ProducerSummaryRow,
    type RecentEnrollment,
} from './types';

/**
 * The home dashboard's calls, each behind its own card so that one
 * failing never blanks another:
 *
 * - getAlerts: GET /t/alerts, `[{ id, title, body (HTML), level: info|warning|danger, link_target, link_text }]`,
 *   kept 5 minutes (react-query staleTime in `dashboardQueries.alerts`).
 * - getRecentEnrollments: GET /t/{agents|agencies}/{id}/enrollments/recent?maxResults=10, enrollment rows.
 *   It lives here, not in the enrollments area: that area's code (search, export, app submission) would load
 *   with the dashboard for one call, and resources do not import each other.
 * - getDashboard: GET /t/{owner}/{id}/dashboard, `{ EnrollmentsChart6Months, EnrollmentsChart12Months }`, items
 *   `{ MonthName, EnrollmentCount, LastYearEnrollmentCount }` (the 12-month series is the answer's second chart).
 * - getProducerSummary (agencies): GET /t/agencies/{id}/producersummary?InsurerId&BeginningProducerDate
 *   &EndingProducerDate, `[{ AgentId, AgentName, EnrollmentCount }]`; the table and the chart's producers view
 *   share the default range's answer (one call).
 * - getAccountManager: GET /t/{owner}/{id}/accountmanager, `{ DisplayName, Email, PhoneNumber,
 *   ProfilePictureType, ProfilePictureBase64, Direct }`; null (or no name) means no manager: the fallback
 *   team contact of src/config.ts shows.
 * - getCalendar: GET /api/content/calendar. The API documents no fields; the portal reads
 *   `[{ id, title, start, end, location, url }]` (the content service's lower-case style, as videos and feeds).
 *
 * Recent statements and SOAs are the statements' and scopes' own lists (react-admin getList through the data
 * provider, first page of 5), so those areas keep the one definition of their calls.
 *
 * How `/` reaches this area: react-admin's `dashboard` prop of CoreAdminUI takes `HomePage` from
 * resources/index.ts, the lazy page declared in ./index.ts (route-level code split, like every area page).
 */

type Portal = { type: PortalType; id: string };

export interface ProducerSummaryFilter {
    insurerId?: string;
    start?: string;
    end?: string;
}

type Owner = Pick<Portal, 'type' | 'id'>;

/** The portal's calls take the portal they are for: the scope's, or the one the address names for the early calls. */
export interface DashboardMethods {
    getAlerts: () => Promise<PortalAlert[]>;
    getRecentEnrollments: (portal: Owner, maxResults: number) => Promise<RecentEnrollment[]>;
    getDashboard: (portal: Owner) => Promise<DashboardAnswer>;
    getProducerSummary: (portal: Owner, filter: ProducerSummaryFilter) => Promise<ProducerSummaryRow[]>;
    getAccountManager: (portal: Owner) => Promise<ManagerAnswer | null>;
    getCalendar: () => Promise<CalendarEvent[]>;
}

// Async throughout, so that a refused call (not an agency) is a rejected promise.
const methods: DashboardMethods = {
    getAlerts: async () => request('/t/alerts', { schema: alertListSchema }),
    getRecentEnrollments: async (portal, maxResults) =>
        request(`${ownerPath(portal)}/enrollments/recent`, {
            query: { maxResults },
            schema: recentEnrollmentsSchema,
        }),
    getDashboard: async portal => request(`${ownerPath(portal)}/dashboard`, { schema: dashboardSchema }),
    getProducerSummary: async (portal, { insurerId, start, end }) => {
        if (portal.type !== 'agency') throw new AgencyPortalRequiredError();
        return request(`${ownerPath(portal)}/producersummary`, {
            query: { InsurerId: insurerId, BeginningProducerDate: start, EndingProducerDate: end },
            schema: producerSummarySchema,
        });
    },
    getAccountManager: async portal => {
        const answer = await request(`${ownerPath(portal)}/accountmanager`, { schema: managerAnswerSchema });
        return answer?.DisplayName?.trim() ? answer : null;
    },
    getCalendar: async () => request('/api/content/calendar', { schema: calendarSchema }),
};

/**
 * The home page's own first calls, for the portal the address names: started with the sign-in calls (`early`
 * of the page), so its cards find their answers when they mount instead of asking only then.
 */
export const earlyDashboardCalls = (portal: Owner) =>
    // Settled: a failed call is the card's error when it takes the answer, never an unhandled rejection here.
    Promise.allSettled([
        methods.getAlerts(),
        methods.getRecentEnrollments(portal, RECENT_ENROLLMENTS),
        methods.getAccountManager(portal),
        methods.getDashboard(portal),
        methods.getCalendar(),
    ]);

export const dashboardApi = defineApiArea('dashboard', () => ({ methods }));

/** The recent enrollments card asks for 10 (the call's default maxResults). */
export const RECENT_ENROLLMENTS = 10;
export const RECENT_STATEMENTS = 5;
export const RECENT_SOAS = 5;
export const ALERTS_STALE_MS = 5 * 60_000;

/**
 * Query options of the dashboard's calls, for the portal of the scope they are asked in: its cache is the
 * portal's own, so the keys need not name it.
 */
export const dashboardQueries = {
    alerts: (api: DashboardMethods) =>
        queryOptions({
            queryKey: ['dashboard', 'alerts'],
            queryFn: () => api.getAlerts(),
            staleTime: ALERTS_STALE_MS,
            // Kept at least as long as it is fresh, so a visit inside the 5 minutes never calls again.
            gcTime: ALERTS_STALE_MS * 2,
        }),
    recentEnrollments: (api: DashboardMethods, portal: Portal) =>
        queryOptions({
            queryKey: ['dashboard', 'recentEnrollments'],
            queryFn: () => api.getRecentEnrollments(portal, RECENT_ENROLLMENTS),
        }),
    chart: (api: DashboardMethods, portal: Portal) =>
        queryOptions({
            queryKey: ['dashboard', 'chart'],
            queryFn: () => api.getDashboard(portal),
        }),
    producerSummary: (api: DashboardMethods, portal: Portal, filter: ProducerSummaryFilter) =>
        queryOptions({
            queryKey: ['dashboard', 'producerSummary', filter],
            queryFn: () => api.getProducerSummary(portal, filter),
        }),
    manager: (api: DashboardMethods, portal: Portal) => accountManagerQuery(api, portal),
    calendar: (api: DashboardMethods) =>
        queryOptions({ queryKey: ['dashboard', 'calendar'], queryFn: () => api.getCalendar() }),
};
