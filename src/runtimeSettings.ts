/**
 * config.json's settings: their defaults, the schema a file is checked with, and the reading of a file over the
 * defaults. Plain TypeScript with no build-time value, so Node reads it too (scripts/check-config.ts, the
 * generated deploy/config.schema.json); src/config.ts puts the settings in use.
 */
import * as z from 'zod/mini';

/** The settings config.json may set, with the values they take when it leaves them out. */
export const DEFAULTS = {
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
    /**
     * Stand-ins, like the quick links and the support team below: a production build refuses to start without
     * the deployment's own (deploymentSettingsSchema), only the demo and the tests show them.
     */
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
    /** The file leaves out a setting it must give (a production build's deployment settings). */
    missing?: true;
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
/**
 * A text the test accepts. `pattern` is what the generated JSON Schema says of it (a refinement has no JSON
 * Schema form): as close to the test as a regular expression gets, the test itself deciding.
 */
const matching = (expected: Expectation, test: (value: string) => boolean, pattern: string) =>
    text(expected)
        .check(z.refine(test, { error: expected }))
        .register(z.globalRegistry, { pattern });

const httpAddress = matching('url', value => isAddress(value, ['http:', 'https:']), '^https?://');
const httpsAddress = matching('httpsUrl', value => isAddress(value, ['https:']), '^https://');
/** '' (same origin) or an http(s) address; a trailing slash is dropped, since paths are appended with their own. */
const baseAddress = z
    .pipe(
        z
            .string({ error: 'baseUrl' })
            .check(z.refine(value => value === '' || isAddress(value, ['http:', 'https:']), { error: 'baseUrl' })),
        z.transform(value => value.replace(/\/+$/, ''))
    )
    .register(z.globalRegistry, { pattern: '^(https?://.*)?$' });
const isAppPath = (value: string) => /^\/(?!\/)\S*$/.test(value);
const appPath = matching('path', isAppPath, '^/(?!/)\\S*$');
/** '' (no reports), a path on this site or an https address. */
const reportAddress = z
    .string({ error: 'reportUrl' })
    .check(z.refine(value => value === '' || isAppPath(value) || isAddress(value, ['https:']), { error: 'reportUrl' }))
    .register(z.globalRegistry, { pattern: '^(|/(?!/)\\S*|https://.*)$' });
/** An HTTP header name (RFC 9110 token): anything else would make every call throw before it is sent. */
const HEADER_NAME = "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$";
const headerName = matching('headerName', value => new RegExp(HEADER_NAME).test(value), HEADER_NAME);

/** A list of texts, at least one, none of them empty. */
const textList = z
    .custom<string[]>(
        value =>
            Array.isArray(value) &&
            value.length > 0 &&
            value.every(item => typeof item === 'string' && item.trim() !== ''),
        { error: 'textList' }
    )
    .register(z.globalRegistry, {
        type: 'array',
        items: { type: 'string', pattern: '\\S' },
        minItems: 1,
    });

/** A group of settings: keys optional, an unknown key refused (a typo would otherwise silently keep a default). */
const group = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
    z.strictObject(shape, { error: issue => (issue.code === 'unrecognized_keys' ? 'unknown' : 'group') });

const emailAddress = matching(
    'email',
    value => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'
);

/**
 * config.json's shape as the demo and the tests read it: every key optional. Unknown keys are refused rather
 * than ignored: a misspelt key ("privacyPolicyURL") ignored would leave production on a default nobody
 * notices; refused, the error page names it.
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
            email: z.optional(emailAddress),
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

/**
 * config.json as a production build reads it (and `npm run check-config`): the settings only a deployment can
 * know are required, so the stand-in defaults (example.com links, a 555 phone number) never go live; a file
 * without them is named on the error page instead.
 */
export const deploymentSettingsSchema = z.extend(runtimeSettingsSchema, {
    privacyPolicyUrl: httpAddress,
    quickLinks: group({
        analyticsUrl: httpsAddress,
        certificationInfoUrl: httpsAddress,
        trainingCalendarUrl: httpsAddress,
    }),
    fallbackManager: group({ name: text(), email: emailAddress, phone: text() }),
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

/** The value at `path` in the parsed file, undefined where the file has none. */
const valueAt = (raw: unknown, path: readonly PropertyKey[]) =>
    path.reduce<unknown>(
        (value, key) =>
            value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
        raw
    );

const problemsOf = (raw: unknown, issues: readonly z.core.$ZodIssue[]): ConfigProblem[] =>
    issues.flatMap(issue => {
        const at = issue.path.map(String);
        if (issue.code === 'unrecognized_keys')
            return issue.keys.map((key): ConfigProblem => ({ key: [...at, key].join('.'), expected: 'unknown' }));
        const expected = EXPECTATIONS.has(issue.message) ? (issue.message as Expectation) : 'group';
        const missing = at.length > 0 && valueAt(raw, issue.path) === undefined;
        return [{ key: at.join('.'), expected, ...(missing && { missing: true as const }) }];
    });

/**
 * The settings of a parsed config.json over the defaults, or every bad setting it has. `deployment`: read as a
 * production build reads it (deploymentSettingsSchema).
 */
export const readRuntimeSettings = (
    raw: unknown,
    { deployment = false } = {}
): { settings: RuntimeSettings; problems?: undefined } | { settings?: undefined; problems: ConfigProblem[] } => {
    const checked = (deployment ? deploymentSettingsSchema : runtimeSettingsSchema).safeParse(raw);
    if (!checked.success) return { problems: problemsOf(raw, checked.error.issues) };
    const read: z.output<typeof runtimeSettingsSchema> = checked.data;
    const { quickLinks, fallbackManager, ...flat } = read;
    return {
        settings: {
            ...DEFAULTS,
            ...flat,
            quickLinks: { ...DEFAULTS.quickLinks, ...quickLinks },
            fallbackManager: { ...DEFAULTS.fallbackManager, ...fallbackManager },
        },
    };
};
