import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { helpRequestsOf, lastUpdatedOf, notesOf } from '../../../mocks/db/help-requests';
import { expectFits, narrowToPhone } from '../walkSteps';
import {
    addFaults,
    browserPerFile,
    expectAccessible,
    expectStandardHeaders,
    openApp,
    requestsTo,
    type AppSession,
    type OpenAppOptions,
} from '../harness';

const browser = browserPerFile();

const TEXT = {
    en: {
        title: 'Help requests',
        table: 'Help requests',
        create: 'New help request',
        createTitle: 'New help request',
        type: /^Type of request/,
        description: /^Description/,
        submit: 'Submit help request',
        submitted: 'Help request submitted successfully',
        overview: 'Overview',
        thread: 'Notes, oldest first',
        note: /^Note/,
        send: 'Send note',
        sending: 'Sending...',
        noteFailed: 'Failed to submit note',
        back: 'Back to help requests',
        detailTitle: /help request$/,
        hubUser: 'Dana Demo (Hub user)',
        compliance: 'Compliance',
        cardLabels: ['Type', 'Created', 'Due', 'Last updated', 'Status'],
    },
    es: {
        title: 'Solicitudes de ayuda',
        table: 'Solicitudes de ayuda',
        create: 'Nueva solicitud de ayuda',
        createTitle: 'Nueva solicitud de ayuda',
        type: /^Tipo de solicitud/,
        description: /^Descripción/,
        submit: 'Enviar solicitud de ayuda',
        submitted: 'La solicitud de ayuda se envió correctamente',
        overview: 'Resumen',
        thread: 'Notas, de la más antigua a la más reciente',
        note: /^Nota/,
        send: 'Enviar nota',
        sending: 'Enviando...',
        noteFailed: 'No se pudo enviar la nota',
        back: 'Volver a las solicitudes de ayuda',
        detailTitle: /^Solicitud de ayuda: /,
        hubUser: 'Dana Demo (Usuario del hub)',
        compliance: 'Cumplimiento normativo',
        cardLabels: ['Tipo', 'Creada', 'Vence', 'Última actualización', 'Estado'],
    },
} as const;

type Language = keyof typeof TEXT;

// The agent's portal in English, the agency's in Spanish: each portal's calls once, each language's texts once.
const PORTALS = {
    en: { query: 'agentId=101', owner: ['agent', '101'], segment: 'agents' },
    es: { query: 'agencyId=201', owner: ['agency', '201'], segment: 'agencies' },
} as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const newestOf = (ownerType: 'agent' | 'agency', ownerId: string) =>
    [...helpRequestsOf(ownerType, ownerId)].sort((a, b) => lastUpdatedOf(b).localeCompare(lastUpdatedOf(a)))[0];

