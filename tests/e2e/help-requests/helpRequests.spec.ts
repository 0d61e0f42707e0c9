import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { helpRequestsOf, lastUpdatedOf, notesOf } from '../../../mocks/db/helpRequests';
import {
    browserPerFile,
    expectAccessible,
    expectStandardHeaders,
    openApp,
    overflowing,
    PHONE,
    requestsTo,
    sidewaysScroll,
    type AppSession,
    type OpenAppOptions,
    demoControl,
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
        detailTitle: /help request$/,
        hubUser: 'Dana Demo (Hub user)',
        compliance: 'Compliance',
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
        detailTitle: /^Solicitud de ayuda: /,
        hubUser: 'Dana Demo (Usuario del hub)',
        compliance: 'Compliance',
    },
} as const;

type Language = keyof typeof TEXT;

const PORTALS = [
    { query: 'agentId=101', owner: ['agent', '101'], segment: 'agents' },
    { query: 'agencyId=201', owner: ['agency', '201'], segment: 'agencies' },
] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const newestOf = (ownerType: 'agent' | 'agency', ownerId: string) =>
    [...helpRequestsOf(ownerType, ownerId)].sort((a, b) => lastUpdatedOf(b).localeCompare(lastUpdatedOf(a)))[0];

const open = (language: Language, options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

/** The list, then the newest request opened by clicking its row, as a person would. */
const openNewestFromList = async (session: AppSession, language: Language, query: string, phone = false) => {
    const { page } = session;
    const text = TEXT[language];
    await session.goto(`/help-requests?${query}`);
    await expect.poll(() => h1(page).textContent()).toBe(text.title);
    if (phone) {
        await page.getByRole('list', { name: text.table }).getByRole('link').first().click();
    } else {
        const table = page.getByRole('table', { name: text.table });
        // A click on the row's description, not its link: the whole row opens the request.
        await table.getByRole('row').nth(1).getByRole('cell').nth(1).click();
    }
    await expect.poll(() => h1(page).textContent()).toMatch(text.detailTitle);
    await page.getByRole('region', { name: text.overview }).waitFor();
    await session.settle();
};

const sendNote = async (page: Page, language: Language, note: string) => {
    const text = TEXT[language];
    await page.getByRole('textbox', { name: text.note }).fill(note);
    await page.getByRole('button', { name: text.send }).click();
};

describe.each(PORTALS)('help requests ($segment)', ({ query, owner, segment }) => {
    it.each(['en', 'es'] as const)(
        'in %s: the list, a request opened from its row, a note sent into the thread',
        async language => {
            const text = TEXT[language];
            const session = await open(language);
            const { page } = session;
            await openNewestFromList(session, language, query);
            const newest = newestOf(owner[0], owner[1]);
            expect(new URL(page.url()).pathname).toBe(`/help-requests/${newest.Id}`);
            expect(requestsTo(session, `/t/${segment}/${owner[1]}/activities`)).toHaveLength(1);
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
            const posted = requestsTo(session, '/t/activitynotes');
            expect(posted).toHaveLength(1);
            expect(notesOf(newest).length).toBeGreaterThanOrEqual(0);
            expectStandardHeaders(session);
            await expectAccessible(page);
            await session.close();
        }
    );
});

describe('help requests', () => {
    it('a new request: two types offered, the service one chosen, shown on the list, then saved', async () => {
        const text = TEXT.en;
        const session = await open('en');
        const { page } = session;
        await session.goto('/help-requests?agentId=101');
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
        await session.close();
    });

    it('a note that fails leaves the thread and comes back into the box; sent again, it lands', async () => {
        const text = TEXT.en;
        const session = await open('en');
        const { page } = session;
        await openNewestFromList(session, 'en', 'agentId=101');
        const set = await demoControl(() =>
            session.context.request.post(`${session.baseUrl}/__demo/faults`, {
                data: { method: 'POST', path: '/t/activitynotes', kind: '500', times: 'once' },
            })
        );
        expect(set.status()).toBe(200);
        await sendNote(page, 'en', 'Please call me back');
        await page.getByText(text.noteFailed).waitFor();
        const box = page.getByRole('textbox', { name: text.note });
        await expect.poll(() => box.inputValue()).toBe('Please call me back');
        const thread = page.getByRole('region', { name: text.thread });
        expect(await thread.textContent()).not.toContain('Please call me back');
        await page.getByRole('button', { name: text.send }).click();
        await expect.poll(() => thread.getByRole('listitem').last().textContent()).toContain('Please call me back');
        await expect.poll(() => box.inputValue()).toBe('');
        await session.close();
    });

    it('at 390 px: list cards, a request, the note box, nothing wider than the screen', async () => {
        const session = await open('en', { viewport: PHONE });
        const { page } = session;
        await session.goto('/help-requests?agentId=101');
        await page.getByRole('list', { name: TEXT.en.table }).getByRole('link').first().waitFor();
        expect(await sidewaysScroll(page), (await overflowing(page)).join(', ')).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await openNewestFromList(session, 'en', 'agentId=101', true);
        expect(await sidewaysScroll(page), (await overflowing(page)).join(', ')).toBeLessThanOrEqual(0);
        await sendNote(page, 'en', 'Sent from a phone');
        const thread = page.getByRole('region', { name: TEXT.en.thread });
        await expect.poll(() => thread.getByRole('listitem').last().textContent()).toContain('Sent from a phone');
        await expectAccessible(page);
        await session.goto('/help-requests/new?agentId=101');
        await page.getByRole('textbox', { name: TEXT.en.description }).waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await session.close();
    });

    it('in Spanish: the new request form', async () => {
        const text = TEXT.es;
        const session = await open('es');
        const { page } = session;
        await session.goto('/help-requests/new?agencyId=201');
        await expect.poll(() => h1(page).textContent()).toBe(text.createTitle);
        await expect
            .poll(() => page.getByRole('combobox', { name: text.type }).textContent())
            .toContain('Agent Service');
        await expectAccessible(page);
        await session.close();
    });
});
