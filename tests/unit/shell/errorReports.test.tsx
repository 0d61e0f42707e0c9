import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import '../../../resources';
import { applyConfig, config, readRuntimeSettings } from '../../../src/config';
import { forgetSentReports, reportError, reportUncaughtErrors } from '../../../src/startup/errorReports';
import { ReportedCrashPage } from '../../../src/startup/ReportedCrashPage';
import { AGENT_MARIA, renderScreen } from '../harness';

/** Personal data an error's message may carry: none of it may leave in a report. */
const MESSAGE = 'Cannot read Maria Lopez 123-45-6789 maria@example.com';

/** The bodies posted to the report endpoint. */
const reported = () => {
    const bodies: unknown[] = [];
    server.use(
        http.post('*/client-errors', async ({ request }) => {
            bodies.push(await request.json());
            return new HttpResponse(null, { status: 204 });
        })
    );
    return bodies;
};

const reportTo = (errorReportUrl: string) => applyConfig(readRuntimeSettings({ errorReportUrl }).settings!);

beforeAll(() => reportUncaughtErrors());
afterEach(() => forgetSentReports());

describe('error reports (config.json errorReportUrl)', () => {
    it('are off by default: nothing is sent', async () => {
        const sending = vi.spyOn(globalThis, 'fetch');
        reportError(new TypeError(MESSAGE), '/contracts/123');
        expect(config.errorReportUrl).toBe('');
        expect(sending).not.toHaveBeenCalled();
        sending.mockRestore();
    });

    it('say the route template, the release and the error name only, once per route and error', async () => {
        const bodies = reported();
        reportTo('/client-errors');
        reportError(new TypeError(MESSAGE), '/contracts/123');
        reportError(new TypeError(MESSAGE), '/contracts/123');
        reportError(new RangeError(MESSAGE), '/enrollments/1101003');
        await expect.poll(() => bodies.length).toBe(2);
        expect(bodies).toEqual([
            { route: '/contracts/:id', release: config.buildLabel, error: 'TypeError' },
            { route: '/enrollments/:id', release: config.buildLabel, error: 'RangeError' },
        ]);
        expect(JSON.stringify(bodies)).not.toMatch(/Maria|123-45|example\.com|\b123\b|1101003/);
    });

    it('report errors nobody caught and promises nobody handled', async () => {
        const bodies = reported();
        reportTo('https://errors.agency.test/client-errors');
        window.dispatchEvent(new ErrorEvent('error', { error: new SyntaxError(MESSAGE), message: MESSAGE }));
        const reason = new URIError(MESSAGE);
        const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
        Object.assign(rejection, { reason });
        window.dispatchEvent(rejection);
        await expect.poll(() => bodies.length).toBe(2);
        expect(bodies.map(body => (body as { error: string }).error)).toEqual(['SyntaxError', 'URIError']);
    });

    it("report the crash screen with the route it showed on, not the address's values", async () => {
        const bodies = reported();
        reportTo('/client-errors');
        renderScreen(<ReportedCrashPage error={new TypeError(MESSAGE)} resetErrorBoundary={() => undefined} />, {
            portal: AGENT_MARIA,
            path: '/help-requests/77?agentId=101&q=Maria',
            resource: 'help-requests',
        });
        await screen.findByRole('alert');
        await expect.poll(() => bodies.length).toBe(1);
        expect(bodies[0]).toEqual({ route: '/help-requests/:id', release: config.buildLabel, error: 'TypeError' });
    });

    it('name a page no route serves without its address', async () => {
        const bodies = reported();
        reportTo('/client-errors');
        reportError('not an error', '/no/such/page/123');
        await expect.poll(() => bodies.length).toBe(1);
        expect(bodies[0]).toEqual({ route: '(no page)', release: config.buildLabel, error: 'Thrown string' });
    });
});
