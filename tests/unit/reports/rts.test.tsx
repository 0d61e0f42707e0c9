import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { planYears, rtsReportFileName } from '../../../resources/reports/api';
import { RtsReportPage } from '../../../resources/reports/RtsReportPage';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    holdRequests,
    recordRequests,
    renderApp,
    renderScreen,
    silenceExpectedErrors,
    stubDownloads,
    expectFailureSaid,
} from '../harness';
import { clock } from '../../../src/clock';

const sent = recordRequests();
const reportCalls = () => sent.filter(call => call.url.includes('/reports/rtsreport/excel')).map(call => call.url);
const YEAR = clock.now().getFullYear();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

silenceExpectedErrors();

const openReport = async (language: 'en' | 'es' = 'en') => {
    const user = userEvent.setup();
    renderScreen(<RtsReportPage />, { portal: AGENCY_SUNSHINE, path: '/reports/rts', language });
    await screen.findByRole('heading', { level: 1 });
    return { user };
};

const choose = async (user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) => {
    await user.click(screen.getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: option }));
};

describe('RTS report', () => {
    it('offers the previous, current and next plan year, the current chosen', async () => {
        const { user } = await openReport();
        const year = screen.getByRole('combobox', { name: /Plan year/ });
        expect(year).toHaveTextContent(String(YEAR));
        await user.click(year);
        expect((await screen.findAllByRole('option')).map(option => option.textContent)).toEqual([
            String(YEAR - 1),
            String(YEAR),
            String(YEAR + 1),
        ]);
        expect(planYears(new Date(2030, 0, 1))).toEqual({ choices: [2029, 2030, 2031], current: 2030 });
    });

    it('downloads the current year for every carrier and policy type, named after the agency and year', async () => {
        const downloads = stubDownloads();
        const { user } = await openReport();
        const button = screen.getByRole('button', { name: 'Download report' });
        const release = holdRequests('get', '*/t/agencies/201/reports/rtsreport/excel');
        await user.click(button);
        expect(await screen.findByText('Generating report...')).toBeInTheDocument();
        await waitFor(() => expect(button).toBeDisabled());
        release();
        expect(await screen.findByText('Report generated successfully')).toBeInTheDocument();
        expect(reportCalls()).toEqual([`/t/agencies/201/reports/rtsreport/excel?PlanYear=${YEAR}`]);
        expect(downloads.map(file => [file.name, file.type])).toEqual([
            [`Sunshine Benefits Group RTS report ${YEAR}.xlsx`, XLSX],
        ]);
        await waitFor(() => expect(button).toBeEnabled());
    });

    it('sends the carrier, policy type and plan year chosen', async () => {
        const downloads = stubDownloads();
        const { user } = await openReport();
        await choose(user, /Plan year/, String(YEAR + 1));
        await choose(user, /Carrier/, 'Summit Life & Health');
        await choose(user, /Policy type/, 'Dental');
        await user.click(screen.getByRole('button', { name: 'Download report' }));
        expect(await screen.findByText('Report generated successfully')).toBeInTheDocument();
        expect(reportCalls()).toEqual([
            `/t/agencies/201/reports/rtsreport/excel?InsurerId=2&PolicyTypeId=5&PlanYear=${YEAR + 1}`,
        ]);
        expect(downloads.map(file => file.name)).toEqual([`Sunshine Benefits Group RTS report ${YEAR + 1}.xlsx`]);
    });

    it('also reads a bare base64 answer', async () => {
        const downloads = stubDownloads();
        server.use(http.get('*/t/agencies/201/reports/rtsreport/excel', () => HttpResponse.json(btoa('PK fake'))));
        const { user } = await openReport();
        await user.click(screen.getByRole('button', { name: 'Download report' }));
        expect(await screen.findByText('Report generated successfully')).toBeInTheDocument();
        expect(downloads).toHaveLength(1);
    });

    it.each([
        ['a server error', () => new HttpResponse(null, { status: 500 })],
        ['an answer that is not a file', () => HttpResponse.json({})],
    ])('says it failed on %s, never that it was generated', async (_what, answer) => {
        const downloads = stubDownloads();
        server.use(http.get('*/t/agencies/201/reports/rtsreport/excel', answer));
        const { user } = await openReport();
        await user.click(screen.getByRole('button', { name: 'Download report' }));
        await expectFailureSaid('Failed to generate report');
        expect(screen.queryByText('Report generated successfully')).not.toBeInTheDocument();
        expect(downloads).toEqual([]);
    });

    it('still downloads every carrier’s report when the carriers cannot be listed, saying so on the field', async () => {
        stubDownloads();
        server.use(http.get('*/t/insurers', () => new HttpResponse(null, { status: 500 })));
        const { user } = await openReport();
        expect(await screen.findByText('Error loading insurers')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Download report' }));
        expect(await screen.findByText('Report generated successfully')).toBeInTheDocument();
        expect(reportCalls()).toEqual([`/t/agencies/201/reports/rtsreport/excel?PlanYear=${YEAR}`]);
    });

    it('makes a safe file name of any agency name', () => {
        expect(rtsReportFileName('A/B: "Best" Agency?', 2026)).toBe('A B Best Agency RTS report 2026.xlsx');
    });

    it('speaks Spanish', async () => {
        await openReport('es');
        expect(screen.getByRole('heading', { level: 1, name: 'Informe RTS' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Descargar informe' })).toBeInTheDocument();
    });

    it('is for agencies only: no menu entry and no page for an agent', async () => {
        renderApp('/reports/rts', { portal: AGENT_MARIA });
        expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
        expect(screen.getByText(/This page is for agency portals only/)).toBeInTheDocument();
        expect(screen.queryByRole('menuitem', { name: 'Reports' })).not.toBeInTheDocument();
    });

    it('leads from /reports to the RTS report', async () => {
        const { history } = renderApp('/reports', { portal: AGENCY_SUNSHINE });
        expect(await screen.findByRole('heading', { level: 1, name: 'RTS report' })).toBeInTheDocument();
        expect(history.location.pathname).toBe('/reports/rts');
        expect(history.location.search).toBe('?agencyId=201');
    });
});

describe('RTS report choices', () => {
    it('are still there after leaving through the sidebar and coming Back, and leaving asks nothing', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
        const user = userEvent.setup();
        const { history } = renderApp('/reports/rts?agencyId=201', { portal: AGENCY_SUNSHINE });
        await screen.findByRole('heading', { level: 1, name: 'RTS report' });
        await choose(user, /Plan year/, String(YEAR + 1));
        await choose(user, /Carrier/, 'Summit Life & Health');
        await user.click(screen.getByRole('menuitem', { name: 'Contracts' }));
        await screen.findByRole('heading', { level: 1, name: 'Contracts' });
        act(() => history.go(-1));
        await screen.findByRole('heading', { level: 1, name: 'RTS report' });
        await waitFor(() =>
            expect(screen.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent('Summit Life & Health')
        );
        expect(screen.getByRole('combobox', { name: /Plan year/ })).toHaveTextContent(String(YEAR + 1));
        expect(confirm).not.toHaveBeenCalled();
    });
});