const open = (language: Language, options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

/** The list, then the newest request opened by clicking its row, as a person would. */
const openNewestFromList = async (session: AppSession, language: Language, query: string) => {
    const { page } = session;
    const text = TEXT[language];
    await session.goto(`/help-requests?${query}`);
    await expect.poll(() => h1(page).textContent()).toBe(text.title);
    const table = page.getByRole('table', { name: text.table });
    await table.getByRole('row').nth(1).waitFor();
    await expectAccessible(page);
    // A click on the row's description, not its link: the whole row opens the request.
    await table.getByRole('row').nth(1).getByRole('cell').nth(1).click();
    await expect.poll(() => h1(page).textContent()).toMatch(text.detailTitle);
    await page.getByRole('region', { name: text.overview }).waitFor();
    await session.settle();
};

const sendNote = async (page: Page, language: Language, note: string) => {
    const text = TEXT[language];
    await page.getByRole('textbox', { name: text.note }).fill(note);
    await page.getByRole('button', { name: text.send }).click();
};

/** The newest request's page: the calls it made, its thread, axe; then a note sent lands last in the thread. */
const walkNewest = async (session: AppSession, language: Language, portal: (typeof PORTALS)[Language]) => {
    const { page } = session;
    const text = TEXT[language];
    const [ownerType, ownerId] = portal.owner;
    await openNewestFromList(session, language, portal.query);
    const newest = newestOf(ownerType, ownerId);
    expect(new URL(page.url()).pathname).toBe(`/help-requests/${newest.Id}`);
    // The list's own call, and the detail's: a request's call names no portal, so the detail checks the portal's
    // list holds it before showing it (another portal's request is not found).
    expect(requestsTo(session, `/t/${portal.segment}/${ownerId}/activities`)).toHaveLength(2);
    expect(
        requestsTo(session, `/t/activities/${newest.Id}`)
            .map(request => request.url)
            .sort()
    ).toEqual([`/t/activities/${newest.Id}`, `/t/activities/${newest.Id}/notes`]);
    const thread = page.getByRole('region', { name: text.thread });
    if (notesOf(newest).length > 0) await thread.getByRole('listitem').first().waitFor();
    await expectAccessible(page);

    await sendNote(page, language, `A note from the ${language} walk`);
    const last = thread.getByRole('listitem').last();
    await expect.poll(() => last.textContent()).toContain(`A note from the ${language} walk`);
    await expect.poll(() => last.textContent()).not.toContain(text.sending);
    expect(await last.textContent()).toContain(text.hubUser);
    expect(await page.getByRole('textbox', { name: text.note }).inputValue()).toBe('');
    expect(requestsTo(session, '/t/activitynotes')).toHaveLength(1);
};

describe('help requests', () => {
    it('as an agent: the list, a request opened from its row, notes sent (one failing first), a new request saved, each page within 390 px', async () => {
        const text = TEXT.en;
        const session = await open('en');
        const { page } = session;
        await walkNewest(session, 'en', PORTALS.en);
        expectStandardHeaders(session);

        // A note that fails leaves the thread and comes back into the box; sent again, it lands.
        await addFaults(session, 'POST /t/activitynotes 500 once');
        await sendNote(page, 'en', 'Please call me back');
        // Said by its toast (it stays until closed) and by the note box itself, beside Send.
        const saidFailed = page.getByRole('alert').filter({ hasText: text.noteFailed });
        await expect.poll(() => saidFailed.count()).toBe(2);
        const boxSaysFailed = page.locator('main form').getByRole('alert').filter({ hasText: text.noteFailed });
        expect(await boxSaysFailed.count()).toBe(1);
        const box = page.getByRole('textbox', { name: text.note });
        await expect.poll(() => box.inputValue()).toBe('Please call me back');
        const thread = page.getByRole('region', { name: text.thread });
        // The box fills at once; the note leaves the thread as the thread's answer comes back (a moment later).
        await expect.poll(() => thread.textContent()).not.toContain('Please call me back');
        await page.getByRole('button', { name: text.send }).click();
        await expect.poll(() => thread.getByRole('listitem').last().textContent()).toContain('Please call me back');
        await expect.poll(() => box.inputValue()).toBe('');
        // Sent again: the box no longer says it failed.
        expect(await boxSaysFailed.count()).toBe(0);

        // A new request: two types offered, the service one chosen, shown on the list, then saved.
        await page.getByRole('link', { name: text.back }).click();
        await page.getByRole('link', { name: text.create }).click();
        await expect.poll(() => h1(page).textContent()).toBe(text.createTitle);
        const type = page.getByRole('combobox', { name: text.type });
        await expect.poll(() => type.textContent()).toContain('Agent Service');
        await expectAccessible(page);
        await type.click();
        const options = page.getByRole('option');
        await expect.poll(() => options.allTextContents()).toEqual(['Agent Service', 'Compliance']);
        await page.getByRole('option', { name: text.compliance }).click();
        await page.getByRole('textbox', { name: text.description }).fill('Can I use the new flyer?\nIt is attached.');
        await page.getByRole('button', { name: text.submit }).click();
        await expect.poll(() => h1(page).textContent()).toBe(text.title);
        await page.getByText(text.submitted).waitFor();
        const first = page.getByRole('table', { name: text.table }).getByRole('row').nth(1);
        await expect.poll(() => first.textContent()).toContain('Can I use the new flyer?');
        await expect.poll(() => first.textContent()).not.toContain(text.sending);
        expect(await first.textContent()).not.toContain('It is attached.');
        expect(await first.getByRole('link').textContent()).toBe('Compliance');

        // On a phone the list is cards naming each value; a card's link opens its request, the form fits too.
        await narrowToPhone(page);
        const card = page.getByRole('list', { name: text.table }).getByRole('listitem').first();
        await card.waitFor();
        for (const label of text.cardLabels) expect(await card.textContent()).toContain(label);
        await expectFits(page);
        await expectAccessible(page);
        await card.getByRole('link').click();
        await expect.poll(() => h1(page).textContent()).toBe('Compliance help request');
        await page.getByRole('textbox', { name: text.note }).waitFor();
        await expectFits(page);
        await page.getByRole('link', { name: text.back }).click();
        await page.getByRole('link', { name: text.create }).click();
        await page.getByRole('textbox', { name: text.description }).waitFor();
        await expectFits(page);
        await session.close();
    });

    it('in Spanish, as an agency: the list, a request opened from its row, a note sent, the new request form', async () => {
        const text = TEXT.es;
        const session = await open('es');
        const { page } = session;
        await walkNewest(session, 'es', PORTALS.es);
        await page.getByRole('link', { name: text.back }).click();
        await page.getByRole('link', { name: text.create }).click();
        await expect.poll(() => h1(page).textContent()).toBe(text.createTitle);
        await expect
            .poll(() => page.getByRole('combobox', { name: text.type }).textContent())
            .toContain('Servicio al agente');
        await expectAccessible(page);
        await session.close();
    });
});
