import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { enrollmentPaymentsOf } from '../../../mocks/db/statements';
import {
    browserPerFile,
    expectAccessible,
    expectStandardHeaders,
    MEDIUM_DATE,
    openApp,
    PHONE,
    requestsTo,
    sidewaysScroll,
    type AppSession,
    type OpenAppOptions,
} from '../harness';

const browser = browserPerFile();

const TEXT = {
    en: {
        enrollments: 'Enrollments',
        table: 'Enrollments',
        state: 'State',
        county: 'County',
        last: 'Customer last name',
        agent: 'Agent',
        effective: 'Effective date',
        commissions: 'Commission payments: statement rows',
        overrides: 'Override payments: statement rows',
        totalProcessed: 'Total processed',
        back: 'Back to enrollments',
        export: 'Export the enrollments found to Excel',
        exported: 'Enrollments exported successfully',
        download: 'Download application',
        appSubmission: 'Submit an application',
        invalid: 'enrollment ID is invalid',
        cards: 'Enrollments, one card each',
        pageSize: 'Rows per page',
    },
    es: {
        enrollments: 'Inscripciones',
        table: 'Inscripciones',
        state: 'Estado',
        county: 'Condado',
        last: 'Apellido del cliente',
        agent: 'Agente',
        effective: 'Fecha de vigencia',
        commissions: 'Pagos de comisiones: filas de estados de cuenta',
        overrides: 'Pagos de sobrecomisiones: filas de estados de cuenta',
        totalProcessed: 'Total procesado',
        back: 'Volver a inscripciones',
        export: 'Exportar a Excel las inscripciones encontradas',
        exported: 'Las inscripciones se exportaron correctamente',
        download: 'Descargar solicitud',
        appSubmission: 'Enviar una solicitud',
        invalid: 'El ID de inscripción no es válido',
        cards: 'Inscripciones, una tarjeta por inscripción',
        pageSize: 'Filas por página',
    },
} as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const open = (language: 'en' | 'es', options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

const rowCalls = (session: AppSession, path: string) =>
    requestsTo(session, path)
        .filter(request => request.path === path)
        .map(request => request.url);
const expectLastCall = (session: AppSession, path: string, query: string) =>
    expect.poll(() => rowCalls(session, path).at(-1)).toBe(`${path}?${query}`);

const choose = async (page: Page, field: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: field, exact: true }).click();
    await page.getByRole('option', { name: option }).first().click();
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
};

