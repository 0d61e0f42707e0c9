import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eAndOsOf } from '../../../mocks/db/eandos';
import {
    browserPerFile,
    expectAccessible,
    openApp,
    PHONE,
    requestsTo,
    sidewaysScroll,
    type AppSession,
} from '../harness';

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

/** From the list to the form; what is not valid is refused first, then the whole form is sent once. */
const submitFromList = async (session: AppSession, text: Text, policyNumber: string) => {
    const { page } = session;
    await page.getByRole('link', { name: text.submit }).click();
    await expect.poll(() => h1(session).textContent()).toBe(text.submit);
    await expectAccessible(page);
    const posts = () => session.apiRequests.filter(request => request.method === 'POST');

    await page
        .getByLabel(text.file)
        .setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: NOT_PDF });
    await page.getByText(text.pdfOnly).waitFor();
    await page.getByRole('spinbutton', { name: text.limits }).fill('0');
    await page.getByRole('button', { name: text.send }).click();
    await page.getByText(text.positive).waitFor();
    expect(posts()).toEqual([]);
    // The form with its messages shown is a state of its own.
    await expectAccessible(page);

    await page.getByRole('textbox', { name: text.issuedBy }).fill('  Hiscox Insurance Company  ');
    await page.getByRole('textbox', { name: text.policy }).fill(policyNumber);
    await page.getByLabel(text.expiry).fill('2029-06-30');
    await page.getByRole('spinbutton', { name: text.limits }).fill('2000000');
    await page
        .getByLabel(text.file)
        .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Pressed twice: one submission.
    await page.getByRole('button', { name: text.send }).dblclick();
    await expect.poll(() => h1(session).textContent()).toBe(text.success);
    expect(posts()).toHaveLength(1);
    await page.getByText(policyNumber).waitFor();
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

const portals = [
    { portal: 'agentId=101', owner: ['agent', '101'], segment: 'agents' },
    { portal: 'agencyId=201', owner: ['agency', '201'], segment: 'agencies' },
] as const;

describe.each(portals)('E&O ($segment)', ({ portal, owner, segment }) => {
    const text = TEXT.en;
    const policyNumber = `E2E-EO-${owner[1]}`;

    it('lists the records, opens one’s files, downloads one, submits a new record and shows it', async () => {
        const session = await openApp(browser());
        const { page } = session;
        const records = eAndOsOf(owner[0], owner[1]);
        // The earliest expiration comes first: an expired record.
        const first = [...records].sort((a, b) => a.ExpirationDate.localeCompare(b.ExpirationDate))[0];
        await session.goto(`/e-and-os?${portal}`);
        await expect.poll(() => h1(session).textContent()).toBe(text.title);
        await page.getByRole('region').first().waitFor();
        expect(await page.getByRole('region').count()).toBe(records.length);
        expect(await page.getByRole('region').first().textContent()).toContain('Expired on');
        expect(requestsTo(session, `/t/${segment}/${owner[1]}/eandos`)).toHaveLength(1);
        await expectAccessible(page);

        const filesPath =
            owner[0] === 'agent' ? `/t/eandos/${first.Id}/files` : `/t/agencies/201/eandos/${first.Id}/files`;
        await openFilesAndDownload(session, text, first.PolicyNumber, filesPath);

        const post = await submitFromList(session, text, policyNumber);
        expect(post.path).toBe(`/t/${segment}/${owner[1]}/eandos/submit`);
        expect(post.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
        expect(post.headers['x-xsrf-token']).toBe('e2e-xsrf-token');
        // Saved trimmed (the browser does not show a multipart body with a file: ask the demo API).
        const saved = await page.request.get(new URL(`/t/${segment}/${owner[1]}/eandos`, page.url()).href);
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
        await session.close();
    });
});

describe('E&O in Spanish on a phone', () => {
    const text = TEXT.es;
    const policyNumber = 'E2E-EO-es';

    it('shows the list, the files, the form with its messages and the success page in Spanish at 390 px', async () => {
        const session = await openApp(browser(), { language: 'es', viewport: PHONE });
        const { page } = session;
        const first = [...eAndOsOf('agent', '101')].sort((a, b) => a.ExpirationDate.localeCompare(b.ExpirationDate))[0];
        await session.goto('/e-and-os?agentId=101');
        await expect.poll(() => h1(session).textContent()).toBe(text.title);
        await page.getByRole('region').first().waitFor();
        expect(await page.getByRole('region').first().textContent()).toContain('Venció el');
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);

        await openFilesAndDownload(session, text, first.PolicyNumber, `/t/eandos/${first.Id}/files`);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

        await submitFromList(session, text, policyNumber);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await page.getByRole('link', { name: text.back }).click();
        await expectNewCard(page, text, policyNumber);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await session.close();
    });
});

describe('E&O on a phone', () => {
    it('fits 390 px in English, the form included', async () => {
        const session = await openApp(browser(), { viewport: PHONE });
        await session.goto('/e-and-os?agencyId=201');
        await expect.poll(() => h1(session).textContent()).toBe(TEXT.en.title);
        await session.page.getByRole('region').first().waitFor();
        expect(await sidewaysScroll(session.page)).toBeLessThanOrEqual(0);
        await session.goto('/e-and-os/submission');
        await expect.poll(() => h1(session).textContent()).toBe(TEXT.en.submit);
        expect(await sidewaysScroll(session.page)).toBeLessThanOrEqual(0);
        await session.close();
    });
});
