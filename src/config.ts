/**
 * Deployment settings (docs/configuration.md). One build serves every environment: main.tsx reads
 * `config.json` beside index.html at start (src/startup/runtimeConfig.ts) and applies it here before the app
 * renders or calls the API. A key the file leaves out keeps its default below, the one place defaults live.
 *
 * Code reads `config.<key>` when it needs the value (in a function or a render), never into a module-level
 * constant: modules are evaluated before the file is applied, so such a constant would keep the default.
 */
import * as z from 'zod/mini';
import { version } from '../package.json';
import { pageState } from './pageState';

/** The settings config.json may set, with the values they take when it leaves them out. */
const DEFAULTS = {
    /** Base URL of the product API; empty means same origin. */
    apiBaseUrl: '',
    /** Base URL of the tracker service that receives app submissions; empty means same origin. */
    trackerBaseUrl: '',
    clientIdHeader: 'X-Client-Id',
    clientId: 'producer-hub-web',
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    loginPath: '/account/login',
    logoutPath: '/account/logout',
    /** The one agency whose contracts offer no policy export. */
    defaultAgencyId: '1000',
    /** Shows the "Recent" contract status filter. */
    recentContractsFilter: false,
    privacyPolicyUrl: 'https://www.example.com/privacy-policy',
    /** The header's quick links to external tools: opened in a new tab, only when https. */
    quickLinks: {
        analyticsUrl: 'https://analytics.example.com/',
        certificationInfoUrl: 'https://www.example.com/certifications',
        trainingCalendarUrl: 'https://www.example.com/training-calendar',
    },
    /**
     * The team a portal without a relationship manager is sent to (the fallback relationship manager contact):
     * the dashboard's manager tile shows it when the API names no manager.
     */
    fallbackManager: {
        name: 'Producer Support Team',
        email: 'producersupport@example.com',
        phone: '(800) 555-0142',
    },
    /**
     * The most one submission uploads, in MB: a file, or several files together. Checked before the upload
     * starts, so nobody waits for a refusal. The server must take at least that much: deploy/nginx.conf's
     * `client_max_body_size` is this plus 2 MB for the rest of the multipart body (raise both together).
     */
    maxUploadMb: 10,
    /**
     * Where uncaught errors and crash screens are reported (src/startup/errorReports.ts): a path on this site or
     * an https address; '' (the default) reports nothing.
     */
    errorReportUrl: '',
    /**
     * The policy types whose enrollments need a scope of appointment (the SOA check), named as the enrollment
     * search names them; compared without case or spacing.
     */
    soaPolicyTypes: [
        'Medicare Advantage',
        'Medicare Advantage Prescription Drug',
        'Prescription Drug Plan',
    ] as string[],
    /**
     * Renewal commission per member by policy type (its abbreviation or name: `{ "MA": 363 }`), in USD: renewals
     * at risk turns the members it counts into an estimate of the commission at risk. None (the default): no
     * estimate, members only.
     */
    renewalAmounts: {} as Readonly<Record<string, number>>,
    /**
     * The Medicare Advantage and Part D policy types (as the enrollment search names them): an enrollment of one
     * that ends within 3 months costs the agent the whole first-year commission, so rapid disenrollments give
     * their rate apart from all products'. Compared without case or spacing.
     */
    chargebackPolicyTypes: [
        'Medicare Advantage',
        'Medicare Advantage Prescription Drug',
        'Prescription Drug Plan',
    ] as string[],
};

export type RuntimeSettings = typeof DEFAULTS;

/** What a setting must be; each has a sentence in the catalogues (app.configError.expected.*). */
export type Expectation =
    | 'text'
    | 'baseUrl'
    | 'url'
    | 'reportUrl'
    | 'httpsUrl'
    | 'path'
    | 'headerName'
    | 'email'
    | 'positiveNumber'
    | 'boolean'
    | 'textList'
    | 'group'
    | 'unknown';

/** One bad setting of config.json: its key ("quickLinks.analyticsUrl"; "" for the file as a whole). */
export interface ConfigProblem {
    key: string;
    expected: Expectation;
}

const isAddress = (text: string, protocols: string[]) => {
    try {
        return protocols.includes(new URL(text).protocol);
    } catch {
        return false;
    }
};

const text = (expected: Expectation = 'text') =>
    z.string({ error: expected }).check(z.minLength(1, { error: expected }));
const matching = (expected: Expectation, test: (value: string) => boolean) =>
    text(expected).check(z.refine(test, { error: expected }));

const httpAddress = matching('url', value => isAddress(value, ['http:', 'https:']));
const httpsAddress = matching('httpsUrl', value => isAddress(value, ['https:']));
/** '' (same origin) or an http(s) address; a trailing slash is dropped, since paths are appended with their own. */
const baseAddress = z.pipe(
    z
        .string({ error: 'baseUrl' })
        .check(z.refine(value => value === '' || isAddress(value, ['http:', 'https:']), { error: 'baseUrl' })),
    z.transform(value => value.replace(/\/+$/, ''))
);
const isAppPath = (value: string) => /^\/(?!\/)\S*$/.test(value);
const appPath = matching('path', isAppPath);
/** '' (no reports), a path on this site or an https address. */
const reportAddress = z
    .string({ error: 'reportUrl' })
    .check(z.refine(value => value === '' || isAppPath(value) || isAddress(value, ['https:']), { error: 'reportUrl' }));
