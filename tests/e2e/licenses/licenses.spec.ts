import { describe, expect, it } from 'vitest';
import { licensesOf } from '../../../mocks/db/portfolio';
import {
    browserPerFile,
    expectAccessible,
    openApp,
    PHONE,
    requestsTo,
    sidewaysScroll,
    type AppSession,
} from '../harness';
import { choose, pressTwiceWhileSending } from '../walkSteps';

const browser = browserPerFile();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const NOT_PDF = Buffer.from('PK\u0003\u0004 this is a zip file renamed to .pdf');

const TEXT = {
    en: {
        title: 'Licenses',
        submit: 'Submit a license',
        filesOf: (number: string) => `Files of license ${number}`,
        state: /^State/,
        type: /^License type/,
        number: /^License number/,
        expiry: /^Expiration date/,
        resident: 'Resident license',
        file: /^License file/,
        send: 'Submit license',
        success: 'License submitted',
        back: 'Back to licenses',
        pdfOnly: 'Only PDF files are supported',
        yearRange: 'Enter a date with a year between 1000 and 9999',
        florida: 'Florida',
        life: 'Life',
        close: 'Close',
    },
    es: {
        title: 'Licencias',
        submit: 'Enviar una licencia',
        filesOf: (number: string) => `Archivos de la licencia ${number}`,
        state: /^Estado/,
        type: /^Tipo de licencia/,
        number: /^Número de licencia/,
        expiry: /^Fecha de vencimiento/,
        resident: 'Licencia de residente',
        file: /^Archivo de la licencia/,
        send: 'Enviar licencia',
        success: 'Licencia enviada',
        back: 'Volver a licencias',
        pdfOnly: 'Solo se admiten archivos PDF',
        yearRange: 'Ingrese una fecha con un año entre 1000 y 9999',
        florida: 'Florida',
        life: 'Vida',
        close: 'Cerrar',
    },
} as const;

const h1 = (session: AppSession) => session.page.getByRole('heading', { level: 1 });

/**
 * Both portal types, in English ('licenses in Spanish' opens each page and state in Spanish). The agent's walk
 * is the full one; the agency's takes the same pages and code with its own owner's calls, so it checks those
 * calls, the download and the submission, without the accessibility checks and refusals the agent's made.
 */
const cases = [
    { portal: 'agentId=101', owner: ['agent', '101'] as const, segment: 'agents', files: 'agentlicenses', full: true },
    {
        portal: 'agencyId=201',
        owner: ['agency', '201'] as const,
        segment: 'agencies',
        files: 'agencylicenses',
        full: false,
    },
].map(portal => ({ ...portal, number: `E2E-en-${portal.owner[1]}` }));

describe('licenses', () => {
    const text = TEXT.en;

    it.each(cases)(
        '$segment: lists a card per state, downloads a license’s file, submits a license with its PDF (trimmed, once) and shows it (the agent’s walk also refuses what is not valid)',
        async ({ portal, owner, segment, files, number, full }) => {
            const session = await openApp(browser());
            const { page } = session;
            const checkAccessible = async () => {
                if (full) await expectAccessible(page);
            };
            const license = licensesOf(owner[0], owner[1])[0];
            await session.goto(`/licenses?${portal}`);
            await expect.poll(() => h1(session).textContent()).toBe(text.title);
            // A card per state, headed by the state's name and abbreviation ("Florida (FL)").
            await page.getByRole('region', { name: new RegExp(`\\(${license.StateProvince}\\)$`) }).waitFor();
            expect(requestsTo(session, `/t/${segment}/${owner[1]}/licenses`)).toHaveLength(1);
            await checkAccessible();

            await page.getByRole('button', { name: text.filesOf(license.LicenseNumber) }).click();
            const dialog = page.getByRole('dialog');
            const downloadButton = dialog.getByRole('button', { name: /License-/ }).first();
            await downloadButton.waitFor();
            expect(requestsTo(session, `/t/${files}/${license.Id}/files`)).toHaveLength(1);
            await checkAccessible();
            const download = page.waitForEvent('download');
            await downloadButton.click();
            expect((await download).suggestedFilename()).toMatch(/^License-.*\.pdf$/);
            expect(requestsTo(session, '/t/files/').map(request => request.path)).toEqual([
                expect.stringMatching(/^\/t\/files\/\d+\/downloadurl$/),
            ]);
            expect(requestsTo(session, '/api/files/encoded-file')).toHaveLength(1);
            await dialog.getByRole('button', { name: text.close }).click();
            await dialog.waitFor({ state: 'detached' });

            await page.getByRole('link', { name: text.submit }).click();
            await expect.poll(() => h1(session).textContent()).toBe(text.submit);
            await checkAccessible();
            const posts = () => session.apiRequests.filter(request => request.method === 'POST');
            if (full) {
                // Each refusal's message is in tests/unit/licenses; one of each kind here, in the browser.
                await page
                    .getByLabel(text.file)
                    .setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: NOT_PDF });
                await page.getByText(text.pdfOnly).waitFor();
                // A number of only spaces is missing and a year before 1000 is refused: nothing is sent.
                await page.getByRole('textbox', { name: text.number }).fill('   ');
                await page.getByLabel(text.expiry).fill('0050-06-30');
                await page.getByRole('button', { name: text.send }).click();
                await page.getByText(text.yearRange).waitFor();
                expect(posts()).toEqual([]);
            }

            await choose(page, page.getByRole('combobox', { name: text.state }), text.florida, { exact: false });
            await choose(page, page.getByRole('combobox', { name: text.type }), text.life);
            await page.getByRole('textbox', { name: text.number }).fill(`  ${number}  `);
            await page.getByLabel(text.expiry).fill('2029-06-30');
            await page.getByRole('checkbox', { name: text.resident }).check();
            await page
                .getByLabel(text.file)
                .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
            // Pressed twice: one submission.
            await pressTwiceWhileSending(page, page.getByRole('button', { name: text.send }));

            await expect.poll(() => h1(session).textContent()).toBe(text.success);
            expect(posts()).toHaveLength(1);
            // Saved trimmed (the browser does not show a multipart body with a file: ask the demo API).
            const saved = await page.request.get(new URL(`/t/${segment}/${owner[1]}/licenses`, page.url()).href);
            expect(((await saved.json()) as { LicenseNumber: string }[]).map(row => row.LicenseNumber)).toContain(
                number
            );
            await checkAccessible();
            const [post] = posts();
            expect(post.path).toBe(`/t/${segment}/${owner[1]}/licenses/submit`);
            expect(post.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
            expect(post.headers['x-xsrf-token']).toBe('e2e-xsrf-token');
            expect(post.headers['x-client-id']).toBe('producer-hub-web');

            await page.getByRole('link', { name: text.back }).click();
            await page.getByText(number).waitFor();
            await session.close();
        }
    );
});

