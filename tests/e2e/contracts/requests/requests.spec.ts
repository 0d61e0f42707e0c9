import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contractOptionsOf } from '../../../../mocks/db/contracts/requests';
import { states } from '../../../../mocks/db/dictionaries';
import { downlineAgentsOf, licensesOf } from '../../../../mocks/db/portfolio';
import { expectFitsOnPhone, pressTwiceWhileSending } from '../../walkSteps';
import { today } from '../../../../src/forms';
import { addFaults, browserPerFile, expectAccessible, openApp, requestsTo, type AppSession } from '../../harness';

const browser = browserPerFile();

const TEXT = {
    en: {
        list: 'Contracts',
        request: 'Request agent contracts',
        requestTitle: 'Request contracts',
        downlineTitle: 'Request contracts for an agent',
        next: 'Next',
        back: 'Back',
        newAgency: /^A new agency/,
        newAgent: /^A new agent/,
        agencyName: /^Agency name/,
        firstName: /^First name/,
        lastName: /^Last name/,
        email: /^Email/,
        npn: /^NPN/,
        eAndO: 'Add E&O insurance details',
        search: 'Search agents',
        successTitle: 'Request sent',
        noSummaryTitle: 'Contract request',
        underReview: 'Your request is under review by your relationship manager.',
        navigationFailed: 'Could not complete navigation after submissions. Please return to contracts.',
        backToContracts: 'Back to contracts',
        submit: /^Request \d+ contracts?$/,
        more: 'Apply to more agents',
        multiFailed: 'Failed to submit one or more contract requests.',
        multiSuccess: 'Contract requests sent for 2 agents',
        upline: 'Upline',
        form: 'Contracts and states',
    },
    es: {
        list: 'Contratos',
        request: 'Solicitar contratos de agente',
        requestTitle: 'Solicitar contratos',
        downlineTitle: 'Solicitar contratos para un agente',
        next: 'Siguiente',
        back: 'Atrás',
        newAgency: /^Una agencia nueva/,
        newAgent: /^Un agente nuevo/,
        agencyName: /^Nombre de la agencia/,
        firstName: /^Nombre(?! de)/,
        lastName: /^Apellido/,
        email: /^Correo electrónico/,
        npn: /^NPN/,
        eAndO: 'Agregar datos del seguro de E&O',
        search: 'Buscar agentes',
        successTitle: 'Solicitud enviada',
        noSummaryTitle: 'Solicitud de contratos',
        underReview: 'Su solicitud está en revisión por su gerente de relaciones.',
        navigationFailed: 'No se pudo completar la navegación después de los envíos. Vuelva a contratos.',
        backToContracts: 'Volver a contratos',
        submit: /^Solicitar \d+ contratos?$/,
        more: 'Aplicar a más agentes',
        multiFailed: 'No se pudieron enviar una o más solicitudes de contratos.',
        multiSuccess: 'Solicitudes de contratos enviadas para 2 agentes',
        upline: 'Agencia superior',
        form: 'Contratos y estados',
    },
} as const;

const h1 = (session: AppSession) => session.page.getByRole('heading', { level: 1 });
const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

const SUNSHINE_FIRST = contractOptionsOf('201').sort((a, b) => a.InsurerName.localeCompare(b.InsurerName))[0];

/** Ticks the first contract and the first state of the form step. */
const tickFirst = async (page: Page) => {
    await page.getByRole('checkbox').first().check();
    await page
        .getByRole('group', { name: /^(States|Estados)/ })
        .getByRole('checkbox')
        .first()
        .check();
};

type Language = keyof typeof TEXT;

const SUNSHINE_AGENTS = downlineAgentsOf('201');
const agentName = (agent: (typeof SUNSHINE_AGENTS)[number]) => `${agent.FirstName} ${agent.LastName}`;
/** A license there that has not expired: a request names only such states. */
const holds = (agent: (typeof SUNSHINE_AGENTS)[number], state: string) =>
    licensesOf('agent', agent.AgentId).some(
        license => license.StateProvince === state && license.ExpirationDate.slice(0, 10) >= today()
    );

/**
 * For a request made for the agent of that name with the first of their licensed states (as the form lists
 * them, by name): two other agents licensed there and one who is not, each with a name no other agent has.
 */
