import { queryOptions } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request } from '../../src/api/httpClient';
import { accountManagerQuery } from '../../src/api/accountManager';
import { ownerPath, requireAgency, requirePortal } from '../../src/api/owner';
import { portalKeyOf, type PortalType } from '../../src/portal/types';
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

export interface DashboardMethods {
    getAlerts: () => Promise<PortalAlert[]>;
    getRecentEnrollments: (maxResults: number) => Promise<RecentEnrollment[]>;
    getDashboard: () => Promise<DashboardAnswer>;
    getProducerSummary: (filter: ProducerSummaryFilter) => Promise<ProducerSummaryRow[]>;
    getAccountManager: () => Promise<ManagerAnswer | null>;
    getCalendar: () => Promise<CalendarEvent[]>;
}

type Owner = Pick<Portal, 'type' | 'id'>;

/**
 * The calls of the selected portal, or of a given one: the early calls (below) start before the app has applied
 * the portal the address names. Async throughout, so that a refused call (no portal, not an agency) is a
 * rejected promise.
 */
const methodsFor = (owner?: Owner): DashboardMethods => {
    const portalPath = () => ownerPath(owner ?? requirePortal());
    return {
        getAlerts: async () => request('/t/alerts', { schema: alertListSchema }),
        getRecentEnrollments: async maxResults =>
            request(`${portalPath()}/enrollments/recent`, {
                query: { maxResults },
                schema: recentEnrollmentsSchema,
            }),
        getDashboard: async () => request(`${portalPath()}/dashboard`, { schema: dashboardSchema }),
        getProducerSummary: async ({ insurerId, start, end }) =>
            request(`${ownerPath(requireAgency())}/producersummary`, {
                query: { InsurerId: insurerId, BeginningProducerDate: start, EndingProducerDate: end },
                schema: producerSummarySchema,
            }),
        getAccountManager: async () => {
            const answer = await request(`${portalPath()}/accountmanager`, { schema: managerAnswerSchema });
            return answer?.DisplayName?.trim() ? answer : null;
        },
        getCalendar: async () => request('/api/content/calendar', { schema: calendarSchema }),
    };
};

const methods = methodsFor();

/**
 * The home page's own first calls, for the portal the address names: started with the sign-in calls (`early`
 * of the page), so its cards find their answers when they mount instead of asking only then.
 */
export const earlyDashboardCalls = (portal: Owner) => {
    const api = methodsFor(portal);
    // Settled: a failed call is the card's error when it takes the answer, never an unhandled rejection here.
    return Promise.allSettled([
        api.getAlerts(),
        api.getRecentEnrollments(RECENT_ENROLLMENTS),
        api.getAccountManager(),
        api.getDashboard(),
        api.getCalendar(),
    ]);
};

export const dashboardApi = defineApiArea('dashboard', {}, methods);

/** The recent enrollments card asks for 10 (the call's default maxResults). */
export const RECENT_ENROLLMENTS = 10;
export const RECENT_STATEMENTS = 5;
export const RECENT_SOAS = 5;
export const ALERTS_STALE_MS = 5 * 60_000;

/**
 * Query options of the dashboard's calls: keys name the portal (portalKeyOf), so a switch never shows another's
 * cards. The alerts and the calendar are the same whichever portal is open (their calls name none).
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
            queryKey: ['dashboard', portalKeyOf(portal), 'recentEnrollments'],
            queryFn: () => api.getRecentEnrollments(RECENT_ENROLLMENTS),
        }),
    chart: (api: DashboardMethods, portal: Portal) =>
        queryOptions({
            queryKey: ['dashboard', portalKeyOf(portal), 'chart'],
            queryFn: () => api.getDashboard(),
        }),
    producerSummary: (api: DashboardMethods, portal: Portal, filter: ProducerSummaryFilter) =>
        queryOptions({
            queryKey: ['dashboard', portalKeyOf(portal), 'producerSummary', filter],
            queryFn: () => api.getProducerSummary(filter),
        }),
    manager: (api: DashboardMethods, portal: Portal) => accountManagerQuery(api, portal),
    calendar: (api: DashboardMethods) =>
        queryOptions({ queryKey: ['dashboard', 'calendar'], queryFn: () => api.getCalendar() }),
};