// The phone: the Spanish walk ends on the list and the form at 390 px.
describe('licenses in Spanish', () => {
    const text = TEXT.es;
    const number = 'E2E-es-101';
    it('shows the list, a license’s files, the form with its messages and the success page in Spanish', async () => {
        const session = await openApp(browser(), { language: 'es' });
        const { page } = session;
        const license = licensesOf('agent', '101')[0];
        await session.goto('/licenses?agentId=101');
        await expect.poll(() => h1(session).textContent()).toBe(text.title);
        await page.getByRole('region', { name: new RegExp(`\\(${license.StateProvince}\\)$`) }).waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await page.getByRole('button', { name: text.filesOf(license.LicenseNumber) }).click();
        const dialog = page.getByRole('dialog');
        await dialog
            .getByRole('button', { name: /License-/ })
            .first()
            .waitFor();
        await expectAccessible(page);
        await dialog.getByRole('button', { name: text.close }).click();
        await dialog.waitFor({ state: 'detached' });

        await page.getByRole('link', { name: text.submit }).click();
        await expect.poll(() => h1(session).textContent()).toBe(text.submit);
        for (const field of [text.state, text.type]) await page.getByRole('combobox', { name: field }).waitFor();
        await page.getByRole('checkbox', { name: text.resident }).waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await page
            .getByLabel(text.file)
            .setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: NOT_PDF });
        await page.getByText(text.pdfOnly).waitFor();
        await page.getByRole('textbox', { name: text.number }).fill('   ');
        await page.getByLabel(text.expiry).fill('0050-06-30');
        await page.getByRole('button', { name: text.send }).click();
        await page.getByText(text.yearRange).waitFor();
        // The form with its messages shown is a state of its own.
        await expectAccessible(page);

        await choose(page, page.getByRole('combobox', { name: text.state }), text.florida, { exact: false });
        await choose(page, page.getByRole('combobox', { name: text.type }), text.life);
        await page.getByRole('textbox', { name: text.number }).fill(number);
        await page.getByLabel(text.expiry).fill('2029-06-30');
        await page
            .getByLabel(text.file)
            .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
        await page.getByRole('button', { name: text.send }).click();
        await expect.poll(() => h1(session).textContent()).toBe(text.success);
        await expectAccessible(page);
        await page.getByRole('link', { name: text.back }).click();
        await page.getByText(number).waitFor();

        // On a phone (the sidebar's state is set at load): the list and the form fit 390 px.
        await page.setViewportSize(PHONE);
        await session.reload();
        await expect.poll(() => h1(session).textContent()).toBe(text.title);
        await page.getByText(number).waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await page.getByRole('link', { name: text.submit }).click();
        await expect.poll(() => h1(session).textContent()).toBe(text.submit);
        await page.getByRole('checkbox', { name: text.resident }).waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await session.close();
    });
});
