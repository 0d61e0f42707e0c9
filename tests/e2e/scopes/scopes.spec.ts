import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scopesOf } from '../../../mocks/db/scopes';
import {
    addFaults,
    browserPerFile,
    expectAccessible,
    expectStandardHeaders,
    openApp,
    overflowing,
    requestsTo,
    type AppSession,
    type OpenAppOptions,
} from '../harness';
import { choose, expectFits, narrowToPhone } from '../walkSteps';

const browser = browserPerFile();
const open = (language: 'en' | 'es', options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

const TEXT = {
    en: {
        title: 'Scope of appointments',
        lastName: 'Last name',
        from: 'Date requested from',
        request: 'Request SOA',
        first: /^First name/,
        last: /^Last name/,
        email: /^Email/,
        method: /^Method of contact/,
        phone: 'Phone call',
        requested: 'SOA requested successfully',
        voidTitle: 'Void this SOA?',
        voidConfirm: 'Void SOA',
        voided: 'SOA voided successfully',
        voidedStatus: 'Voided',
        resendFailed: 'Failed to resend SOA',
        requestTitle: 'Request a scope of appointment',
        required: 'Required',
        cardLabels: ['Email', 'Date requested', 'Status', 'Actions'],
    },
    es: {
        title: 'Alcance de la cita (SOA)',
        lastName: 'Apellido',
        from: 'Fecha de solicitud desde',
        request: 'Solicitar SOA',
        first: /^Nombre/,
        last: /^Apellido/,
        email: /^Correo electrónico/,
        method: /^Método de contacto/,
        phone: 'Llamada telefónica',
        requested: 'El SOA se solicitó correctamente',
        voidTitle: '¿Anular este SOA?',
        voidConfirm: 'Anular SOA',
        voided: 'El SOA se anuló correctamente',
        voidedStatus: 'Anulado',
        resendFailed: 'No se pudo reenviar el SOA',
        requestTitle: 'Solicitar un alcance de la cita',
        required: 'Obligatorio',
        cardLabels: ['Correo electrónico', 'Fecha de solicitud', 'Estado', 'Acciones'],
    },
} as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const listCalls = (session: AppSession) =>
    requestsTo(session, '/t/v2/agents/101/scopes')
        .filter(request => request.method === 'GET' && request.path === '/t/v2/agents/101/scopes')
        .map(request => request.url);
const FIRST_PAGE = '/t/v2/agents/101/scopes?sort=DateRequested-desc&page=1&pageSize=25';
const dayOf = (index: number) => scopesOf('101')[index].date_requested.slice(0, 10);

/** The first row offering this action (its button's accessible name starts so), and that button. */
const rowWithButton = (page: Page, name: RegExp) => {
    const button = page.getByRole('table').getByRole('button', { name }).first();
    return { button, row: page.getByRole('row').filter({ has: button }) };
};

describe('scope of appointments', () => {
    const text = TEXT.en;

    it('as the agent Maria Lopez: filters the list through the address, reloads it, voids an SOA, fails a resend, requests an SOA (not offered to an agency)', async () => {
        const session = await open('en');
        const { page } = session;
        // Not offered to an agency.
        await session.goto('/scopes?agencyId=201');
        await page.getByText(/This page is for agent portals only/).waitFor();
        expect(await page.getByRole('menuitem', { name: 'SOA' }).count()).toBe(0);
        expect(requestsTo(session, '/t/v2/')).toEqual([]);

        await session.goto('/scopes?agentId=101');
        await expect.poll(() => heading(page).textContent()).toBe(text.title);
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
        expect(listCalls(session)).toEqual([FIRST_PAGE]);
        await expectAccessible(page);

        // Filters go to the address under its own names, to the call under the API's.
        await page.getByLabel(text.lastName).fill('e');
        await page.getByLabel(text.from).fill(dayOf(40));
        await expect
            .poll(() => listCalls(session).at(-1))
            .toBe(`${FIRST_PAGE}&last_name=e&date_requested_start=${dayOf(40)}`);
        const search = new URL(page.url()).searchParams;
        expect([search.get('lastName'), search.get('from')]).toEqual(['e', dayOf(40)]);
        const before = listCalls(session).length;
        await session.reload();
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
        expect(listCalls(session).slice(before)).toEqual([
            `${FIRST_PAGE}&last_name=e&date_requested_start=${dayOf(40)}`,
        ]);
        expect(await page.getByLabel(text.lastName).inputValue()).toBe('e');

        // Void asks first, then the row says Voided without the list being asked again.
        await session.goto('/scopes?agentId=101');
        const voidable = rowWithButton(page, /^Void the SOA of /);
        const rowName = (await voidable.button.getAttribute('aria-label'))!.replace('Void the SOA of ', '');
        const row = page.getByRole('row').filter({ hasText: rowName }).first();
        await voidable.button.click();
        const dialog = page.getByRole('dialog', { name: text.voidTitle });
        await dialog.waitFor();
        await expectAccessible(page);
        const calls = listCalls(session).length;
        await dialog.getByRole('button', { name: text.voidConfirm }).click();
        await page.getByText(text.voided).waitFor();
        await expect.poll(() => row.textContent()).toContain(text.voidedStatus);
        expect(await row.getByRole('button').count()).toBe(0);
        expect(listCalls(session)).toHaveLength(calls);

        // A resend that fails says so, and the row's buttons are back for another try.
        await addFaults(session, 'PATCH /t/v2/agents/*/scopes/*/request 500 once');
        const resend = rowWithButton(page, /^Resend the SOA to /);
        await resend.button.click();
        await page.getByText(text.resendFailed).waitFor();
        await expect.poll(() => resend.button.isEnabled()).toBe(true);
        await expectAccessible(page);

        // Requesting an SOA: required fields said, then the new SOA on top of the list.
        await page.getByRole('link', { name: text.request }).click();
        await expect.poll(() => heading(page).textContent()).toBe(text.requestTitle);
        await page.getByRole('button', { name: text.request }).click();
        await expect.poll(() => page.getByText(text.required, { exact: true }).count()).toBe(4);
        await expectAccessible(page);
        await page.getByRole('textbox', { name: text.first }).fill('Walk');
        await page.getByRole('textbox', { name: text.last }).fill('Through');
        await page.getByRole('textbox', { name: text.email }).fill('walk.through@example.com');
        await choose(page, page.getByRole('combobox', { name: text.method }), text.phone, { exact: false });
        await page.getByRole('button', { name: text.request }).click();
        await page.getByText(text.requested).waitFor();
        await expect.poll(() => heading(page).textContent()).toBe(text.title);
        expect(new URL(page.url()).pathname).toBe('/scopes');
        await expect
            .poll(() => page.getByRole('table').getByRole('row').nth(1).textContent())
            .toContain('Walk Through');
        // One request sent (the earlier void is a POST of its own).
        const posts = requestsTo(session, '/t/v2/agents/101/scopes').filter(
            request => request.method === 'POST' && !request.path.endsWith('/voids')
        );
        expect(posts.map(request => request.url)).toEqual(['/t/v2/agents/101/scopes']);

        // Sign now leaves for the signing service's https page, which returns to this list.
        await page.route('https://sign.example.com/**', route =>
            route.fulfill({ contentType: 'text/html', body: '<title>Signing</title><h1>Signing</h1>' })
        );
        await rowWithButton(page, /^Sign now/).button.click();
        await page.waitForURL(url => url.hostname === 'sign.example.com');
        const returnUrl = new URL(new URL(page.url()).searchParams.get('return_url')!);
        expect(returnUrl.pathname).toBe('/scopes');
        expect(returnUrl.searchParams.get('agentId')).toBe('101');
        expectStandardHeaders(session);
        await session.close();
    });
});

describe('scope of appointments in Spanish and on a phone', () => {
    it('shows the list, the void question, the request form and their messages in Spanish; at 390 px every SOA as a card with its actions', async () => {
        const text = TEXT.es;
        const session = await open('es');
        const { page } = session;
        await session.goto('/scopes?agentId=101');
        await expect.poll(() => heading(page).textContent()).toBe(text.title);
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
        await page.getByLabel(text.from).waitFor();
        await expectAccessible(page);
        await rowWithButton(page, /^Anular el SOA de /).button.click();
        const dialog = page.getByRole('dialog', { name: text.voidTitle });
        await dialog.waitFor();
        await expectAccessible(page);
        await dialog.getByRole('button', { name: text.voidConfirm }).click();
        await page.getByText(text.voided).waitFor();

        // On a phone every SOA is a card naming each value, with its actions.
        await narrowToPhone(page);
        const cards = page.getByRole('list', { name: text.title });
        await cards.getByRole('listitem').first().waitFor();
        expect(await cards.getByRole('listitem').count()).toBe(25);
        const first = cards.getByRole('listitem').first();
        for (const label of text.cardLabels) expect(await first.textContent()).toContain(label);
        await expectFits(page);
        expect(await overflowing(page)).toEqual([]);
        await expectAccessible(page);

        await page.getByRole('link', { name: text.request }).click();
        await expect.poll(() => heading(page).textContent()).toBe(text.requestTitle);
        await page.getByRole('button', { name: text.request }).click();
        await expect.poll(() => page.getByText(text.required, { exact: true }).count()).toBe(4);
        await expectFits(page);
        await expectAccessible(page);
        await session.close();
    });
});
