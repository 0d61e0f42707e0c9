import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, expectAccessible, openApp, requestsTo, type AppSession } from '../harness';
import { expectFits, narrowToPhone } from '../walkSteps';

const browser = browserPerFile();

const TEXT = {
    en: {
        title: 'My profile',
        first: /^First name/,
        agencyName: /^Agency name/,
        nickname: /^Nickname/,
        phone: /^Phone/,
        zip: /^ZIP code/,
        city: /^City/,
        save: 'Save profile',
        success: 'Profile submitted',
        back: 'Back to my profile',
        phoneInvalid: 'Phone must be in the format (###) ###-####',
        zipInvalid: 'Enter a ZIP code of 5 or 9 digits',
        account: 'Account',
        profileItem: 'Profile',
    },
    es: {
        title: 'Mi perfil',
        first: /^Nombre$|^Nombre \*/,
        agencyName: /^Nombre de la agencia/,
        nickname: /^Apodo/,
        phone: /^Teléfono/,
        zip: /^Código postal/,
        city: /^Ciudad/,
        save: 'Guardar perfil',
        success: 'Perfil enviado',
        back: 'Volver a mi perfil',
        phoneInvalid: 'El teléfono debe tener el formato (###) ###-####',
        zipInvalid: 'Introduzca un código postal de 5 o 9 dígitos',
        account: 'Cuenta',
        profileItem: 'Perfil',
    },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

const h1 = (session: AppSession) => session.page.getByRole('heading', { level: 1 });

/** From any page through the user menu to the profile form. */
const openFromUserMenu = async (session: AppSession, text: Text) => {
    const { page } = session;
    await page.getByRole('button', { name: text.account }).click();
    await page.getByRole('menuitem', { name: text.profileItem }).click();
    await expect.poll(() => h1(session).textContent()).toBe(text.title);
};

/** Refused values first (phone too short, ZIP of 4 digits), nothing sent; then a valid phone by paste. */
const fixAndSave = async (session: AppSession, page: Page, text: Text) => {
    const posts = () => session.apiRequests.filter(request => request.method === 'POST');
    const phone = page.getByRole('textbox', { name: text.phone });
    await phone.fill('');
    await phone.pressSequentially('55512');
    expect(await phone.inputValue()).toBe('(555) 12');
    await page.getByRole('textbox', { name: text.zip }).fill('1234');
    await page.getByRole('button', { name: text.save }).click();
    await page.getByText(text.phoneInvalid).waitFor();
    await page.getByText(text.zipInvalid).waitFor();
    expect(posts()).toEqual([]);
    await expectAccessible(page);

    // A paste lands as one input of the whole text, which is what fill sends.
    await phone.fill('+1 (212) 555-0199 ext');
    expect(await phone.inputValue()).toBe('(212) 555-0199');
    await page.getByRole('textbox', { name: text.zip }).fill('33602-1234');
    await page.getByRole('button', { name: text.save }).click();
    await expect.poll(() => h1(session).textContent()).toBe(text.success);
    expect(posts()).toHaveLength(1);
    await expectAccessible(page);
    return posts()[0];
};

const UNSAVED_QUESTION = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/** The header's quick links: a popover with every tool as a new-tab link, axe clean; closed again. */
const quickLinks = async (session: AppSession) => {
    const { page } = session;
    await page.getByRole('button', { name: 'Quick links' }).first().click();
    const popover = page.getByRole('dialog', { name: 'Quick links' });
    await popover.getByRole('link', { name: /^Sunfire quoting/ }).waitFor();
    expect(await popover.getByRole('link', { name: /^Sunfire quoting/ }).getAttribute('href')).toBe(
        'https://sunfire.example.com/sso/agents/101?connection=demo-connection'
    );
    for (const link of await popover.getByRole('link').all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await popover.getByRole('link').count()).toBe(5);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
};

describe.each([
    { portal: 'agentId=101', segment: 'agents', id: '101', language: 'en' as const },
    { portal: 'agencyId=201', segment: 'agencies', id: '201', language: 'es' as const },
])('my profile ($segment, $language)', ({ portal, segment, id, language }) => {
    const text = TEXT[language];

    it('opens from the user menu (in English after the quick links), refuses what is not valid, saves, shows the success page and the saved values (in Spanish within 390 px too)', async () => {
        const session = await openApp(browser(), { language });
        const { page } = session;
        await session.goto(`/contracts?${portal}`);
        if (language === 'en') await quickLinks(session);
        await openFromUserMenu(session, text);
        if (segment === 'agents') await page.getByRole('textbox', { name: text.first }).first().waitFor();
        else await page.getByRole('textbox', { name: text.agencyName }).waitFor();
        expect(requestsTo(session, `/t/${segment}/${id}/profile`)).toHaveLength(1);
        await expectAccessible(page);

        const post = await fixAndSave(session, page, text);
        expect(post.path).toBe(`/t/${segment}/${id}/profile/submit`);

        await page.getByRole('link', { name: text.back }).click();
        await expect.poll(() => h1(session).textContent()).toBe(text.title);
        await expect.poll(() => page.getByRole('textbox', { name: text.phone }).inputValue()).toBe('(212) 555-0199');
        expect(await page.getByRole('textbox', { name: text.zip }).inputValue()).toBe('33602-1234');
        if (language === 'es') {
            // On a phone: the form, and the success page of a save without changes.
            await narrowToPhone(page);
            await expectFits(page);
            await page.getByRole('button', { name: text.save }).click();
            await expect.poll(() => h1(session).textContent()).toBe(text.success);
            await expectFits(page);
        }
        await session.close();
    });
});

describe('leaving the profile with unsaved changes', () => {
    it('asks by Back and by a link, each "cancel" keeping the form and its value; the language switch keeps it without asking; leaves on "OK"; closing the tab asks too', async () => {
        const session = await openApp(browser());
        const { page } = session;
        const nickname = page.getByRole('textbox', { name: TEXT.en.nickname });
        const keptAfter = async (leave: () => Promise<void>) => {
            const questions: string[] = [];
            page.once('dialog', dialog => {
                questions.push(dialog.message());
                void dialog.dismiss();
            });
            await leave();
            await expect.poll(() => questions).toEqual([UNSAVED_QUESTION]);
            await expect.poll(() => new URL(page.url()).pathname).toBe('/my-profile');
            expect(await nickname.inputValue()).toBe('Unsaved');
        };
        await session.goto('/contracts?agentId=101');
        await openFromUserMenu(session, TEXT.en);
        await nickname.fill('Unsaved');

        await keptAfter(async () => {
            await page.goBack();
        });
        // The language switch re-renders the texts in place: nothing to ask, nothing lost.
        const questions: string[] = [];
        const noted = (dialog: { message: () => string; dismiss: () => Promise<void> }) => {
            questions.push(dialog.message());
            void dialog.dismiss();
        };
        page.on('dialog', noted);
        await page.getByRole('button', { name: 'English' }).click();
        await page.getByRole('menuitem', { name: 'Español' }).click();
        await expect.poll(() => h1(session).textContent()).toBe(TEXT.es.title);
        expect(await page.getByRole('textbox', { name: TEXT.es.nickname }).inputValue()).toBe('Unsaved');
        await page.getByRole('button', { name: 'Español' }).click();
        await page.getByRole('menuitem', { name: 'English' }).click();
        await expect.poll(() => h1(session).textContent()).toBe(TEXT.en.title);
        page.off('dialog', noted);
        expect(questions).toEqual([]);
        await keptAfter(() => page.getByRole('menuitem', { name: 'Contracts' }).click());
        page.once('dialog', dialog => void dialog.accept());
        await page.getByRole('menuitem', { name: 'Contracts' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/contracts');

        // Closing the tab: the browser asks (beforeunload).
        await openFromUserMenu(session, TEXT.en);
        await nickname.fill('Unsaved');
        const kinds: string[] = [];
        page.once('dialog', dialog => {
            kinds.push(dialog.type());
            void dialog.accept();
        });
        // The page needs a gesture before a browser shows the question.
        await nickname.click();
        const closed = page.waitForEvent('close');
        await page.close({ runBeforeUnload: true });
        await closed;
        expect(kinds).toEqual(['beforeunload']);
        await session.close();
    });
});