/** An HTTP header name (RFC 9110 token): anything else would make every call throw before it is sent. */
const headerName = matching('headerName', value => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(value));

/** A list of texts, at least one, none of them empty. */
const textList = z.custom<string[]>(
    value =>
        Array.isArray(value) && value.length > 0 && value.every(item => typeof item === 'string' && item.trim() !== ''),
    { error: 'textList' }
);

/** A group of settings: keys optional, an unknown key refused (a typo would otherwise silently keep a default). */
const group = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
    z.strictObject(shape, { error: issue => (issue.code === 'unrecognized_keys' ? 'unknown' : 'group') });

/**
 * config.json's shape. Unknown keys are refused rather than ignored: a misspelt key ("privacyPolicyURL")
 * ignored would leave production on a default nobody notices; refused, the error page names it.
 */
export const runtimeSettingsSchema = group({
    apiBaseUrl: z.optional(baseAddress),
    trackerBaseUrl: z.optional(baseAddress),
    clientIdHeader: z.optional(headerName),
    clientId: z.optional(text()),
    xsrfCookieName: z.optional(text()),
    xsrfHeaderName: z.optional(headerName),
    loginPath: z.optional(appPath),
    logoutPath: z.optional(appPath),
    defaultAgencyId: z.optional(text()),
    recentContractsFilter: z.optional(z.boolean({ error: 'boolean' })),
    privacyPolicyUrl: z.optional(httpAddress),
    quickLinks: z.optional(
        group({
            analyticsUrl: z.optional(httpsAddress),
            certificationInfoUrl: z.optional(httpsAddress),
            trainingCalendarUrl: z.optional(httpsAddress),
        })
    ),
    fallbackManager: z.optional(
        group({
            name: z.optional(text()),
            email: z.optional(matching('email', value => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))),
            phone: z.optional(text()),
        })
    ),
    maxUploadMb: z.optional(z.number({ error: 'positiveNumber' }).check(z.positive({ error: 'positiveNumber' }))),
    errorReportUrl: z.optional(reportAddress),
    soaPolicyTypes: z.optional(textList),
    chargebackPolicyTypes: z.optional(textList),
    renewalAmounts: z.optional(
        z.record(text(), z.number({ error: 'positiveNumber' }).check(z.positive({ error: 'positiveNumber' })), {
            error: 'group',
        })
    ),
});

const EXPECTATIONS = new Set<string>([
    'text',
    'baseUrl',
    'url',
    'reportUrl',
    'httpsUrl',
    'path',
    'headerName',
    'email',
    'positiveNumber',
    'boolean',
    'textList',
    'group',
    'unknown',
] satisfies Expectation[]);

const problemsOf = (issues: readonly z.core.$ZodIssue[]): ConfigProblem[] =>
    issues.flatMap(issue => {
        const at = issue.path.map(String);
        if (issue.code === 'unrecognized_keys')
            return issue.keys.map(key => ({ key: [...at, key].join('.'), expected: 'unknown' as const }));
        const expected = EXPECTATIONS.has(issue.message) ? (issue.message as Expectation) : 'group';
        return [{ key: at.join('.'), expected }];
    });

/** The settings of a parsed config.json over the defaults, or every bad setting it has. */
export const readRuntimeSettings = (
    raw: unknown
): { settings: RuntimeSettings; problems?: undefined } | { settings?: undefined; problems: ConfigProblem[] } => {
    const checked = runtimeSettingsSchema.safeParse(raw);
    if (!checked.success) return { problems: problemsOf(checked.error.issues) };
    const { quickLinks, fallbackManager, ...flat } = checked.data;
    return {
        settings: {
            ...DEFAULTS,
            ...flat,
            quickLinks: { ...DEFAULTS.quickLinks, ...quickLinks },
            fallbackManager: { ...DEFAULTS.fallbackManager, ...fallbackManager },
        },
    };
};

const settings = (values: RuntimeSettings) => ({
    ...values,
    soaPolicyTypes: [...values.soaPolicyTypes],
    chargebackPolicyTypes: [...values.chargebackPolicyTypes],
    quickLinks: { ...values.quickLinks },
    fallbackManager: { ...values.fallbackManager },
    renewalAmounts: { ...values.renewalAmounts },
    /** Demo mode: the MSW worker serves the product API from fixtures. Build time: on for `npm start` only. */
    demo: import.meta.env.VITE_DEMO === 'true',
    /** "v" and package.json's version (Vite's JSON import keeps only that field in the bundle): written once. */
    buildLabel: `v${version}`,
});

export type AppConfig = Readonly<ReturnType<typeof settings>>;

const current = settings(DEFAULTS);

/** The settings in use: the defaults until `applyConfig`, then config.json's. The object stays the same one. */
export const config: AppConfig = current;

/** Puts settings in use (main.tsx, once config.json is read; tests). */
export const applyConfig = (values: RuntimeSettings) => {
    Object.assign(current, settings(values));
};

/** Back to the defaults (each unit test starts with them). */
export const resetConfig = () => applyConfig(DEFAULTS);
pageState.register(resetConfig);
