import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { states } from '../../../mocks/db/dictionaries';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { enrollmentPaymentsOf } from '../../../mocks/db/statements';
import { choose, foldMenu, narrowToPhone } from '../walkSteps';
import {
    addFaults,
    browserPerFile,
    DESKTOP,
    expectAccessible,
    expectStandardHeaders,
    MEDIUM_DATE,
    openApp,
    PHONE,
    requestsTo,
    sidewaysScroll,
    type AppSession,
} from '../harness';

const browser = browserPerFile();
const LAPTOP = { width: 1366, height: 768 };

const TEXT = {
    en: {
        enrollments: 'Enrollments',
        table: 'Enrollments',
        state: 'State',
        county: 'County',
        last: 'Customer last name',
        agent: 'Agent',
        any: 'Any',
        effective: 'Effective date',
        commissions: 'Commission payments: statement rows',
        overrides: 'Override payments: statement rows',
        totalProcessed: 'Total processed',
        back: 'Back to enrollments',
        export: 'Export the enrollments found to Excel',
        exported: 'Enrollments exported successfully',
        notEnabled: 'Export feature is not enabled for this portal',
        download: 'Download application',
        appSubmission: 'Submit an application',
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
        any: 'Cualquiera',
        effective: 'Fecha de vigencia',
        commissions: 'Pagos de comisiones: filas de estados de cuenta',
        overrides: 'Pagos de sobrecomisiones: filas de estados de cuenta',
        totalProcessed: 'Total procesado',
        back: 'Volver a inscripciones',
        export: 'Exportar a Excel las inscripciones encontradas',
        exported: 'Las inscripciones se exportaron correctamente',
        notEnabled: 'La función de exportación no está habilitada para este portal',
        download: 'Descargar solicitud',
        appSubmission: 'Enviar una solicitud',
        cards: 'Inscripciones, una tarjeta por inscripción',
        pageSize: 'Filas por página',
    },
} as const;
type Language = keyof typeof TEXT;

/** Maria Lopez's enrollment with an application and more than one page of commission rows. */
const AGENT_ROW = enrollmentsOf('agent', '101').find(
    candidate =>
        candidate.AppQueueId !== 0 &&
        enrollmentPaymentsOf('agent', '101', candidate.PolicyId, 'commissions').length > 10
)!;
const AGENT_ROW_STATE = states.find(state => state.Id === AGENT_ROW.CustomerStateId)!.Name;
/** A Sunshine Benefits Group enrollment with override payments. */
const AGENCY_ROW = enrollmentsOf('agency', '201').find(
    candidate => enrollmentPaymentsOf('agency', '201', candidate.PolicyId, 'overrides').length > 0
)!;
const rowName = (row: typeof AGENT_ROW) => `${row.CustomerLastName}, ${row.CustomerFirstName}`;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const open = (language: Language) => openApp(browser(), { language });

const rowCalls = (session: AppSession, path: string) =>
    requestsTo(session, path)
        .filter(request => request.path === path)
        .map(request => request.url);
const expectLastCall = (session: AppSession, path: string, query: string) =>
    expect.poll(() => rowCalls(session, path).at(-1)).toBe(`${path}?${query}`);

const chooseAny = (page: Page, field: string, option: string | RegExp) => choose(page, field, option, { exact: false });

/** The list's rows, a table on a desktop and cards on a phone. */
const listRows = (page: Page, language: Language) =>
    page.getByRole('table', { name: TEXT[language].table }).or(page.getByRole('list', { name: TEXT[language].cards }));

/** With SCREENSHOTS=dir, the states a person stops at are saved there to be looked at. */
const screenshot = async (page: Page, name: string) => {
    const folder = process.env.SCREENSHOTS;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: `${folder}/${name}.png`, fullPage: false });
};

