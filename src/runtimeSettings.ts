/** Described in docs/configuration.md. No build-time value, so Node reads it too (scripts/check-config.ts). */
import * as z from 'zod/mini';

export const DEFAULTS = {
    apiBaseUrl: '',
    trackerBaseUrl: '',
    clientIdHeader: 'X-Client-Id',
    clientId: 'producer-hub-web',
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    loginPath: '/account/login',
    logoutPath: '/account/logout',
    defaultAgencyId: '1000',
    recentContractsFilter: false,
    /** Stand-ins, as are the quick links and the support team: a production build refuses to start without its own. */
    privacyPolicyUrl: 'https://www.example.com/privacy-policy',
    quickLinks: {
        analyticsUrl: 'https://analytics.example.com/',
        certificationInfoUrl: 'https://www.example.com/certifications',
        trainingCalendarUrl: 'https://www.example.com/training-calendar',
    },
    fallbackManager: {
        name: 'Producer Support Team',
        email: 'producersupport@example.com',
        phone: '(800) 555-0142',
    },
    /** deploy/nginx.conf's `client_max_body_size` is this plus 2 MB for the rest of the multipart body: raise both. */
    maxUploadMb: 10,
    errorReportUrl: '',
    /** Compared without case or spacing. */
    soaPolicyTypes: [
        'Medicare Advantage',
        'Medicare Advantage Prescription Drug',
        'Prescription Drug Plan',
    ] as string[],
    renewalAmounts: {} as Readonly<Record<string, number>>,
    /** Compared without case or spacing. */
    chargebackPolicyTypes: [
        'Medicare Advantage',
        'Medicare Advantage Prescription Drug',
        'Prescription Drug Plan',
    ] as string[],
};

export type RuntimeSettings = typeof DEFAULTS;

/** Each has a sentence in the catalogues (app.configError.expected.*). */
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

/** `key` is "" for the file as a whole. */
export interface ConfigProblem {
    key: string;
    expected: Expectation;
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
/** `pattern` is for the generated JSON Schema (a refinement has no JSON Schema form); the test decides. */
const matching = (expected: Expectation, test: (value: string) => boolean, pattern: string) =>
    text(expected)
        .check(z.refine(test, { error: expected }))
        .register(z.globalRegistry, { pattern });

const httpAddress = matching('url', value => isAddress(value, ['http:', 'https:']), '^https?://');
const httpsAddress = matching('httpsUrl', value => isAddress(value, ['https:']), '^https://');
/** A trailing slash is dropped, since paths are appended with their own. */
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
const reportAddress = z
    .string({ error: 'reportUrl' })
    .check(z.refine(value => value === '' || isAppPath(value) || isAddress(value, ['https:']), { error: 'reportUrl' }))
    .register(z.globalRegistry, { pattern: '^(|/(?!/)\\S*|https://.*)$' });
/** RFC 9110 token: anything else would make every call throw before it is sent. */
const HEADER_NAME = "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$";
const headerName = matching('headerName', value => new RegExp(HEADER_NAME).test(value), HEADER_NAME);

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

/** An unknown key is refused: a typo would otherwise silently keep a default. */
const group = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
    z.strictObject(shape, { error: issue => (issue.code === 'unrecognized_keys' ? 'unknown' : 'group') });

const emailAddress = matching(
    'email',
    value => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'
);

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

/** Required here, so the stand-in defaults (example.com links, a 555 phone number) never go live. */
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
