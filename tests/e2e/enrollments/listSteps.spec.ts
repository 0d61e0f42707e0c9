import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { browserPerFile, expectAccessible, openApp, PHONE, requestsTo, type AppSession, demoControl } from '../harness';

const browser = browserPerFile();
const LAPTOP = { width: 1366, height: 768 };

const TEXT = {
    en: {
        table: 'Enrollments',
        cards: 'Enrollments, one card each',
        state: 'State',
        any: 'Any',
        appSubmission: 'Submit an application',
        export: 'Export the enrollments found to Excel',
        notEnabled: 'Export feature is not enabled for this portal',
    },
    es: {
        table: 'Inscripciones',
        cards: 'Inscripciones, una tarjeta por inscripción',
        state: 'Estado',
        any: 'Cualquiera',
        appSubmission: 'Enviar una solicitud',
        export: 'Exportar a Excel las inscripciones encontradas',
        notEnabled: 'La función de exportación no está habilitada para este portal',
    },
} as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** With SCREENSHOTS=dir, the states a person stops at are saved there to be looked at. */
const screenshot = async (page: Page, name: string) => {
    const folder = process.env.SCREENSHOTS;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: `${folder}/${name}.png`, fullPage: false });
};

const openList = async (session: AppSession, language: 'en' | 'es') => {
    await session.goto('/enrollments?agentId=101');
    const { page } = session;
    const rows = page
        .getByRole('table', { name: TEXT[language].table })
        .or(page.getByRole('list', { name: TEXT[language].cards }));
    await rows.getByRole('link').first().waitFor();
};

describe('an enrollment opened from the list', () => {
    it('loads its own record: product, policy number and the application download', async () => {
        const session = await openApp(browser());
        const { page } = session;
        const row = enrollmentsOf('agent', '101').find(candidate => candidate.AppQueueId !== 0)!;
        await session.goto(`/enrollments?agentId=101&last=${row.CustomerLastName}&first=${row.CustomerFirstName}`);
        await page
            .getByRole('link', { name: `${row.CustomerLastName}, ${row.CustomerFirstName}` })
            .first()
            .click();
        await page.getByRole('button', { name: 'Download application' }).waitFor();
        await page.getByText(row.ProductName, { exact: true }).waitFor();
        await page.getByText(row.PolicyNumber, { exact: true }).waitFor();
        expect(requestsTo(session, `/t/agents/101/enrollments/${row.PolicyId}`).map(call => call.path)).toContain(
            `/t/agents/101/enrollments/${row.PolicyId}`
        );
        await session.close();
    });
});

describe('Back through the enrollment searches', () => {
    it('returns to the previous page and filter, and stays in the app', async () => {
        const session = await openApp(browser());
        const { page } = session;
        await openList(session, 'en');
        await page.getByRole('button', { name: /next page/i }).click();
        await expect.poll(() => param(page, 'page')).toBe('2');
        const state = page.getByRole('combobox', { name: TEXT.en.state, exact: true });
        await state.click();
        await page.getByRole('option', { name: 'Florida' }).click();
        await expect.poll(() => param(page, 'stateId')).toBe('10');

        await page.goBack();
        await expect.poll(() => param(page, 'stateId')).toBeNull();
        expect(param(page, 'page')).toBe('2');
        await expect.poll(() => state.textContent()).toContain(TEXT.en.any);
        await page.goBack();
        await expect.poll(() => param(page, 'page')).toBeNull();
        expect(new URL(page.url()).pathname).toBe('/enrollments');
        await expect.poll(() => heading(page).textContent()).toBe('Enrollments');
        await page.getByRole('table', { name: TEXT.en.table }).getByRole('link').first().waitFor();
        await session.close();
    });
});

describe('the enrollments header after a refused export', () => {
    for (const language of ['en', 'es'] as const)
        it(`keeps the actions where they were, at 1366 and 390 px (${language})`, async () => {
            const text = TEXT[language];
            for (const [width, viewport] of [
                [1366, LAPTOP],
                [390, PHONE],
            ] as const) {
                const session = await openApp(browser(), { language, viewport });
                const { page } = session;
                const actions = async () => ({
                    submit: await page.getByRole('link', { name: text.appSubmission }).boundingBox(),
                    export: await page.getByRole('button', { name: text.export }).boundingBox(),
                });
                await openList(session, language);
                const before = await actions();

                await demoControl(() =>
                    session.context.request.post(`${session.baseUrl}/__demo/faults`, {
                        data: { method: 'GET', path: '/t/agents/*/enrollments/excel', kind: '403' },
                    })
                );
                await page.getByRole('button', { name: text.export }).click();
                await page.getByText(text.notEnabled).waitFor();
                await session.settle();
                expect(await page.getByRole('button', { name: text.export }).isDisabled()).toBe(true);
                expect(await actions(), `${width} px`).toEqual(before);
                await screenshot(page, `enrollments-export-refused-${width}-${language}`);
                await expectAccessible(page);
                await session.close();
            }
        });
});
