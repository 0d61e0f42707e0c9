import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countiesByState, insurers, policyTypes, products } from '../../../../mocks/db/dictionaries';
import { downlineAgentsOf } from '../../../../mocks/db/portfolio';
import {
    browserPerFile,
    DESKTOP,
    expectAccessible,
    openApp,
    overflowing,
    PHONE,
    sidewaysScroll,
    type AppSession,
} from '../../harness';
import { choose } from '../../walkSteps';
import { TYPED_PERSONAL_DATA } from '../../privacy';

const browser = browserPerFile();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const NOT_PDF = Buffer.from('PK\u0003\u0004 a zip file renamed to .pdf');

const PRODUCT = products.find(product => insurers.find(insurer => insurer.Id === product.InsurerId)!.IsActive)!;
const POLICY_TYPE = policyTypes.find(type => type.Id === PRODUCT.PolicyTypeId)!.Name;
const INSURER = insurers.find(insurer => insurer.Id === PRODUCT.InsurerId)!.Name;
const COUNTY = countiesByState[10][0].Name;
const AGENT = downlineAgentsOf('201')[0];

// The personal data typed here, which every walk checks never leaks (privacy.ts).
const { ssn: SSN, mbi: MBI, medicaid: MEDICAID, dateOfBirth: DOB } = TYPED_PERSONAL_DATA;
const SECRETS = [SSN, '987-65-4321', MBI, '1EG4-TE5-MK73', MEDICAID, DOB];

const TEXT = {
    en: {
        title: 'Submit an application',
        agent: /^Agent/,
        first: /^First name/,
        last: /^Last name/,
        dob: /^Date of birth/,
        ssn: /^SSN/,
        mbi: /^Medicare number/,
        medicaid: /^Medicaid number/,
        state: /^State/,
        county: /^County/,
        policyType: /^Policy type/,
        carrier: /^Carrier/,
        product: /^Product/,
        files: /^Application files/,
        send: 'Submit application',
        invalid: 'Only PDF files can be used for app submission',
        remove: 'Remove renamed.pdf',
        success: 'Application submitted',
        another: 'Submit another app',
        back: 'Return to enrollments',
        state_: 'Florida',
    },
    es: {
        title: 'Enviar una solicitud',
        agent: /^Agente/,
        first: /^Nombre/,
        last: /^Apellido/,
        dob: /^Fecha de nacimiento/,
        ssn: /^Número de Seguro Social/,
        mbi: /^Número de Medicare/,
        medicaid: /^Número de Medicaid/,
        state: /^Estado/,
        county: /^Condado/,
        policyType: /^Tipo de póliza/,
        carrier: /^Aseguradora/,
        product: /^Producto/,
        files: /^Archivos de la solicitud/,
        send: 'Enviar solicitud',
        invalid: 'Solo se pueden usar archivos PDF para enviar solicitudes',
        remove: 'Quitar renamed.pdf',
        success: 'Solicitud enviada',
        another: 'Enviar otra solicitud',
        back: 'Volver a inscripciones',
        state_: 'Florida',
    },
} as const;

const h1 = (session: AppSession) => session.page.getByRole('heading', { level: 1 });

/**
 * The agency's form, which has every field the agent's has and the agent choice besides (the agent's form, the
 * fields' rules and the parts sent: tests/unit/enrollments/app-submission). In English on a desktop, with the
 * contrast checks; in Spanish on a phone, each state fitting 390 px.
 */
describe.each([
    { language: 'en' as const, viewport: DESKTOP },
    { language: 'es' as const, viewport: PHONE },
])('app submission ($language, $viewport.width px)', ({ language, viewport }) => {
    const text = TEXT[language];

    it('sends an app with its PDFs and shows the masked summary; nothing sensitive leaks', async () => {
        const session = await openApp(browser(), { language, viewport });
        const { page } = session;
        const fits = async () => {
            expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
            expect(await overflowing(page)).toEqual([]);
        };
        const logged: string[] = [];
        page.on('console', (message: ConsoleMessage) => logged.push(message.text()));
        await session.goto('/enrollments/app-submission?agencyId=201');
        await expect.poll(() => h1(session).textContent()).toBe(text.title);
        await fits();
        // Axe looks at the form once it has every field filled and its file message shown (below).

        await choose(page, text.agent, `${AGENT.FirstName} ${AGENT.LastName}`);
        await page.getByRole('textbox', { name: text.first }).fill('Rosa');
        await page.getByRole('textbox', { name: text.last }).fill('Delgado');
        await page.getByLabel(text.dob).fill(DOB);
        await page.getByRole('textbox', { name: text.ssn }).pressSequentially(SSN);
        expect(await page.getByRole('textbox', { name: text.ssn }).inputValue()).toBe('987-65-4321');
        await page.getByRole('textbox', { name: text.mbi }).pressSequentially(MBI.toLowerCase());
        expect(await page.getByRole('textbox', { name: text.mbi }).inputValue()).toBe('1EG4-TE5-MK73');
        await page.getByRole('textbox', { name: text.medicaid }).fill(MEDICAID);
        await choose(page, text.state, text.state_);
        await choose(page, text.county, COUNTY);
        await choose(page, text.policyType, POLICY_TYPE);
        await choose(page, text.carrier, INSURER);
        await choose(page, text.product, PRODUCT.Name);

        // A file that is not a PDF inside is listed as invalid and blocks the submission until removed.
        await page
            .getByLabel(text.files)
            .setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: NOT_PDF });
        await expect.poll(() => page.getByText(text.invalid).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: text.send }).isDisabled()).toBe(true);
        // Every choice list has closed (MUI keeps a closing menu's options in the page while it fades out).
        await expect.poll(() => page.locator('[role="option"]').count()).toBe(0);
        await fits();
        await expectAccessible(page);
        await page.getByRole('button', { name: text.remove }).click();
        await page.getByLabel(text.files).setInputFiles([
            { name: 'application.pdf', mimeType: 'application/pdf', buffer: PDF },
            { name: 'signatures.pdf', mimeType: 'application/pdf', buffer: PDF },
        ]);

        const posted = page.waitForRequest(request => request.method() === 'POST');
        await page.getByRole('button', { name: text.send }).click();
        const post = await posted;
        expect(new URL(post.url()).pathname).toBe('/api/applications/submissions');
        expect(post.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
        expect(post.headers()['x-xsrf-token']).toBe('e2e-xsrf-token');
        // Chromium does not expose a multipart body with files: the parts are checked by the unit tests.
        await expect.poll(() => h1(session).textContent()).toBe(text.success);
        expect(await page.getByText('•••••4321').isVisible()).toBe(true);
        expect(await page.getByText('•••••••MK73').isVisible()).toBe(true);
        await fits();
        await expectAccessible(page);
        const another = page.getByRole('link', { name: text.another });
        await another.waitFor();

        // Where the values go and the way back to an empty form are the same code in either language.
        if (language === 'en') {
            const places = await page.evaluate(() => [
                window.location.href,
                JSON.stringify({ ...localStorage }),
                JSON.stringify({ ...sessionStorage }),
                JSON.stringify(window.history.state),
                document.body.innerText,
            ]);
            const everywhere = [...places, ...logged, ...session.apiRequests.map(request => request.url)].join('\n');
            for (const secret of SECRETS) expect(everywhere).not.toContain(secret);

            await another.click();
            await expect.poll(() => h1(session).textContent()).toBe(text.title);
            expect(await page.getByRole('textbox', { name: text.ssn }).inputValue()).toBe('');
        }
        await session.close();
    });
});