const exportSearch = async (page: Page, language: Language) => {
    const exportButton = page.getByRole('button', { name: TEXT[language].export });
    await expect.poll(() => exportButton.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    await page.getByText(TEXT[language].exported).waitFor();
    return download;
};

/**
 * The server refuses the export of the list on screen: the note under the heading says why, the button is off,
 * and the header's actions stay where they were at 1366 and 390 px. Ends at 1366 px with the sidebar closed.
 */
const refuseExportKeepingActions = async (session: AppSession, language: Language) => {
    const { page } = session;
    const text = TEXT[language];
    const widths = [
        [1366, LAPTOP],
        [390, PHONE],
    ] as const;
    const actionsAt = async (viewport: { width: number; height: number }) => {
        await page.setViewportSize(viewport);
        await listRows(page, language).getByRole('link').first().waitFor();
        await session.settle();
        return {
            submit: await page.getByRole('link', { name: text.appSubmission }).boundingBox(),
            export: await page.getByRole('button', { name: text.export }).boundingBox(),
        };
    };
    await foldMenu(page);
    const before = new Map<number, Awaited<ReturnType<typeof actionsAt>>>();
    for (const [width, viewport] of widths) before.set(width, await actionsAt(viewport));

    await addFaults(session, 'GET /t/agents/*/enrollments/excel 403');
    await page.getByRole('button', { name: text.export }).click();
    await page.getByText(text.notEnabled).waitFor();
    await session.settle();
    expect(await page.getByRole('button', { name: text.export }).isDisabled()).toBe(true);
    for (const [width, viewport] of [...widths].reverse()) {
        expect(await actionsAt(viewport), `${width} px`).toEqual(before.get(width));
        await screenshot(page, `enrollments-export-refused-${width}-${language}`);
    }
};

// The walks run in English at a desktop's width; the Spanish test opens each of their pages and states in Spanish,
// and on a phone.
describe('enrollments in English', () => {
    const text = TEXT.en;

    it('as Maria Lopez then Sunshine Benefits Group: searches, goes back, exports, and opens enrollments', async () => {
        const session = await open('en');
        const { page } = session;
        const ROWS = '/t/agents/101/enrollments';
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

        // A page and a filter are a step each: Back returns to each previous search and stays in the app.
        const stateField = page.getByRole('combobox', { name: text.state, exact: true });
        await page.getByRole('button', { name: /next page/i }).click();
        await expect.poll(() => param(page, 'page')).toBe('2');
        await chooseAny(page, text.state, AGENT_ROW_STATE);
        await expect.poll(() => param(page, 'stateId')).toBe(String(AGENT_ROW.CustomerStateId));
        await page.goBack();
        await expect.poll(() => param(page, 'stateId')).toBeNull();
        expect(param(page, 'page')).toBe('2');
        await expect.poll(() => stateField.textContent()).toContain(text.any);
        await page.goBack();
        await expect.poll(() => param(page, 'page')).toBeNull();
        expect(new URL(page.url()).pathname).toBe('/enrollments');
        await table.getByRole('link').first().waitFor();

        // Sorted and filtered on the server, down to one customer (every filter's parameter: unit list tests).
        await table.getByText(text.effective, { exact: true }).click();
        await expect.poll(() => param(page, 'sort')).toBe('EffectiveDate');
        await expectLastCall(session, ROWS, 'page=1&pageSize=25&sort=EffectiveDate-asc');
        await chooseAny(page, text.state, AGENT_ROW_STATE);
        await expectLastCall(
            session,
            ROWS,
            `CustomerStateId=${AGENT_ROW.CustomerStateId}&page=1&pageSize=25&sort=EffectiveDate-asc`
        );
        await chooseAny(page, text.county, AGENT_ROW.CustomerCounty);
        await expect.poll(() => param(page, 'countyId')).toBe(String(AGENT_ROW.CustomerCountyId));
        await page.getByRole('textbox', { name: text.last }).fill(AGENT_ROW.CustomerLastName);
        await expect.poll(() => param(page, 'last')).toBe(AGENT_ROW.CustomerLastName);
        const query =
            `CustomerLastName=${AGENT_ROW.CustomerLastName}&CustomerStateId=${AGENT_ROW.CustomerStateId}` +
            `&CustomerCountyId=${AGENT_ROW.CustomerCountyId}&page=1&pageSize=25&sort=EffectiveDate-asc`;
        await expectLastCall(session, ROWS, query);
        expect(param(page, 'agentId')).toBe('101');

        // The address reproduces the view.
        const before = rowCalls(session, ROWS).length;
        await session.reload();
        await table.getByRole('link').first().waitFor();
        await expect.poll(() => rowCalls(session, ROWS).slice(before)).toEqual([`${ROWS}?${query}`]);

        // The search exported: a file under its own name.
        expect((await exportSearch(page, 'en')).suggestedFilename()).toBe('Enrollments-101.xlsx');

        // The enrollment opened from its row loads its own record.
        await table
            .getByRole('link', { name: rowName(AGENT_ROW) })
            .first()
            .click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/enrollments/${AGENT_ROW.PolicyId}`);
        await expect
            .poll(() => heading(page).textContent())
            .toBe(`${AGENT_ROW.CustomerFirstName} ${AGENT_ROW.CustomerLastName}`);
        const commissions = page.getByRole('table', { name: text.commissions });
        await expect.poll(() => commissions.getByRole('row').count()).toBe(12);
        await commissions.getByRole('rowheader', { name: text.totalProcessed }).waitFor();
        await page.getByText(AGENT_ROW.ProductName, { exact: true }).waitFor();
        await page.getByText(AGENT_ROW.PolicyNumber, { exact: true }).waitFor();
        expect(rowCalls(session, `${ROWS}/${AGENT_ROW.PolicyId}`)).not.toEqual([]);
        expect(await page.getByRole('table', { name: text.overrides }).count()).toBe(0);
        expect(requestsTo(session, `${ROWS}/${AGENT_ROW.PolicyId}/payments/overrides`)).toHaveLength(0);
        const [application] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: text.download }).click(),
        ]);
        expect(application.suggestedFilename()).toBe(`Application-${AGENT_ROW.PolicyId}.pdf`);
        await expectAccessible(page);
        await page.getByRole('link', { name: text.back }).click();
        await expect.poll(() => param(page, 'last')).toBe(AGENT_ROW.CustomerLastName);

        await refuseExportKeepingActions(session, 'en');
        await expectAccessible(page);
        expectStandardHeaders(session);

        // The agency's list filters by agent and links each row's agent; its enrollments have override payments.
        await page.setViewportSize(DESKTOP);
        const AGENCY_ROWS = '/t/agencies/201/enrollments';
        await session.goto('/enrollments?agencyId=201');
        await table.getByRole('link').first().waitFor();
        await chooseAny(page, text.agent, AGENCY_ROW.AgentName);
        await expectLastCall(
            session,
            AGENCY_ROWS,
            `AgentId=${AGENCY_ROW.AgentId}&page=1&pageSize=25&sort=CustomerLastName-asc`
        );
        await table.getByRole('link', { name: AGENCY_ROW.AgentName }).first().waitFor();
        await expectAccessible(page);

        await table
            .getByRole('link', { name: rowName(AGENCY_ROW) })
            .first()
            .click();
        await page.getByRole('table', { name: text.overrides }).waitFor();
        expect(await page.getByRole('link', { name: AGENCY_ROW.AgentName }).getAttribute('href')).toContain(
            `/producers/${AGENCY_ROW.AgentId}`
        );
        await expectAccessible(page);
        await session.close();
    });
});

describe('enrollments in Spanish', () => {
    const text = TEXT.es;

    it('shows each page and state of the walks in Spanish, accessible, on a desktop and a phone', async () => {
        const session = await open('es');
        const { page } = session;
        await session.goto('/enrollments?agentId=101');
        await expect.poll(() => heading(page).textContent()).toBe(text.enrollments);
        const table = page.getByRole('table', { name: text.table });
        await table.getByRole('link').first().waitFor();
        for (const field of [text.state, text.county])
            await page.getByRole('combobox', { name: field, exact: true }).waitFor();
        await page.getByRole('link', { name: text.appSubmission }).waitFor();
        const headers = await table.getByRole('columnheader').allTextContents();
        const effective = headers.findIndex(header => header.startsWith(text.effective));
        expect(effective, headers.join(' | ')).toBeGreaterThanOrEqual(0);
        expect(await table.getByRole('row').nth(1).getByRole('cell').nth(effective).textContent()).toMatch(
            MEDIUM_DATE.es
        );
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);

        await page.getByRole('textbox', { name: text.last }).fill(AGENT_ROW.CustomerLastName);
        await expect.poll(() => param(page, 'last')).toBe(AGENT_ROW.CustomerLastName);
        await exportSearch(page, 'es');
        await refuseExportKeepingActions(session, 'es');
        await expectAccessible(page);
        await page.setViewportSize(DESKTOP);

        await table
            .getByRole('link', { name: rowName(AGENT_ROW) })
            .first()
            .click();
        await expect
            .poll(() => heading(page).textContent())
            .toBe(`${AGENT_ROW.CustomerFirstName} ${AGENT_ROW.CustomerLastName}`);
        const commissions = page.getByRole('table', { name: text.commissions });
        await commissions.getByRole('rowheader', { name: text.totalProcessed }).waitFor();
        await page.getByRole('button', { name: text.download }).waitFor();
        await page.getByRole('link', { name: text.back }).waitFor();
        await expectAccessible(page);

        // A bookmark of the previous portal's address opens the agency's enrollment.
        await session.goto(`/Agency/Enrollments/Enrollment/${AGENCY_ROW.PolicyId}?agencyId=201`);
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/enrollments/${AGENCY_ROW.PolicyId}`);
        expect(param(page, 'agencyId')).toBe('201');
        await page.getByRole('table', { name: text.overrides }).waitFor();
        await expectAccessible(page);
        await page.getByRole('link', { name: text.back }).click();
        await table.getByRole('link').first().waitFor();
        await page.getByRole('combobox', { name: text.agent, exact: true }).waitFor();
        await expectAccessible(page);

        // On a phone every row is a card, with a page size choice.
        await narrowToPhone(page);
        const cards = page.getByRole('list', { name: text.cards });
        await cards.getByRole('link').first().waitFor();
        await chooseAny(page, text.pageSize, '50');
        await expect.poll(() => param(page, 'perPage')).toBe('50');
        await expect.poll(() => cards.getByRole('listitem').count()).toBe(50);
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
