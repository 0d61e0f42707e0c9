import { format } from 'node:util';
import { captureOwnerStack } from 'react';
import { expect, beforeEach, vi } from 'vitest';

/**
 * Every test fails on what it did not expect on the console (console.error and console.warn). React's and MUI's
 * development builds warn there of defects the production build lets pass: a list child without a key, hooks
 * called in another order, an update outside act, markup React rejects, a value a component cannot show. The app
 * logs there too, on a call or an export that failed: a test that makes one fail on purpose says so
 * (`expectLoggedErrors`, `silenceExpectedErrors`), which allows the app's and react-admin's logs, never React's
 * or MUI's warnings.
 */

type Origin = 'react' | 'mui' | 'app';

interface Logged {
    level: 'error' | 'warn';
    text: string;
    origin: Origin;
}

/** Where a library's own code runs; anything else that logs is the app (or react-admin on its behalf). */
const LIBRARIES: readonly (readonly [Origin, RegExp])[] = [
    ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
    ['mui', /\/node_modules\/@mui\//],
];

/** The frames of the console spy itself and of Vitest's spying, above the code that logged. */
const SPYING = /\/node_modules\/(@vitest|tinyspy|vitest)\/|\/tests\/unit\/harness\/console\.ts/;

const originOf = (stack: string): Origin => {
    const caller = stack
        .split('\n')
        .slice(1)
        .find(frame => !SPYING.test(frame));
    return LIBRARIES.find(([, path]) => caller !== undefined && path.test(caller))?.[0] ?? 'app';
};

/** Warnings of libraries this app cannot change, each with why it is no defect of the app. */
const ALLOWED: readonly { warning: RegExp; reason: string }[] = [
    {
        // Matched on the text alone: React warns once per prop name in a worker, and past a number of elements it
        // stops keeping the components that rendered one, so the warning cannot be told by who rendered it.
        warning:
            /^console\.error \(react\): React does not recognize the `(InputProps|inputProps|InputLabelProps|inputRef)` prop on a DOM element/,
        reason: "react-admin's inputs pass MUI's props of before v9 beside the slotProps that carry the same; MUI 9 ignores them",
    },
    {
        warning:
            /^console\.error \(mui\): MUI X Charts: ChartsContainer does not have `width` prop, and its container has no `width` defined/,
        reason: 'jsdom lays nothing out, so a chart sized by its card measures no width (the browser tests draw the charts)',
    },
];

let logged: Logged[] = [];
let appErrorsExpected = false;

const record =
    (level: Logged['level']) =>
    (...args: unknown[]) => {
        const limit = Error.stackTraceLimit;
        Error.stackTraceLimit = 40;
        const stack = new Error().stack ?? '';
        Error.stackTraceLimit = limit;
        const origin = originOf(stack);
        // React's warnings name no component; the components that rendered the one warned about do.
        const owners = origin === 'react' ? (captureOwnerStack() ?? '') : '';
        logged.push({ level, text: format(...args) + owners, origin });
    };

/** Before each test (tests/unit/setup.ts): the console records instead of printing. */
export const watchConsole = () => {
    logged = [];
    appErrorsExpected = false;
    vi.spyOn(console, 'error').mockImplementation(record('error'));
    vi.spyOn(console, 'warn').mockImplementation(record('warn'));
};

/** After each test, once its screen is gone (tests/unit/setup.ts): what it logged and did not expect. */
export const unexpectedLogs = () =>
    logged
        .filter(entry => !(appErrorsExpected && entry.level === 'error' && entry.origin === 'app'))
        .map(entry => `console.${entry.level} (${entry.origin}): ${entry.text}`)
        .filter(text => !ALLOWED.some(allowed => allowed.warning.test(text)));

/** Fails the test on what it logged and did not expect. */
export const expectNoUnexpectedLogs = (unexpected: readonly string[]) =>
    expect(unexpected, 'logged on the console during the test').toEqual([]);

/**
 * For a test that makes calls fail on purpose: the app's and react-admin's logs of each failure
 * (console.error) are expected until the end of the test. Returns console.error's spy.
 */
export const expectLoggedErrors = () => {
    appErrorsExpected = true;
    return vi.mocked(console.error);
};

/** The same for every test of the calling suite. */
export const silenceExpectedErrors = () => {
    beforeEach(() => {
        expectLoggedErrors();
    });
};

/** What the app logged through console.error during this test, each value as text. */
export const loggedErrors = () => vi.mocked(console.error).mock.calls.flat().map(String);
