import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { largeStatement, statementsOf } from '../../../mocks/db/statements';
import {
    browserPerFile,
    expectAccessible,
    expectStandardHeaders,
    MEDIUM_DATE,
    openApp,
    overflowing,
    PHONE,
    requestsTo,
    sidewaysScroll,
    type AppSession,
    type OpenAppOptions,
} from '../harness';

const browser = browserPerFile();

const TEXT = {
    en: {
        statements: 'Statements',
        table: 'Statements',
        carrier: /^Carrier/,
        policyType: /^Policy type/,
        dental: 'Dental',
        dateFrom: 'Statement date from',
        rowsPerPage: /Rows per page/,
        summary: 'Summary',
        commissions: 'Commission payments',
        overrides: 'Override payments',
        processed: /^Processed/,
        onHold: /^On hold/,
        commissionsProcessed: 'Commission payments, Processed',
        commissionsOnHold: 'Commission payments, On hold',
        pdf: 'Download PDF',
        xlsx: 'Download Excel',
        downloaded: 'Statement downloaded successfully',
        back: 'Back to statements',
        statementOf: /^Statement of /,
        amount: 'Amount',
    },
    es: {
        statements: 'Estados de cuenta',
        table: 'Estados de cuenta',
        carrier: /^Aseguradora/,
        policyType: /^Tipo de póliza/,
        dental: 'Dental',
        dateFrom: 'Fecha del estado de cuenta desde',
        rowsPerPage: /Filas por página/,
        summary: 'Resumen',
        commissions: 'Pagos de comisiones',
        overrides: 'Pagos de sobrecomisiones',
        processed: /^Procesados/,
        onHold: /^En espera/,
        commissionsProcessed: 'Pagos de comisiones, Procesados',
        commissionsOnHold: 'Pagos de comisiones, En espera',
        pdf: 'Descargar PDF',
        xlsx: 'Descargar Excel',
        downloaded: 'El estado de cuenta se descargó correctamente',
        back: 'Volver a los estados de cuenta',
        statementOf: /^Estado de cuenta del /,
        amount: 'Importe',
    },
} as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const choose = async (page: Page, field: RegExp, option: string) => {
    await page.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
};

const listCalls = (session: AppSession, owner: string) =>
    requestsTo(session, `${owner}/statements`).map(request => request.url);

