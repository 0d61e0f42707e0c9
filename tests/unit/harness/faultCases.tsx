import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultState } from '../../../mocks/faults/state';
import { ruleMatches } from '../../../mocks/faults/rules';
import {
    casesOf,
    CRASH_TEXTS,
    inBrowser,
    nameOf,
    RAW_TEXT,
    ruleOf,
    STATUS_PATHS,
    SUCCESS_TEXTS,
    type FaultRow,
} from '../../e2e/faultRows';
import { silenceExpectedErrors } from './console';
import { renderApp } from './renderApp';
import { recordRequests } from './requests';
import { settle } from './settle';
import { stubDownloads } from './downloads';

/**
 * The fault matrix's rows that end in a page's own error text or a status page like its 500 does
 * (tests/e2e/faultRows.ts inBrowser): each case renders the whole app at the row's route through the production
 * providers and client, with the row's fault rules on the demo handlers (msw/node), presses the row's button if
 * it has one, and checks what the browser
 * matrix checks: each row's text as many times as rows expect it, on the screen or on the status page as the row
 * says, each faulted call sent,
 * and never a crash screen, raw technical text or a success message.
 */
/**
 * The first button of that name, by its label or text: what getByRole finds for the buttons of these screens,
 * without working out every element's role and name on a page of 25 rows of actions (seconds per query in jsdom).
 */
const findButton = (name: string | RegExp) =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"]')].find(element => {
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return typeof name === 'string' ? label === name : name.test(label);
    });

export const runFaultCases = (title: string, rows: readonly FaultRow[]) => {
    const sent = recordRequests();
    silenceExpectedErrors();
    const cases = casesOf(rows.filter(row => !inBrowser(row, rows)));
    describe(title, () => {
        it.each(cases.map(faultCase => [nameOf(faultCase), faultCase] as const))('%s', async (_name, faultCase) => {
            const rules = faultCase.rows.map(ruleOf);
            faultState.add(rules);
            const { history, queryClient } = renderApp(faultCase.route, { language: faultCase.language });
            const button = faultCase.rows[0].action?.button;
            if (button) {
                // As in the browser, a person presses the button on a page whose calls have answered.
                await waitFor(() => expect(findButton(button)).toBeDefined());
                await settle(queryClient);
                stubDownloads();
                fireEvent.click(findButton(button)!);
            }

            const wanted = new Map<string, number>();
            for (const { expect: expected } of faultCase.rows) {
                const text = 'text' in expected ? expected.text : 'statusPage' in expected ? expected.statusPage : '';
                wanted.set(text, (wanted.get(text) ?? 0) + 1);
            }
            for (const [text, times] of wanted)
                await waitFor(() =>
                    expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThanOrEqual(times)
                );
            const onStatusPage = STATUS_PATHS.includes(history.location.pathname);
            expect(onStatusPage, 'a status page only where the row expects one').toBe(
                'statusPage' in faultCase.rows[0].expect
            );
            for (const rule of rules)
                expect(
                    sent.some(request =>
                        ruleMatches(rule, request.method, new URL(request.url, 'http://app').pathname)
                    ),
                    `${rule.method} ${rule.path} is sent`
                ).toBe(true);

            await settle(queryClient);
            const text = document.body.textContent ?? '';
            for (const crash of CRASH_TEXTS) expect(text, "react-admin's crash screen").not.toContain(crash);
            for (const raw of RAW_TEXT) expect(text, 'raw technical text').not.toMatch(raw);
            for (const success of [
                ...SUCCESS_TEXTS,
                ...faultCase.rows.flatMap(row => (row.notText ? [row.notText] : [])),
            ])
                expect(text, 'a success claimed after a failure').not.toContain(success);
        });
    });
};