const moreAgentsFor = (name: string) => {
    const original = SUNSHINE_AGENTS.find(agent => agentName(agent) === name)!;
    const state = states.find(candidate => holds(original, candidate.Abbreviation))!;
    const others = SUNSHINE_AGENTS.filter(
        agent =>
            agent !== original && SUNSHINE_AGENTS.filter(other => agentName(other) === agentName(agent)).length === 1
    );
    const [first, second] = others.filter(agent => holds(agent, state.Abbreviation));
    const unlicensed = others.find(agent => !holds(agent, state.Abbreviation))!;
    return { state: state.Name, licensed: [first, second].map(agentName), unlicensed: agentName(unlicensed) };
};

/**
 * A new agency's request from the wizard's first step to the success page and its reload. `check` runs at each
 * state a person stops at, named for the states another walk has not shown already.
 */
const walkNewAgency = async (
    session: AppSession,
    language: Language,
    check: (state: 'first' | 'details' | 'upline' | 'form' | 'success' | 'reloaded') => Promise<void>
) => {
    const { page } = session;
    const text = TEXT[language];
    await session.goto('/contracts/request?agencyId=201');
    await expect.poll(() => h1(session).textContent()).toBe(text.requestTitle);
    await page.getByRole('radio', { name: text.newAgency }).waitFor();
    await check('first');
    await page.getByRole('radio', { name: text.newAgency }).check();
    await page.getByRole('button', { name: text.next }).click();
    await page.getByRole('textbox', { name: text.agencyName }).waitFor();
    // Required fields flagged on Next, the E&O fields open: every field of the step at once.
    await page.getByRole('button', { name: text.next }).click();
    await page.getByRole('switch', { name: text.eAndO }).check();
    await check('details');
    await page.getByRole('textbox', { name: text.agencyName }).fill('Bright Path Advisors');
    await page.getByRole('textbox', { name: text.npn }).first().fill('445566');
    await page.getByRole('textbox', { name: text.firstName }).fill('Lena');
    await page.getByRole('textbox', { name: text.lastName }).fill('Ortiz');
    await page.getByRole('textbox', { name: text.email }).fill('lena@example.com');
    await page.getByRole('textbox', { name: text.npn }).last().fill('778899');
    await page.getByRole('switch', { name: text.eAndO }).uncheck();
    await page.getByRole('button', { name: text.next }).click();
    await h2(page, text.upline).waitFor();
    await page.getByRole('radio').first().check();
    await check('upline');
    await page.getByRole('button', { name: text.next }).click();
    await h2(page, text.form).waitFor();
    await page.getByRole('checkbox').first().waitFor();
    await session.settle();
    await tickFirst(page);
    await check('form');
    await page.getByRole('button', { name: text.submit }).click();
    await page.getByText(text.underReview).waitFor();
    await page.getByRole('button', { name: text.more }).click();
    await page.getByRole('searchbox', { name: text.search }).fill('ma');
    await check('success');
    await session.reload();
    await page.getByText(text.navigationFailed).waitFor();
    // Reloaded, the page no longer knows what was sent: it claims nothing.
    expect(await h1(session).textContent()).toBe(text.noSummaryTitle);
    await check('reloaded');
};

