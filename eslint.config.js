import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Every user-visible text comes from the catalogues: no words written into JSX, and no sentences in the
 * attributes people read (translation keys, which never hold spaces, pass).
 */
const READ_ATTRIBUTES = new Set(['label', 'title', 'aria-label', 'placeholder', 'alt', 'helperText', 'primaryText']);
const i18nPlugin = {
    rules: {
        'no-literal-text': {
            meta: {
                type: 'problem',
                messages: { literal: 'User-visible text must come from i18n/en.ts and es.ts (translate()).' },
            },
            create: context => ({
                JSXText: node => {
                    if (/\p{L}/u.test(node.value)) context.report({ node, messageId: 'literal' });
                },
                JSXAttribute: node => {
                    const name = typeof node.name.name === 'string' ? node.name.name : '';
                    const value = node.value;
                    if (
                        READ_ATTRIBUTES.has(name) &&
                        value?.type === 'Literal' &&
                        /\p{L}+\s+\p{L}/u.test(String(value.value))
                    )
                        context.report({ node, messageId: 'literal' });
                },
            }),
        },
    },
};

/** Shared code never imports a resource, resources never import each other (architecture note, rule 9). */
const RESOURCES = readdirSync('resources', { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name);
/** react-admin's proxy answers {data: {}} after a 401, which an area's own call would read as its answer. */
const USE_AREA_API = {
    name: 'react-admin',
    importNames: ['useDataProvider'],
    message: 'Call the API through useAreaApi (src/api): after a 401 its calls fail instead of answering {data: {}}.',
};
/** Every form asks before its unsaved input is left: the one Form of src/forms does, react-admin's does not. */
const GUARDED_FORMS = [
    {
        name: 'react-admin',
        importNames: ['Form', 'SimpleForm', 'TabbedForm'],
        message: 'Use Form or FormPage from src/forms: leaving it with unsaved input asks first.',
    },
    {
        name: 'react-hook-form',
        importNames: ['useForm', 'FormProvider'],
        message: 'Use Form or FormPage from src/forms: leaving it with unsaved input asks first.',
    },
];
/** A required field is announced as required: the inputs of src/forms say so, react-admin's only draw an asterisk. */
const ANNOUNCED_INPUTS = {
    name: 'react-admin',
    importNames: ['TextInput', 'DateInput', 'NumberInput'],
    message: 'Use TextInput, DateInput or NumberInput from src/forms: a required one is announced as required.',
};
/** React's Suspense holds revealed content back 300 ms after any fallback: later code shows by a state update. */
const LATER_CODE = {
    name: 'react',
    importNames: ['lazy', 'Suspense'],
    message: 'Load code later with laterComponent or useLaterCode (src/components/laterCode.ts).',
};
const resourceBoundaries = RESOURCES.map(name => ({
    files: [`resources/${name}/**/*.{ts,tsx}`],
    rules: {
        'no-restricted-imports': [
            'error',
            {
                paths: [
                    {
                        name: 'react-admin',
                        importNames: ['useGetOne'],
                        message: 'A detail page loads its own record with useDetailRecord (src/api), never a list row.',
                    },
                    USE_AREA_API,
                    ...GUARDED_FORMS,
                    ANNOUNCED_INPUTS,
                    LATER_CODE,
                ],
                patterns: RESOURCES.filter(other => other !== name).map(other => ({
                    group: [`**/resources/${other}/**`, `../${other}/**`, `../${other}`],
                    message: 'Resources do not import each other: move shared code to src/.',
                })),
            },
        ],
    },
}));

/** Keys written where the cache is changed or read, and react-admin's own keys (see their use below). */
const HAND_WRITTEN_KEYS = [
    {
        selector:
            'CallExpression[callee.property.name=/^(invalidate|refetch|remove|reset|cancel)Queries$|^(set|get)QueriesData$/] > ObjectExpression > Property[key.name="queryKey"] > :matches(ArrayExpression, TSAsExpression[expression.type="ArrayExpression"], TSSatisfiesExpression[expression.type="ArrayExpression"])',
        message: "Take the key from the area's query factory in its api.ts, not an array written here.",
    },
    {
        selector: "ArrayExpression > Literal[value='getList']",
        message: "react-admin's cache is its own: hand a changed record to useUpdate, or refresh by the area's key.",
    },
];
/**
 * "Now" comes from one clock (src/clock.ts), which the tests start at one instant: a rule or a fixture that read
 * the machine's date would pass on some days and fail on others. A test may still time a wait with Date.now().
 */
const MACHINE_DATE = {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Read the time from clock.now() (src/clock.ts).',
};
const MACHINE_NOW = {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Read the time from clock.now() (src/clock.ts).',
};

export default tseslint.config(
    { ignores: ['dist', 'dist-anchor', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'screenshots'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { globals: { ...globals.browser, ...globals.node } },
        plugins: { 'react-hooks': reactHooks },
        rules: {
            'react-hooks/rules-of-hooks': 'error',
            'react-hooks/exhaustive-deps': 'warn',
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
            'no-console': ['error', { allow: ['error', 'warn'] }],
        },
    },
    {
        files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'i18n/**/*.ts'],
        ignores: ['src/clock.ts'],
        rules: { 'no-restricted-syntax': ['error', MACHINE_DATE, MACHINE_NOW] },
    },
    {
        files: ['tests/**/*.{ts,tsx}'],
        rules: { 'no-restricted-syntax': ['error', MACHINE_DATE] },
    },
    {
        files: ['src/**/*.{ts,tsx}'],
        rules: {
            'no-restricted-imports': [
                'error',
                {
                    paths: [USE_AREA_API, LATER_CODE],
                    patterns: [
                        {
                            group: ['**/resources/**'],
                            message: 'Shared code never imports a resource; App.tsx composes them.',
                        },
                        {
                            group: ['**/mocks/**'],
                            message: 'Mock code stays out of the app (main.tsx loads it only in demo mode).',
                        },
                    ],
                },
            ],
        },
    },
    {
        // The composition roots: they read the list of areas (resources/index.ts).
        files: ['src/App.tsx', 'src/createPortalDataProvider.ts'],
        rules: { 'no-restricted-imports': 'off' },
    },
    {
        files: ['src/**/*.tsx', 'resources/**/*.tsx', 'mocks/**/*.tsx'],
        plugins: { i18n: i18nPlugin },
        rules: { 'i18n/no-literal-text': 'error' },
    },
    ...resourceBoundaries,
    {
        // A key written out where the cache is changed drifts from the one its query uses (a part left out or
        // renamed); react-admin's keys are its own to write.
        files: ['resources/**/*.{ts,tsx}'],
        rules: { 'no-restricted-syntax': ['error', ...HAND_WRITTEN_KEYS, MACHINE_DATE, MACHINE_NOW] },
    },
    {
        // The area's query factory: where its keys are written.
        files: ['resources/**/api.ts'],
        rules: { 'no-restricted-syntax': ['error', ...HAND_WRITTEN_KEYS, MACHINE_DATE, MACHINE_NOW] },
    },
    {
        files: ['scripts/**/*.ts', 'tests/**/*.ts', 'mocks/**/*.ts'],
        rules: { 'no-console': 'off' },
    }
);
