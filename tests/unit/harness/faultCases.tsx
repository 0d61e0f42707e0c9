import { screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { faultState } from '../../../mocks/faults/state';
import { ruleMatches, type FaultRule } from '../../../mocks/faults/rules';
import { createAuthProvider } from '../../../src/auth/authProvider';
import {
    casesFor,
    expectNothingWrongSaid,
    LOGIN_PATH,
    nameOf,
    ruleOf,
    SESSION_EXPIRED_TITLE,
    STATUS_PATHS,
    textsWanted,
    type FaultCase,
    type FaultRow,
} from '../../faults/rows';
import { silenceExpectedErrors } from './console';
import { renderApp } from './renderApp';
import { settle } from './settle';
import { stubDownloads } from './downloads';
import { doStep, targetOf } from './steps';

/** The calls of each test: every one sent, and those still waiting for their answer. */
const watchCalls = () => {
    const sent: Request[] = [];
    const waiting = new Map<string, Request>();
    const started = ({ request, requestId }: { request: Request; requestId: string }) => {
        sent.push(request);
        waiting.set(requestId, request);
    };
    const ended = ({ requestId }: { requestId: string }) => waiting.delete(requestId);
    beforeEach(() => {
        sent.length = 0;
        waiting.clear();
        server.events.on('request:start', started);
        server.events.on('request:end', ended);
    });
    afterEach(() => {
        server.events.removeListener('request:start', started);
        server.events.removeListener('request:end', ended);
    });
    return { sent, waiting };
};

const matches = (rule: FaultRule, request: Request) => ruleMatches(rule, request.method, new URL(request.url).pathname);

/** Each row's text (or status page) as many times as rows expect it. */
const expectTexts = async ({ rows }: FaultCase) => {
    for (const [text, times] of textsWanted(rows))
        await waitFor(() => expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThanOrEqual(times));
};

/**
 * The production auth provider, noting each address it sends the user to (its checks' `redirectTo`): jsdom cannot
 * leave the page for the account's sign-in, so a case sees where the app sent the user instead.
 */
const watchedAuthProvider = () => {
    const auth = createAuthProvider();
    const redirects: string[] = [];
    const noted = (error: unknown) => {
        if (
            typeof error === 'object' &&
            error !== null &&
            'redirectTo' in error &&
            typeof error.redirectTo === 'string'
        )
            redirects.push(error.redirectTo);
        throw error;
    };
    const authProvider: typeof auth = {
        ...auth,
        checkAuth: params => auth.checkAuth(params).catch(noted),
        checkError: error => auth.checkError(error).catch(noted),
    };
    return { authProvider, redirects };
};

/** The paths the sign-in redirects lead back to. */
const signInReturns = (redirects: string[]) =>
    redirects
        .map(address => new URL(address, window.location.origin))
        .filter(address => address.pathname === LOGIN_PATH)
        .map(address => new URL(address.searchParams.get('returnUrl') ?? '', window.location.origin).pathname);

/**
 * How many times the page tried to leave for another document: jsdom does not load it, and reports each attempt
 * on its virtual console (which Vitest does not forward to the test's console).
 */
const watchDepartures = () => {
    let departures = 0;
    const jsdomConsole = (window as unknown as { _virtualConsole: NodeJS.EventEmitter })._virtualConsole;
    const noted = (error: Error) => {
        if (error.message.startsWith('Not implemented: navigation')) departures += 1;
    };
    beforeEach(() => {
        departures = 0;
        jsdomConsole.on('jsdomError', noted);
    });
    afterEach(() => {
        jsdomConsole.off('jsdomError', noted);
    });
    return () => departures;
};

/**
 * React's development build takes a stack trace for each element it creates (up to ten thousand a second), to
 * name the components behind a warning. A fault case renders the whole app, and those traces were
 * about a fifth of its CPU. Here React's count of them is held at its limit, so it takes none. A React warning
 * still fails the case (harness/console.ts), naming no components; every other screen test keeps the traces.
 */
const withoutOwnerStacks = () => {
    const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>)
        .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    beforeAll(() => {
        Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
            configurable: true,
            get: () => Number.POSITIVE_INFINITY,
            set: () => undefined,
        });
    });
    // The next test file of this worker (they share their modules) takes them again.
    afterAll(() => {
        Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
            configurable: true,
            writable: true,
            value: 0,
        });
    });
};

