import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eAndOsOf } from '../../../mocks/db/e-and-os';
import {
    browserPerFile,
    expectAccessible,
    openApp,
    PHONE,
    requestsTo,
    sidewaysScroll,
    type AppSession,
} from '../harness';
import { pressTwiceWhileSending } from '../walkSteps';

const browser = browserPerFile();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const NOT_PDF = Buffer.from('PK\u0003\u0004 this is a zip file renamed to .pdf');

const TEXT = {
    en: {
        title: 'Errors and omissions (E&O)',
        submit: 'Submit an E&O',
        filesOf: (number: string) => `Files of E&O policy ${number}`,
        issuedBy: /^Issued by/,
        policy: /^Policy number/,
        limits: /^Coverage limits/,
        expiry: /^Expiration date/,
        file: /^Certificate/,
        send: 'Submit E&O',
        success: 'E&O submitted',
        back: 'Back to E&O records',
        pdfOnly: 'Only PDF files are supported',
        positive: 'Enter an amount in US dollars greater than 0',
        close: 'Close',
        expires: 'Expires on',
        downloaded: 'File downloaded successfully',
    },
    es: {
        title: 'Errores y omisiones (E&O)',
        submit: 'Enviar un E&O',
        filesOf: (number: string) => `Archivos de la póliza de E&O ${number}`,
        issuedBy: /^Emitido por/,
        policy: /^Número de póliza/,
        limits: /^Límites de cobertura/,
        expiry: /^Fecha de vencimiento/,
        file: /^Certificado/,
        send: 'Enviar E&O',
        success: 'E&O enviado',
        back: 'Volver a los registros de E&O',
        pdfOnly: 'Solo se admiten archivos PDF',
        positive: 'Ingrese un importe en dólares estadounidenses mayor que 0',
        close: 'Cerrar',
        expires: 'Vence el',
        downloaded: 'El archivo se descargó correctamente',
    },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

const h1 = (session: AppSession) => session.page.getByRole('heading', { level: 1 });

/** The list's first card (the earliest expiration): its files, newest first, and a download of the newest. */
const openFilesAndDownload = async (session: AppSession, text: Text, policyNumber: string, filesPath: string) => {
    const { page } = session;
    await page.getByRole('button', { name: text.filesOf(policyNumber) }).click();
    const dialog = page.getByRole('dialog');
    const downloads = dialog.getByRole('button', { name: /EO-/ });
    await downloads.first().waitFor();
    expect(requestsTo(session, filesPath)).toHaveLength(1);
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await downloads.first().click();
    expect((await download).suggestedFilename()).toMatch(/^EO-.*\.pdf$/);
    await page.getByText(text.downloaded).waitFor();
    expect(requestsTo(session, '/t/files/').map(request => request.path)).toEqual([
        expect.stringMatching(/^\/t\/files\/\d+\/downloadurl$/),
    ]);
    expect(requestsTo(session, '/api/files/encoded-file')).toHaveLength(1);
    await dialog.getByRole('button', { name: text.close }).click();
    await dialog.waitFor({ state: 'detached' });
};

/**
 * From the list to the form; what is not valid is refused first, then the whole form is sent once. `fits` is
 * checked at each state (a phone's width).
 */
const submitFromList = async (
    session: AppSession,
    text: Text,
    policyNumber: string,
    fits: () => Promise<void> = async () => undefined
) => {
    const { page } = session;
    await page.getByRole('link', { name: text.submit }).click();
    await expect.poll(() => h1(session).textContent()).toBe(text.submit);
    await fits();
    await expectAccessible(page);
    const posts = () => session.apiRequests.filter(request => request.method === 'POST');

    await page
        .getByLabel(text.file)
        .setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: NOT_PDF });
    await page.getByText(text.pdfOnly).waitFor();
    await page.getByRole('textbox', { name: text.limits }).fill('0');
    await page.getByRole('button', { name: text.send }).click();
    await page.getByText(text.positive).waitFor();
    expect(posts()).toEqual([]);
    // The form with its messages shown is a state of its own.
    await fits();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: text.issuedBy }).fill('  Hiscox Insurance Company  ');
    await page.getByRole('textbox', { name: text.policy }).fill(policyNumber);
    await page.getByLabel(text.expiry).fill('2029-06-30');
    await page.getByRole('textbox', { name: text.limits }).fill('2000000');
    await page
        .getByLabel(text.file)
        .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Pressed twice: one submission.
    await pressTwiceWhileSending(page, page.getByRole('button', { name: text.send }));
    await expect.poll(() => h1(session).textContent()).toBe(text.success);
    expect(posts()).toHaveLength(1);
    await page.getByText(policyNumber).waitFor();
    await fits();
    await expectAccessible(page);
    return posts()[0];
};