describe('contract request as an agent', () => {
    it('walks from the contracts list to the success page, which a reload cannot show again; then the wizard by keyboard alone', async () => {
        const session = await openApp(browser());
        const { page } = session;
        const text = TEXT.en;
        await session.goto('/contracts?agentId=101');
        await page.getByRole('link', { name: text.request }).click();
        await expect.poll(() => h1(session).textContent()).toBe(text.requestTitle);
        await page.getByRole('radio').first().waitFor();
        await session.settle();
        // The page's own calls only: "request" is never taken for a contract id.
        expect(requestsTo(session, '/t/agentcontracts')).toEqual([]);
        await expectAccessible(page);
        await page.getByRole('radio', { name: /^Sunshine Benefits Group/ }).check();
        await page.getByRole('button', { name: text.next }).click();
        await h2(page, text.form).waitFor();
        await page
            .getByRole('checkbox', {
                name: `${SUNSHINE_FIRST.InsurerName} (${SUNSHINE_FIRST.PolicyTypes.map(type => type.Abbreviation).join(', ')})`,
            })
            .check();
        await page
            .getByRole('group', { name: /^States/ })
            .getByRole('checkbox')
            .first()
            .check();
        await expectAccessible(page);
        await pressTwiceWhileSending(page, page.getByRole('button', { name: 'Request 1 contract' }));
        await expect.poll(() => h1(session).textContent()).toBe(text.successTitle);
        await page.getByText(text.underReview).waitFor();
        expect(session.apiRequests.filter(request => request.method === 'POST').map(request => request.path)).toEqual([
            '/t/agents/101/contractrequests',
        ]);

        await session.reload();
        await page.getByText(text.navigationFailed).waitFor();
        // Reloaded, the page no longer knows what was sent: it claims nothing.
        expect(await h1(session).textContent()).toBe(text.noSummaryTitle);
        expect(await page.getByText(text.successTitle).count()).toBe(0);
        await page.getByRole('link', { name: text.backToContracts }).click();
        await expect.poll(() => h1(session).textContent()).toBe(text.list);
        // The request's contract waits for review: the Pending contracts show it.
        await session.goto(`/contracts?agentId=101&filter=${encodeURIComponent('{"status":"Pending"}')}`);
        await page.getByText(SUNSHINE_FIRST.InsurerName).first().waitFor();

        // Another request, by keyboard alone.
        await page.getByRole('link', { name: text.request }).click();
        await page.getByRole('radio').first().waitFor();
        await session.settle();
        const focused = () =>
            page.evaluate(() => {
                const element = document.activeElement as HTMLElement | null;
                return `${element?.getAttribute('role') ?? element?.tagName ?? ''}:${element?.closest('label')?.textContent ?? element?.textContent ?? ''}`;
            });
        /** Presses Tab until the focus is on what `wanted` matches (never more than a page's worth of stops). */
        const tabTo = async (wanted: RegExp) => {
            for (let stop = 0; stop < 60 && !wanted.test(await focused()); stop += 1) await page.keyboard.press('Tab');
            expect(await focused()).toMatch(wanted);
        };
        await tabTo(/^INPUT:Harbor Point/);
        // Arrow keys move between radios, choosing as they go.
        await page.keyboard.press('ArrowDown');
        expect(await focused()).toMatch(/^INPUT:Sunshine Benefits Group/);
        await tabTo(/^BUTTON:Next$/);
        await page.keyboard.press('Enter');
        // The new step's heading takes the focus.
        await expect.poll(focused).toBe('H2:Contracts and states');
        await tabTo(/^INPUT:[A-Z].*\(/);
        await page.keyboard.press('Space');
        await tabTo(/^BUTTON:Select all$/);
        await page.keyboard.press('Enter');
        await tabTo(/^BUTTON:Request \d+ contracts?$/);
        await page.keyboard.press('Enter');
        await expect.poll(() => h1(session).textContent()).toBe(TEXT.en.successTitle);
        await session.close();
    });
});

describe('contract request as an agency', () => {
    it('asks for a downline agent from the producer’s detail, then applies it to more agents (one fails, a retry sends it alone); a new agency’s and a new agent’s requests, each step within 390 px', async () => {
        const session = await openApp(browser());
        const { page } = session;
        const text = TEXT.en;
        await session.goto('/producers?agencyId=201');
        const link = page.getByRole('table').getByRole('link').first();
        const name = (await link.textContent())!;
        await link.click();
        await expect.poll(() => h1(session).textContent()).toBe(name);
        await page.getByRole('link', { name: 'Add contracts' }).click();
        await expect.poll(() => h1(session).textContent()).toBe(text.downlineTitle);
        await page.getByText(`Chosen agent: ${name}`).waitFor();
        await expectAccessible(page);
        await page.getByRole('button', { name: text.next }).click();
        await h2(page, text.upline).waitFor();
        await page.getByRole('radio', { name: /^Sunshine Benefits Group/ }).check();
        await expectAccessible(page);
        await page.getByRole('button', { name: text.next }).click();
        await h2(page, text.form).waitFor();
        await page.getByRole('checkbox').first().waitFor();
        await session.settle();
        await tickFirst(page);
        await page.getByRole('button', { name: text.submit }).click();
        await page.getByText(text.underReview).waitFor();
        expect(new URL(page.url()).pathname).toBe('/contracts/downlinerequest/success');

        // Two agents licensed in the request's state, and one who is not: nothing is sent to that one.
        const more = moreAgentsFor(name);
        await page.getByRole('button', { name: text.more }).click();
        const card = page.getByRole('region', { name: 'Apply the same request to more agents' });
        for (const agent of [...more.licensed, more.unlicensed]) {
            await page.getByRole('searchbox', { name: text.search }).fill(agent);
            await card.getByRole('checkbox', { name: new RegExp(`^${agent}`) }).check();
        }
        await expectAccessible(page);
        // The next request fails once.
        await addFaults(session, 'POST /t/agencies/*/contractrequests 500 once');
        const before = session.apiRequests.filter(request => request.method === 'POST').length;
        await card.getByRole('button', { name: 'Send 3 requests' }).click();
        await page.getByText(text.multiFailed).waitFor();
        await card.getByText('1 of 3 sent').waitFor();
        await card.getByText(`${more.unlicensed}: Not sent, no license in these states`).waitFor();
        await card
            .getByText(`${more.unlicensed}: nothing sent, as the agent holds no license in ${more.state}.`)
            .waitFor();
        await card.getByRole('button', { name: 'Send 1 request' }).click();
        await page.getByText(text.multiSuccess).waitFor();
        expect(session.apiRequests.filter(request => request.method === 'POST').length - before).toBe(3);
        await card.waitFor({ state: 'detached' });
        await page
            .getByRole('region', { name: 'States left out' })
            .getByText(`${more.unlicensed}: nothing sent, as the agent holds no license in ${more.state}.`)
            .waitFor();

        // A new agency: axe on its details, the one step the walks above have not shown in English (the
        // Spanish walk checks the rest's structure); every step within 390 px.
        await walkNewAgency(session, 'en', async state => {
            if (state === 'details') await expectAccessible(page);
            await expectFitsOnPhone(page);
        });

        // A new agent of the agency.
        await session.goto('/contracts/downlinerequest?agencyId=201');
        await page.getByRole('searchbox', { name: text.search }).fill('ma');
        await expectFitsOnPhone(page);
        await page.getByRole('radio', { name: text.newAgent }).check();
        await page.getByRole('button', { name: text.next }).click();
        await page.getByRole('switch', { name: text.eAndO }).check();
        await expectAccessible(page);
        await expectFitsOnPhone(page);
        await session.close();
    });
});

describe('contract request for a new agency, in Spanish', () => {
    it('shows every step accessibly', async () => {
        const session = await openApp(browser(), { language: 'es' });
        await walkNewAgency(session, 'es', () => expectAccessible(session.page));
        await session.close();
    });
});

/**
 * The questions the page asked: window.confirm, each answered "cancel", and the browser's own before a reload
 * ('beforeunload'), answered "leave".
 */
const questionsOf = (page: Page) => {
    const asked: string[] = [];
    page.on('dialog', dialog => {
        const reloading = dialog.type() === 'beforeunload';
        asked.push(reloading ? 'beforeunload' : dialog.message());
        void (reloading ? dialog.accept() : dialog.dismiss());
    });
    return asked;
};

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('the wizard’s steps in the browser history', () => {
    it('a new agency: the language switched mid-form, Back and Forward between steps, a reload, leaving asks; nothing typed in the address or storage', async () => {
        const session = await openApp(browser());
        const { page } = session;
        const text = TEXT.en;
        const asked = questionsOf(page);
        await session.goto('/contracts/request?agencyId=201');
        await page.getByRole('radio', { name: text.newAgency }).check();
        await page.getByRole('button', { name: text.next }).click();
        await page.getByRole('textbox', { name: text.agencyName }).fill('Bright Path Advisors');
        await page.getByRole('textbox', { name: text.npn }).first().fill('445566');
        await page.getByRole('textbox', { name: text.firstName }).fill('Lena');
        await page.getByRole('textbox', { name: text.lastName }).fill('Ortiz');
        await page.getByRole('textbox', { name: text.email }).fill('lena@example.com');
        await page.getByRole('textbox', { name: text.npn }).last().fill('778899');

        // The header's language switch: the same step in Spanish, everything typed still there.
        await page.getByRole('button', { name: 'English' }).click();
        await page.getByRole('menuitem', { name: 'Español' }).click();
        await h2(page, 'Datos de la agencia').waitFor();
        expect(await page.getByRole('textbox', { name: TEXT.es.agencyName }).inputValue()).toBe('Bright Path Advisors');
        expect(await page.getByRole('textbox', { name: TEXT.es.email }).inputValue()).toBe('lena@example.com');
        await page.getByRole('button', { name: 'Español' }).click();
        await page.getByRole('menuitem', { name: 'English' }).click();
        await h2(page, 'Agency details').waitFor();

        await page.getByRole('button', { name: text.next }).click();
        await page.getByRole('radio', { name: /^Sunshine Benefits Group/ }).check();
        expect(searchOf(page)).toEqual({ agencyId: '201', step: 'upline', target: 'newAgency', uplineId: '201' });
        const kept = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
        for (const typed of ['Bright Path', '445566', 'Lena', 'Ortiz', 'lena@example.com', '778899'])
            expect(`${page.url()} ${kept}`).not.toContain(typed);

        // The browser's Back and Forward move between steps with everything kept.
        await page.goBack();
        await h2(page, 'Agency details').waitFor();
        expect(await page.getByRole('textbox', { name: text.agencyName }).inputValue()).toBe('Bright Path Advisors');
        await page.goBack();
        await h2(page, 'Who for').waitFor();
        expect(await page.getByRole('radio', { name: text.newAgency }).isChecked()).toBe(true);
        await page.goForward();
        await page.goForward();
        await h2(page, text.upline).waitFor();
        expect(await page.getByRole('radio', { name: /^Sunshine Benefits Group/ }).isChecked()).toBe(true);
        expect(asked).toEqual([]);

        // A reload (the browser asks first: the form holds input): the details were never kept, so it lands on
        // them, not on the upline step.
        await session.reload();
        expect(asked).toEqual(['beforeunload']);
        await h2(page, 'Agency details').waitFor();
        expect(await page.getByRole('textbox', { name: text.agencyName }).inputValue()).toBe('');
        expect(searchOf(page).step).toBe('agencyDetails');

        // Leaving by the sidebar asks; "cancel" keeps the page and what was typed.
        await page.getByRole('textbox', { name: text.agencyName }).fill('Bright Path Advisors');
        await page.getByRole('menuitem', { name: 'Contracts' }).click();
        await expect
            .poll(() => asked)
            .toEqual(['beforeunload', "Some of your changes weren't saved. Are you sure you want to ignore them?"]);
        expect(new URL(page.url()).pathname).toBe('/contracts/request');
        expect(await page.getByRole('textbox', { name: text.agencyName }).inputValue()).toBe('Bright Path Advisors');
        await session.close();
    });

    it('an agent: the session expires before the contract options, the dialog keeps the wizard and the options load once back; Back, Forward and a reload keep the step', async () => {
        const session = await openApp(browser());
        const { page } = session;
        const text = TEXT.en;
        await session.goto('/contracts/request?agentId=101');
        await page.getByRole('radio', { name: /^Sunshine Benefits Group/ }).check();
        await addFaults(session, 'GET /t/agencies/*/contractoptions 401 once');
        await page.getByRole('button', { name: text.next }).click();
        const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
        await dialog.waitFor();
        expect(new URL(page.url()).pathname).toBe('/contracts/request');
        await dialog.getByRole('button', { name: 'Back to the page' }).click();
        const option = page.getByRole('checkbox', {
            name: `${SUNSHINE_FIRST.InsurerName} (${SUNSHINE_FIRST.PolicyTypes.map(type => type.Abbreviation).join(', ')})`,
        });
        await option.check();

        await page.goBack();
        await h2(page, text.upline).waitFor();
        expect(await page.getByRole('radio', { name: /^Sunshine Benefits Group/ }).isChecked()).toBe(true);
        await page.goForward();
        expect(await option.isChecked()).toBe(true);
        await session.reload();
        await h2(page, text.form).waitFor();
        await option.waitFor();
        expect(searchOf(page)).toEqual({ agentId: '101', step: 'form', uplineId: '201' });
        await session.close();
    });
});
