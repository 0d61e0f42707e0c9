/// <reference types="vite/client" />

interface ImportMetaEnv {
    readonly VITE_DEMO?: string;
    readonly VITE_API_BASE_URL?: string;
    readonly VITE_TRACKER_BASE_URL?: string;
    readonly VITE_CLIENT_ID_HEADER?: string;
    readonly VITE_CLIENT_ID?: string;
    readonly VITE_XSRF_COOKIE?: string;
    readonly VITE_XSRF_HEADER?: string;
    readonly VITE_LOGIN_PATH?: string;
    readonly VITE_LOGOUT_PATH?: string;
    readonly VITE_DEFAULT_AGENCY_ID?: string;
    readonly VITE_RECENT_CONTRACTS_FILTER?: string;
    readonly VITE_PRIVACY_POLICY_URL?: string;
    readonly VITE_MAX_UPLOAD_MB?: string;
    readonly VITE_ANALYTICS_URL?: string;
    readonly VITE_CERTIFICATION_INFO_URL?: string;
    readonly VITE_TRAINING_CALENDAR_URL?: string;
    readonly VITE_FALLBACK_MANAGER_NAME?: string;
    readonly VITE_FALLBACK_MANAGER_EMAIL?: string;
    readonly VITE_FALLBACK_MANAGER_PHONE?: string;
}

interface ImportMeta {
    readonly env: ImportMetaEnv;
}