/** Back on the list, the new record's card is there, in force. */
const expectNewCard = async (page: Page, text: Text, policyNumber: string) => {
    const card = page.getByRole('region').filter({ hasText: policyNumber });
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Hiscox Insurance Company');
    expect(await card.textContent()).toContain(text.expires);
};

/** The earliest expiration comes first: an expired record. */
const earliest = (owner: 'agent' | 'agency', id: string) =>
    [...eAndOsOf(owner, id)].sort((a, b) => a.ExpirationDate.localeCompare(b.ExpirationDate))[0];

describe('E&O in English', () => {
    const text = TEXT.en;
    const policyNumber = 'E2E-EO-101';

    it('as Maria Lopez: lists the records, opens one’s files, downloads one, submits a record and shows it; an agency’s paths', async () => {
        const session = await openApp(browser());
        const { page } = session;
        const records = eAndOsOf('agent', '101');
        const first = earliest('agent', '101');
        await session.goto('/e-and-os?agentId=101');
        await expect.poll(() => h1(session).textContent()).toBe(text.title);
        await page.getByRole('region').first().waitFor();
        expect(await page.getByRole('region').count()).toBe(records.length);
        expect(await page.getByRole('region').first().textContent()).toContain('Expired on');
        expect(requestsTo(session, '/t/agents/101/eandos')).toHaveLength(1);
        await expectAccessible(page);

        await openFilesAndDownload(session, text, first.PolicyNumber, `/t/eandos/${first.Id}/files`);

        const post = await submitFromList(session, text, policyNumber);
        expect(post.path).toBe('/t/agents/101/eandos/submit');
        expect(post.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
        expect(post.headers['x-xsrf-token']).toBe('e2e-xsrf-token');
        // Saved trimmed (the browser does not show a multipart body with a file: ask the demo API).
        const saved = await page.request.get(new URL('/t/agents/101/eandos', page.url()).href);
        expect(await saved.json()).toContainEqual(
            expect.objectContaining({
                IssuedBy: 'Hiscox Insurance Company',
                PolicyNumber: policyNumber,
                CoverageLimits: 2000000,
                ExpirationDate: '2029-06-30T00:00:00',
            })
        );

        await page.getByRole('link', { name: text.back }).click();
        await expectNewCard(page, text, policyNumber);
        expect(await page.getByRole('region').count()).toBe(records.length + 1);

        // An agency's list and files come from its own paths (its submission's path: unit submission tests).
        const agencyFirst = earliest('agency', '201');
        await session.goto('/e-and-os?agencyId=201');
        await page.getByRole('region').first().waitFor();
        expect(await page.getByRole('region').count()).toBe(eAndOsOf('agency', '201').length);
        expect(requestsTo(session, '/t/agencies/201/eandos')).toHaveLength(1);
        await page.getByRole('button', { name: text.filesOf(agencyFirst.PolicyNumber) }).click();
        await page.getByRole('dialog').getByRole('button', { name: /EO-/ }).first().waitFor();
        expect(requestsTo(session, `/t/agencies/201/eandos/${agencyFirst.Id}/files`)).toHaveLength(1);
        await session.close();
    });
});

describe('E&O in Spanish on a phone', () => {
    const text = TEXT.es;
    const policyNumber = 'E2E-EO-es';

    it('shows the list, the files, the form with its messages and the success page in Spanish at 390 px', async () => {
        const session = await openApp(browser(), { language: 'es', viewport: PHONE });
        const { page } = session;
        const fits = async () => expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await session.goto('/e-and-os?agentId=101');
        await expect.poll(() => h1(session).textContent()).toBe(text.title);
        await page.getByRole('region').first().waitFor();
        expect(await page.getByRole('region').first().textContent()).toContain('Venció el');
        await fits();
        await expectAccessible(page);

        const first = earliest('agent', '101');
        await openFilesAndDownload(session, text, first.PolicyNumber, `/t/eandos/${first.Id}/files`);
        await fits();

        await submitFromList(session, text, policyNumber, fits);
        await page.getByRole('link', { name: text.back }).click();
        await expectNewCard(page, text, policyNumber);
        await fits();
        await session.close();
    });
});