/**
 * The fault matrix's rows whose runner is 'unit' (tests/e2e/faultRows.ts FaultRunner): each case renders the whole app at the row's route through the production providers and client, with the row's
 * fault rules on the demo handlers (msw/node), presses the row's button if it has one, and checks what the
 * browser matrix checks: each row's text as many times as rows expect it, on the screen or on the status page as
 * the row says, or, for a late answer, a progress indicator and no error once every other call has answered;
 * each faulted call sent; never a crash screen, raw technical text or a success message.
 */
export const runFaultCases = (title: string, rows: readonly FaultRow[]) => {
    withoutOwnerStacks();
    const calls = watchCalls();
    const departures = watchDepartures();
    silenceExpectedErrors();
    const cases = casesFor('unit', rows);
    afterEach(() => window.history.replaceState(null, '', '/'));
    describe(title, () => {
        it.each(cases.map(faultCase => [nameOf(faultCase), faultCase] as const))('%s', async (_name, faultCase) => {
            const rules = faultCase.rows.map(ruleOf);
            const late = (request: Request) => rules.some(rule => rule.kind === 'delay' && matches(rule, request));
            faultState.add(rules);
            // The address the app reads to come back after signing in (the browser's own; renderApp's history is
            // in memory).
            window.history.replaceState(null, '', faultCase.route);
            const { authProvider, redirects } = watchedAuthProvider();
            const { history, queryClient } = renderApp(faultCase.route, { language: faultCase.language, authProvider });
            const routePath = new URL(faultCase.route, 'http://x').pathname;
            const expected = faultCase.rows[0].expect;
            const { action } = faultCase.rows[0];
            if (action) {
                // As in the browser, a person acts on a page that is there, its calls answered.
                await targetOf(action[0]);
                await settle(queryClient);
                stubDownloads();
                for (const step of action) await doStep(step);
            }

            const sentOf = () => rules.filter(rule => calls.sent.some(request => matches(rule, request)));
            await waitFor(() => expect(sentOf(), 'each faulted call is sent').toEqual(rules));
            if ('signIn' in expected) {
                await waitFor(() =>
                    expect(signInReturns(redirects), 'sent to sign in, to come back here').toContain(routePath)
                );
                await waitFor(() => expect(departures(), 'the page leaves').toBeGreaterThan(0));
            } else if ('loading' in expected) {
                await waitFor(() =>
                    expect(
                        [...calls.waiting.values()].filter(request => !late(request)),
                        'the other calls answer'
                    ).toEqual([])
                );
                // A page's loading screen may show after a moment (react-admin's), as in the browser's wait for it.
                await waitFor(() =>
                    expect(document.querySelector('[role="progressbar"]'), 'a progress indicator').not.toBeNull()
                );
                expect(document.querySelector('[role="alert"]'), 'no error while the answer is only late').toBeNull();
            } else if ('sent' in expected) {
                // A submission taken: its success shows, and nothing says it failed once every call has answered.
                const { shows } = expected;
                if (shows)
                    await waitFor(() => expect(screen.getAllByText(shows, { exact: true }).length).toBeGreaterThan(0));
                await settle(queryClient);
            } else if ('sessionExpired' in expected || 'fieldValue' in expected) {
                // An action refused by an expired session: the page stays, with the dialog or what was typed.
                if ('sessionExpired' in expected)
                    await screen.findByRole('dialog', { name: SESSION_EXPIRED_TITLE[faultCase.language] });
                else {
                    const { label, value } = expected.fieldValue;
                    await waitFor(() => expect(screen.getAllByLabelText(label)[0]).toHaveValue(value));
                }
                expect(history.location.pathname, 'the page stays').toBe(routePath);
            } else {
                await expectTexts(faultCase);
                const onStatusPage = STATUS_PATHS.includes(history.location.pathname);
                expect(onStatusPage, 'a status page only where the row expects one').toBe('statusPage' in expected);
            }

            // A late answer is still due: what shows now is what the person sees meanwhile.
            if (!rules.some(rule => rule.kind === 'delay')) await settle(queryClient);
            expectNothingWrongSaid(document.body.textContent ?? '', faultCase.rows);
        });
    });
};
