/**
 * Deployment settings, read once from Vite env variables (see README "Configuration").
 * Every value has a default that works for demo mode and for a same-origin deployment.
 */
import { version } from '../package.json';

const env = import.meta.env;

const read = (value: string | undefined, fallback: string): string =>
    value === undefined || value === '' ? fallback : value;

/** A positive number setting; anything else (empty, zero, not a number) falls back to the default. */
const positive = (value: string | undefined, fallback: number): number => {
    const number = Number(value);
    return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
};

export const config = {
    /** Demo mode: the MSW worker serves the product API from fixtures. On for `npm start`, off in `npm run build`. */
    demo: import.meta.env.VITE_DEMO === 'true',
    /** Base URL of the product API; empty means same origin. */
    apiBaseUrl: read(env.VITE_API_BASE_URL, ''),
    /** Base URL of the tracker service that receives app submissions. */
    trackerBaseUrl: read(env.VITE_TRACKER_BASE_URL, ''),
    clientIdHeader: read(env.VITE_CLIENT_ID_HEADER, 'X-Client-Id'),
    clientId: read(env.VITE_CLIENT_ID, 'producer-hub-web'),
    xsrfCookieName: read(env.VITE_XSRF_COOKIE, 'XSRF-TOKEN'),
    xsrfHeaderName: read(env.VITE_XSRF_HEADER, 'X-XSRF-TOKEN'),
    loginPath: read(env.VITE_LOGIN_PATH, '/account/login'),
    logoutPath: read(env.VITE_LOGOUT_PATH, '/account/logout'),
    /** The one agency whose contracts offer no policy export. */
    defaultAgencyId: read(env.VITE_DEFAULT_AGENCY_ID, '1000'),
    /** Shows the "Recent" contract status filter. */
    recentContractsFilter: env.VITE_RECENT_CONTRACTS_FILTER === 'true',
    /** "v" and package.json's version (Vite's JSON import keeps only that field in the bundle): written once. */
    buildLabel: `v${version}`,
    privacyPolicyUrl: read(env.VITE_PRIVACY_POLICY_URL, 'https://www.example.com/privacy-policy'),
    /** The header's quick links (spec part 2 §2): opened in a new tab, only when https. */
    quickLinks: {
        analyticsUrl: read(env.VITE_ANALYTICS_URL, 'https://analytics.example.com/'),
        certificationInfoUrl: read(env.VITE_CERTIFICATION_INFO_URL, 'https://www.example.com/certifications'),
        trainingCalendarUrl: read(env.VITE_TRAINING_CALENDAR_URL, 'https://www.example.com/training-calendar'),
    },
    /**
     * The team a portal without a relationship manager is sent to (spec part 2 §9 "Fallback relationship
     * manager contact"): the dashboard's manager tile shows it when the API names no manager.
     */
    fallbackManager: {
        name: read(env.VITE_FALLBACK_MANAGER_NAME, 'Producer Support Team'),
        email: read(env.VITE_FALLBACK_MANAGER_EMAIL, 'producersupport@example.com'),
        phone: read(env.VITE_FALLBACK_MANAGER_PHONE, '(800) 555-0142'),
    },
    /** Largest file a form accepts, in MB: checked before the upload starts, so nobody waits for a refusal. */
    maxUploadMb: positive(env.VITE_MAX_UPLOAD_MB, 10),
} as const;

export type AppConfig = typeof config;