const open = (language: 'en' | 'es', options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

// The walks run in English; 'statements in Spanish' opens each of their pages and states in Spanish.
describe('statements', () => {
    const text = TEXT.en;

    it('as the agent Maria Lopez: filters the list, opens a statement, downloads it', async () => {
        const session = await open('en');
        const { page } = session;
        await session.goto('/statements?agentId=101');
        await expect.poll(() => heading(page).textContent()).toBe(text.statements);
        const table = page.getByRole('table', { name: text.table });
        await table.getByRole('link').first().waitFor();
        expect(listCalls(session, '/t/agents/101')).toEqual(['/t/agents/101/statements']);
        await expectAccessible(page);

        await choose(page, text.policyType, text.dental);
        await expect
            .poll(() => listCalls(session, '/t/agents/101').at(-1))
            .toBe('/t/agents/101/statements?PolicyTypeId=5');
        expect(new URL(page.url()).searchParams.get('policyTypeId')).toBe('5');
        await page.getByLabel(text.dateFrom).fill('2025-01-01');
        await expect
            .poll(() => listCalls(session, '/t/agents/101').at(-1))
            .toBe('/t/agents/101/statements?PolicyTypeId=5&StartStatementDateRange=2025-01-01');
        // The address reproduces the view.
        const before = listCalls(session, '/t/agents/101').length;
        await session.reload();
        await table.getByRole('link').first().waitFor();
        expect(listCalls(session, '/t/agents/101').slice(before)).toEqual([
            '/t/agents/101/statements?PolicyTypeId=5&StartStatementDateRange=2025-01-01',
        ]);

        const link = table.getByRole('link').first();
        await link.click();
        await expect.poll(() => heading(page).textContent()).toMatch(text.statementOf);
        const statementId = new URL(page.url()).pathname.split('/').at(-1)!;
        await page
            .getByRole('table', { name: text.commissionsProcessed })
            .or(page.getByRole('table', { name: text.commissionsOnHold }))
            .or(page.getByRole('status'))
            .first()
            .waitFor();
        await session.settle();
        expect(
            requestsTo(session, '/t/agentstatements/101/')
                .map(request => request.path)
                .sort()
        ).toEqual(
            [
                `/t/agentstatements/101/${statementId}`,
                `/t/agentstatements/101/${statementId}/payments/commissions/onhold`,
                `/t/agentstatements/101/${statementId}/payments/commissions/processed`,
            ].sort()
        );
        expect(await page.getByRole('region', { name: text.overrides }).count()).toBe(0);
        await expectAccessible(page);

        await page.getByRole('button', { name: text.pdf }).click();
        await page.getByText(text.downloaded).waitFor();
        expect(requestsTo(session, `/t/agentstatements/101/${statementId}/pdf`)).toHaveLength(1);

        await page.getByRole('link', { name: text.back }).click();
        await expect.poll(() => heading(page).textContent()).toBe(text.statements);
        expectStandardHeaders(session);
        await session.close();
    });

    it('as the agency Sunshine Benefits Group: the statement with 1,234 payments on hold', async () => {
        const statement = largeStatement();
        const session = await open('en');
        const { page } = session;
        await session.goto(`/statements/${statement.PaymentRunId}?agencyId=201`);
        const commissions = page.getByRole('region', { name: text.commissions });
        const onHold = commissions.getByRole('tab', { name: text.onHold });
        await onHold.waitFor();
        expect(await onHold.getAttribute('aria-selected')).toBe('true');
        expect(await onHold.textContent()).toContain('999+');
        const table = page.getByRole('table', { name: text.commissionsOnHold });
        await table.getByRole('row').nth(1).waitFor();
        expect(await table.getByRole('row').count()).toBe(1 + 25 + 1);
        await page.getByRole('region', { name: text.overrides }).getByRole('table').waitFor();
        await expectAccessible(page);

        // Another page size, another sort, then the processed tab (empty).
        await commissions.getByRole('combobox', { name: text.rowsPerPage }).click();
        await page.getByRole('option', { name: '100', exact: true }).click();
        await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
        await expect.poll(() => table.getByRole('row').count()).toBe(1 + 100 + 1);
        await table.getByText(text.amount, { exact: true }).click();
        await commissions.getByRole('tab', { name: text.processed }).click();
        await expect.poll(() => commissions.getByRole('table').count()).toBe(0);
        await expectAccessible(page);
        await session.close();
    });
});

describe('statements on a phone', () => {
    it('shows every value of each row as a card, with the page size choice, within 390 px', async () => {
        const statement = statementsOf('agency', '201').find(
            candidate => candidate.payments.commissions.processed.length > 25
        )!;
        const session = await open('en', { viewport: PHONE });
        const { page } = session;
        for (const [path, list] of [
            ['/statements?agencyId=201', TEXT.en.table],
            [`/statements/${statement.PaymentRunId}?agencyId=201`, TEXT.en.commissionsProcessed],
        ]) {
            await session.goto(path);
            await page.getByRole('list', { name: list }).getByRole('listitem').first().waitFor();
            await page.getByRole('combobox', { name: TEXT.en.rowsPerPage }).first().waitFor();
            expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
            expect(await overflowing(page)).toEqual([]);
            await expectAccessible(page);
        }
        // A payment card names each value: the producer for an agency, and the amount.
        const cards = page.getByRole('list', { name: TEXT.en.commissionsProcessed });
        const first = cards.getByRole('listitem').first();
        expect(await first.textContent()).toContain('Producer');
        expect(await first.textContent()).toContain('Amount');
        await session.close();
    });
});

describe('statements in Spanish', () => {
    const text = TEXT.es;

    it('shows each page and state of the walks with its texts, dates and messages in Spanish', async () => {
        const session = await open('es');
        const { page } = session;
        await session.goto('/statements?agentId=101');
        await expect.poll(() => heading(page).textContent()).toBe(text.statements);
        const table = page.getByRole('table', { name: text.table });
        const link = table.getByRole('link').first();
        await link.waitFor();
        for (const field of [text.carrier, text.policyType])
            await page.getByRole('combobox', { name: field }).waitFor();
        await page.getByLabel(text.dateFrom).waitFor();
        // A statement is named by its date, in Spanish.
        const date = (await link.textContent())!;
        expect(date).toMatch(MEDIUM_DATE.es);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);

        await link.click();
        await expect.poll(() => heading(page).textContent()).toBe(`Estado de cuenta del ${date}`);
        await page
            .getByRole('table', { name: text.commissionsProcessed })
            .or(page.getByRole('table', { name: text.commissionsOnHold }))
            .or(page.getByRole('status'))
            .first()
            .waitFor();
        await page.getByRole('region', { name: text.summary }).waitFor();
        await page.getByRole('button', { name: text.xlsx }).waitFor();
        await expectAccessible(page);
        await page.getByRole('button', { name: text.pdf }).click();
        await page.getByText(text.downloaded).waitFor();
        await page.getByRole('link', { name: text.back }).waitFor();

        const statement = largeStatement();
        await session.goto(`/statements/${statement.PaymentRunId}?agencyId=201`);
        const commissions = page.getByRole('region', { name: text.commissions });
        const onHold = commissions.getByRole('tab', { name: text.onHold });
        expect(await onHold.textContent()).toContain('999+');
        const onHoldTable = page.getByRole('table', { name: text.commissionsOnHold });
        await onHoldTable.getByRole('row').nth(1).waitFor();
        await onHoldTable.getByText(text.amount, { exact: true }).waitFor();
        await commissions.getByRole('combobox', { name: text.rowsPerPage }).waitFor();
        await page.getByRole('region', { name: text.overrides }).getByRole('table').waitFor();
        await expectAccessible(page);
        await commissions.getByRole('tab', { name: text.processed }).click();
        await expect.poll(() => commissions.getByRole('table').count()).toBe(0);
        await expectAccessible(page);

        await page.setViewportSize(PHONE);
        const processed = statementsOf('agency', '201').find(
            candidate => candidate.payments.commissions.processed.length > 25
        )!;
        for (const [path, list] of [
            ['/statements?agencyId=201', text.table],
            [`/statements/${processed.PaymentRunId}?agencyId=201`, text.commissionsProcessed],
        ]) {
            await session.goto(path);
            await page.getByRole('list', { name: list }).getByRole('listitem').first().waitFor();
            await page.getByRole('combobox', { name: text.rowsPerPage }).first().waitFor();
            expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
            expect(await overflowing(page)).toEqual([]);
            await expectAccessible(page);
        }
        await session.close();
    });
});