// The walks run in English; 'enrollments in Spanish' opens each of their pages and states in Spanish.
describe('enrollments as the agent Maria Lopez', () => {
    const text = TEXT.en;
    const ROWS = '/t/agents/101/enrollments';

    it('searches in the address, pages and sorts on the server, exports, and opens an enrollment', async () => {
        const session = await open('en');
        const { page } = session;
        await session.goto('/enrollments?agentId=101');
        await expect.poll(() => heading(page).textContent()).toBe(text.enrollments);
        const table = page.getByRole('table', { name: text.table });
        await table.getByRole('link').first().waitFor();
        expect(rowCalls(session, ROWS)).toEqual([`${ROWS}?page=1&pageSize=25&sort=CustomerLastName-asc`]);
        expect(requestsTo(session, ROWS).find(request => request.path === ROWS)!.headers['x-paged']).toBe('1');
        expect(requestsTo(session, '/t/agents/101/enrollmentsearchform')).toHaveLength(1);
        expect(await page.getByRole('link', { name: text.appSubmission }).getAttribute('href')).toContain(
            '/enrollments/app-submission'
        );
        await expectAccessible(page);

        await table.getByText(text.effective, { exact: true }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('EffectiveDate');
        await expectLastCall(session, ROWS, 'page=1&pageSize=25&sort=EffectiveDate-asc');
        await choose(page, text.state, 'Florida');
        await expectLastCall(session, ROWS, 'CustomerStateId=10&page=1&pageSize=25&sort=EffectiveDate-asc');
        await choose(page, text.county, /County/);
        await expect.poll(() => new URL(page.url()).searchParams.get('countyId')).toMatch(/^10\d+$/);
        await page.getByRole('textbox', { name: text.last }).fill('a');
        await expect.poll(() => new URL(page.url()).searchParams.get('last')).toBe('a');
        const county = new URL(page.url()).searchParams.get('countyId');
        const query = `CustomerLastName=a&CustomerStateId=10&CustomerCountyId=${county}&page=1&pageSize=25&sort=EffectiveDate-asc`;
        await expectLastCall(session, ROWS, query);
        expect(new URL(page.url()).searchParams.get('agentId')).toBe('101');
        await expectAccessible(page);

        // The address reproduces the view.
        const before = rowCalls(session, ROWS).length;
        await session.reload();
        await heading(page).waitFor();
        await expect.poll(() => rowCalls(session, ROWS).slice(before)).toEqual([`${ROWS}?${query}`]);

        // Export the whole search: a file under its own name.
        await session.goto('/enrollments?agentId=101&last=a');
        const exportButton = page.getByRole('button', { name: text.export });
        await expect.poll(() => exportButton.isEnabled()).toBe(true);
        const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
        expect(download.suggestedFilename()).toBe('Enrollments-101.xlsx');
        await page.getByText(text.exported).waitFor();

        // An enrollment's detail.
        const link = page.getByRole('table', { name: text.table }).getByRole('link').first();
        await link.click();
        await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/enrollments\/\d+$/);
        await page.getByRole('table', { name: text.commissions }).or(page.getByRole('status')).first().waitFor();
        await session.settle();
        await expectAccessible(page);
        await page.getByRole('link', { name: text.back }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('last')).toBe('a');
        expectStandardHeaders(session);
        await session.close();
    });

    it('shows every part of an enrollment with statement rows and its application', async () => {
        const session = await open('en');
        const { page } = session;
        const row = enrollmentsOf('agent', '101').find(
            candidate =>
                candidate.AppQueueId !== 0 &&
                enrollmentPaymentsOf('agent', '101', candidate.PolicyId, 'commissions').length > 10
        )!;
        await session.goto(`/enrollments/${row.PolicyId}?agentId=101`);
        await expect.poll(() => heading(page).textContent()).toBe(`${row.CustomerFirstName} ${row.CustomerLastName}`);
        const commissions = page.getByRole('table', { name: text.commissions });
        await commissions.waitFor();
        await expect.poll(() => commissions.getByRole('row').count()).toBe(12);
        await commissions.getByRole('rowheader', { name: text.totalProcessed }).waitFor();
        expect(await page.getByRole('table', { name: text.overrides }).count()).toBe(0);
        expect(requestsTo(session, `${ROWS}/${row.PolicyId}/payments/overrides`)).toHaveLength(0);
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: text.download }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`Application-${row.PolicyId}.pdf`);
        await expectAccessible(page);

        await session.goto('/enrollments/not-an-id?agentId=101');
        await page.getByText(text.invalid).waitFor();
        await session.close();
    });
});

describe('enrollments as the agency Sunshine Benefits Group', () => {
    const text = TEXT.en;
    const ROWS = '/t/agencies/201/enrollments';

    it('filters by agent, links agents, and shows override payments', async () => {
        const session = await open('en');
        const { page } = session;
        await session.goto('/enrollments?agencyId=201');
        const table = page.getByRole('table', { name: text.table });
        await table.getByRole('link').first().waitFor();
        const row = enrollmentsOf('agency', '201').find(
            candidate => enrollmentPaymentsOf('agency', '201', candidate.PolicyId, 'overrides').length > 0
        )!;
        await choose(page, text.agent, row.AgentName);
        await expectLastCall(session, ROWS, `AgentId=${row.AgentId}&page=1&pageSize=25&sort=CustomerLastName-asc`);
        await table.getByRole('link', { name: row.AgentName }).first().waitFor();
        await expectAccessible(page);

        await session.goto(`/enrollments/${row.PolicyId}?agencyId=201`);
        const agentLink = page.getByRole('link', { name: row.AgentName });
        expect(await agentLink.getAttribute('href')).toContain(`/producers/${row.AgentId}`);
        await page.getByRole('table', { name: text.overrides }).waitFor();
        await expectAccessible(page);
        await session.close();
    });
});

