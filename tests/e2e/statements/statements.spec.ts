import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LARGE_STATEMENT, largeStatement } from '../../../mocks/db/statements';
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
import { choose } from '../walkSteps';

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
        producer: 'Producer',
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
        producer: 'Productor',
    },
} as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const listCalls = (session: AppSession, owner: string) =>
    requestsTo(session, `${owner}/statements`).map(request => request.url);

const open = (language: 'en' | 'es', options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

// The walk runs in English at a desktop's width; the Spanish test opens each of its pages and states in Spanish on a
// phone (the table's columns are the cards' labels there).
describe('statements in English', () => {
    const text = TEXT.en;

    it('as Maria Lopez then Sunshine Benefits Group: filters, opens and downloads a statement; 1,234 on hold', async () => {
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

        // The agency's statement with 1,234 commission payments on hold opens on that tab.
        const statement = largeStatement();
        await session.goto(`/statements/${statement.PaymentRunId}?agencyId=201`);
        const commissions = page.getByRole('region', { name: text.commissions });
        const onHold = commissions.getByRole('tab', { name: text.onHold });
        await onHold.waitFor();
        expect(await onHold.getAttribute('aria-selected')).toBe('true');
        expect(await onHold.textContent()).toContain('999+');
        const onHoldTable = page.getByRole('table', { name: text.commissionsOnHold });
        await onHoldTable.getByRole('row').nth(1).waitFor();
        expect(await onHoldTable.getByRole('row').count()).toBe(1 + 25 + 1);
        await page.getByRole('region', { name: text.overrides }).getByRole('table').waitFor();

        // Another page size, another sort, then the processed tab (empty).
        await choose(page, commissions.getByRole('combobox', { name: text.rowsPerPage }), '50');
        await expect.poll(() => onHoldTable.getByRole('row').count()).toBe(1 + 50 + 1);
        await onHoldTable.getByText(text.amount, { exact: true }).click();
        // Axe looks at the page here, with its tabs, its override payments and the empty tab: a look at the 25
        // payments on hold (the table the agent's statement had) cost three times as much.
        await commissions.getByRole('tab', { name: text.processed }).click();
        await expect.poll(() => commissions.getByRole('table').count()).toBe(0);
        await expectAccessible(page);
        await session.close();
    });
});

describe('statements in Spanish on a phone', () => {
    const text = TEXT.es;

    it('shows each page and state of the walk with its texts, dates and messages in Spanish, within 390 px', async () => {
        const session = await open('es', { viewport: PHONE });
        const { page } = session;
        const fits = async () => {
            expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
            expect(await overflowing(page)).toEqual([]);
        };
        // The agency's pages: the agent's have the same texts, less the override payments.
        await session.goto('/statements?agencyId=201');
        await expect.poll(() => heading(page).textContent()).toBe(text.statements);
        const statement = largeStatement();
        const link = page.getByRole('list', { name: text.table }).getByRole('link').nth(LARGE_STATEMENT.runIndex);
        await link.waitFor();
        for (const field of [text.carrier, text.policyType])
            await page.getByRole('combobox', { name: field }).waitFor();
        await page.getByLabel(text.dateFrom).waitFor();
        await page.getByRole('combobox', { name: text.rowsPerPage }).first().waitFor();
        // A statement is named by its date, in Spanish.
        const date = (await link.textContent())!;
        expect(date).toMatch(MEDIUM_DATE.es);
        await fits();
        await expectAccessible(page);

        // The statement with 1,234 payments on hold: each payment is a card naming each value (the producer for
        // an agency, and the amount).
        await link.click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/statements/${statement.PaymentRunId}`);
        await expect.poll(() => heading(page).textContent()).toBe(`Estado de cuenta del ${date}`);
        const commissions = page.getByRole('region', { name: text.commissions });
        const onHold = commissions.getByRole('tab', { name: text.onHold });
        const onHoldCard = page.getByRole('list', { name: text.commissionsOnHold }).getByRole('listitem').first();
        await onHoldCard.waitFor();
        expect(await onHold.textContent()).toContain('999+');
        expect(await onHoldCard.textContent()).toContain(text.producer);
        expect(await onHoldCard.textContent()).toContain(text.amount);
        await commissions.getByRole('combobox', { name: text.rowsPerPage }).waitFor();
        await page.getByRole('region', { name: text.overrides }).getByRole('list').waitFor();
        await page.getByRole('region', { name: text.summary }).waitFor();
        await page.getByRole('button', { name: text.xlsx }).waitFor();
        await fits();
        await page.getByRole('button', { name: text.pdf }).click();
        await page.getByText(text.downloaded).waitFor();

        // Axe looks at the page with the override payments' cards and the empty tab (the 25 cards on hold cost
        // five times as much, and are the same cards).
        await commissions.getByRole('tab', { name: text.processed }).click();
        await expect.poll(() => commissions.getByRole('list').count()).toBe(0);
        await fits();
        await expectAccessible(page);
        await page.getByRole('link', { name: text.back }).click();
        await expect.poll(() => heading(page).textContent()).toBe(text.statements);
        await session.close();
    });
});