describe('enrollments on a phone and from old addresses', () => {
    it('shows every column as cards in 390 px with a page-size choice', async () => {
        const session = await open('en', { viewport: PHONE });
        const { page } = session;
        await session.goto('/enrollments?agencyId=201');
        const cards = page.getByRole('list', { name: TEXT.en.cards });
        await cards.getByRole('link').first().waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await choose(page, TEXT.en.pageSize, '50');
        await expect.poll(() => new URL(page.url()).searchParams.get('perPage')).toBe('50');
        await expect.poll(() => cards.getByRole('listitem').count()).toBe(50);
        await expectAccessible(page);
        await cards.getByRole('link').first().click();
        await page
            .getByRole('button', { name: TEXT.en.back })
            .or(page.getByRole('link', { name: TEXT.en.back }))
            .waitFor();
        await session.settle();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await session.close();
    });

    it('redirects the legacy enrollment addresses to the detail', async () => {
        const session = await open('en');
        const { page } = session;
        const agentRow = enrollmentsOf('agent', '101')[0];
        await session.goto(`/Agent/Enrollments/Enrollment/${agentRow.PolicyId}?agentId=101`);
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/enrollments/${agentRow.PolicyId}`);
        await expect.poll(() => heading(page).textContent()).toContain(agentRow.CustomerLastName);
        const agencyRow = enrollmentsOf('agency', '201')[0];
        await session.goto(`/Agency/Enrollments/Enrollment/${agencyRow.PolicyId}?agencyId=201`);
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/enrollments/${agencyRow.PolicyId}`);
        expect(new URL(page.url()).searchParams.get('agencyId')).toBe('201');
        await expect.poll(() => heading(page).textContent()).toContain(agencyRow.CustomerLastName);
        await session.close();
    });
});

describe('enrollments in Spanish', () => {
    const text = TEXT.es;
    it('shows each page and state of the walks with its texts in Spanish, accessible, on a desktop and a phone', async () => {
        const session = await open('es');
        const { page } = session;
        await session.goto('/enrollments?agentId=101');
        await expect.poll(() => heading(page).textContent()).toBe(text.enrollments);
        const table = page.getByRole('table', { name: text.table });
        await table.getByRole('link').first().waitFor();
        for (const field of [text.state, text.county])
            await page.getByRole('combobox', { name: field, exact: true }).waitFor();
        await page.getByRole('textbox', { name: text.last }).waitFor();
        await page.getByRole('link', { name: text.appSubmission }).waitFor();
        const headers = await table.getByRole('columnheader').allTextContents();
        const effective = headers.findIndex(header => header.startsWith(text.effective));
        expect(effective, headers.join(' | ')).toBeGreaterThanOrEqual(0);
        expect(await table.getByRole('row').nth(1).getByRole('cell').nth(effective).textContent()).toMatch(
            MEDIUM_DATE.es
        );
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);

        // The export's message is in Spanish.
        await session.goto('/enrollments?agentId=101&last=a');
        const exportButton = page.getByRole('button', { name: text.export });
        await expect.poll(() => exportButton.isEnabled()).toBe(true);
        await Promise.all([page.waitForEvent('download'), exportButton.click()]);
        await page.getByText(text.exported).waitFor();

        const row = enrollmentsOf('agent', '101').find(
            candidate =>
                candidate.AppQueueId !== 0 &&
                enrollmentPaymentsOf('agent', '101', candidate.PolicyId, 'commissions').length > 10
        )!;
        await session.goto(`/enrollments/${row.PolicyId}?agentId=101`);
        await expect.poll(() => heading(page).textContent()).toBe(`${row.CustomerFirstName} ${row.CustomerLastName}`);
        const commissions = page.getByRole('table', { name: text.commissions });
        await commissions.getByRole('rowheader', { name: text.totalProcessed }).waitFor();
        await page.getByRole('button', { name: text.download }).waitFor();
        await page.getByRole('link', { name: text.back }).waitFor();
        await expectAccessible(page);
        await session.goto('/enrollments/not-an-id?agentId=101');
        await page.getByText(text.invalid).waitFor();

        const agencyRow = enrollmentsOf('agency', '201').find(
            candidate => enrollmentPaymentsOf('agency', '201', candidate.PolicyId, 'overrides').length > 0
        )!;
        await session.goto('/enrollments?agencyId=201');
        await page.getByRole('table', { name: text.table }).getByRole('link').first().waitFor();
        await page.getByRole('combobox', { name: text.agent, exact: true }).waitFor();
        await expectAccessible(page);
        await session.goto(`/enrollments/${agencyRow.PolicyId}?agencyId=201`);
        await page.getByRole('table', { name: text.overrides }).waitFor();
        await expectAccessible(page);

        await page.setViewportSize(PHONE);
        await session.goto('/enrollments?agencyId=201');
        const cards = page.getByRole('list', { name: text.cards });
        await cards.getByRole('link').first().waitFor();
        await page.getByRole('combobox', { name: text.pageSize, exact: true }).waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await cards.getByRole('link').first().click();
        await page
            .getByRole('button', { name: text.back })
            .or(page.getByRole('link', { name: text.back }))
            .waitFor();
        await session.settle();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await session.close();
    });
});
