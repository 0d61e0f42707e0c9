import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contractsOf, downlineAgentsOf, downlineContractsOf } from '../../../mocks/db/portfolio';
import { rtsYears } from '../../../resources/producers/rts';
import {
    browserPerFile,
    expectAccessible,
    expectStandardHeaders,
    MEDIUM_DATE,
    NARROWEST,
    openApp,
    overflowing,
    PHONE,
    requestsTo,
    type AppSession,
    type OpenAppOptions,
} from '../harness';
import { choose, expectFits } from '../walkSteps';

const browser = browserPerFile();

const ROWS = '/t/v2/agencies/201/downlineagentcontracts';
const agent = downlineAgentsOf('201').find(candidate => candidate.AgentId === '20104')!;
const agentName = `${agent.FirstName} ${agent.LastName}`;

const TEXT = {
    en: {
        producers: 'Producers',
        table: 'Producer contracts',
        status: /Contract status/,
        all: 'All',
        carrier: /^Carrier/,
        allCarriers: 'All carriers',
        rtsThisYear: /RTS this year/,
        rtsNextYear: /RTS next year/,
        noCerts: 'No certifications',
        agent: 'Agent',
        agentOption: new RegExp(`^${agentName}\\s*Agent ID ${agent.AgentId}$`),
        clear: 'Clear filters',
        rowsPerPage: /Rows per page/,
        carrierColumn: 'Carrier',
        contact: 'Contact',
        addContracts: 'Add contracts',
    },
    es: {
        producers: 'Productores',
        table: 'Contratos de productores',
        status: /Estado del contrato/,
        all: 'Todos',
        carrier: /^Aseguradora/,
        allCarriers: 'Todas las aseguradoras',
        rtsThisYear: /RTS este año/,
        rtsNextYear: /RTS el próximo año/,
        noCerts: 'Sin certificaciones',
        agent: 'Agente',
        agentOption: new RegExp(`^${agentName}\\s*ID de agente ${agent.AgentId}$`),
        clear: 'Borrar filtros',
        rowsPerPage: /Filas por página/,
        carrierColumn: 'Aseguradora',
        contact: 'Contacto',
        addContracts: 'Agregar contratos',
    },
} as const;

const rowCalls = (session: AppSession) =>
    requestsTo(session, ROWS)
        .filter(request => request.path === ROWS)
        .map(request => request.url);

const expectLastCall = (session: AppSession, query: string) =>
    expect.poll(() => rowCalls(session).at(-1)).toBe(`${ROWS}?${query}`);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const open = (language: 'en' | 'es', options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

/** The demo's active agency contract with the most active downline agents on its carrier (a full first page). */
const downlineContract = contractsOf('agency', '201')
    .filter(contract => contract.Status === 'Active')
    .map(contract => ({
        contract,
        agents: downlineContractsOf('201').filter(
            row => row.InsurerId === contract.InsurerId && row.Status === 'Active'
        ).length,
    }))
    .reduce((best, candidate) => (candidate.agents > best.agents ? candidate : best)).contract;

const LAPTOP = { width: 1366, height: 768 };
const { columns: RTS_YEARS } = rtsYears();

/** Each page with a table, its name, and the columns an agency comes for (header texts start with these). */
const TABLES = {
    en: [
        {
            path: '/producers?agencyId=201',
            name: 'Producer contracts',
            key: ['Agent', 'Carrier', 'Policy types', 'Writing number', ...RTS_YEARS.map(y => `RTS ${y}`), 'Policies'],
        },
        {
            path: `/producers/${agent.AgentId}?agencyId=201`,
            name: 'Producer contracts',
            key: ['Carrier', 'Policy types', 'Writing number', ...RTS_YEARS.map(y => `RTS ${y}`), 'Policies'],
        },
        {
            path: `/contracts/${downlineContract.Id}?agencyId=201`,
            name: 'Downline agents',
            key: ['Agent', 'Upline agency', 'Writing number', 'Start date', 'Policies'],
        },
    ],
    es: [
        {
            path: '/producers?agencyId=201',
            name: 'Contratos de productores',
            key: [
                'Agente',
                'Aseguradora',
                'Tipos de póliza',
                'Número de productor',
                ...RTS_YEARS.map(y => `RTS ${y}`),
                'Pólizas',
            ],
        },
        {
            path: `/producers/${agent.AgentId}?agencyId=201`,
            name: 'Contratos de productores',
            key: [
                'Aseguradora',
                'Tipos de póliza',
                'Número de productor',
                ...RTS_YEARS.map(y => `RTS ${y}`),
                'Pólizas',
            ],
        },
        {
            path: `/contracts/${downlineContract.Id}?agencyId=201`,
            name: 'Agentes de la línea descendente',
            key: ['Agente', 'Agencia superior', 'Número de productor', 'Fecha de inicio', 'Pólizas'],
        },
    ],
} as const;

/**
 * The texts of the page a person reads before the table (headings, filter labels, links), per table page; the
 * producer's page is headed by the producer's name.
 */
const pageTexts = async (page: Page, language: 'en' | 'es', index: number, producer = agentName) => {
    const text = TEXT[language];
    if (index === 0) {
        await expect.poll(() => heading(page).textContent()).toBe(text.producers);
        for (const field of [text.status, text.carrier]) await page.getByRole('combobox', { name: field }).waitFor();
        await page.getByRole('combobox', { name: text.agent, exact: true }).waitFor();
        for (const group of [text.rtsThisYear, text.rtsNextYear])
            await page.getByRole('group', { name: group }).getByRole('button', { name: text.noCerts }).waitFor();
        await page.getByRole('button', { name: text.clear }).waitFor();
        // The agent choices name each agent with the label of its id.
        const agentField = page.getByRole('combobox', { name: text.agent, exact: true });
        await agentField.fill(agentName.slice(0, 9));
        await page.getByRole('option', { name: text.agentOption }).waitFor();
        await agentField.press('Escape');
        await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    }
    if (index === 1) {
        await expect.poll(() => heading(page).textContent()).toBe(producer);
        await page.getByRole('region', { name: text.contact }).waitFor();
        await page.getByRole('link', { name: text.addContracts }).waitFor();
    }
};

/**
 * On a 1366 px laptop: every key column of the page's table within the screen, no sideways scroll, dates in the
 * language's medium style.
 */
const expectTableFits = async (page: Page, language: 'en' | 'es', index: number) => {
    const { name, key } = TABLES[language][index];
    const table = page.getByRole('table', { name, exact: true });
    await table.getByRole('row').nth(1).waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    for (const column of key)
        expect(
            headers.some(header => header.startsWith(column)),
            column
        ).toBe(true);
    // The table fits its scroll region: nothing hides behind a horizontal scrollbar.
    const region = table.locator('xpath=..');
    expect(await region.evaluate(element => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    for (const header of await table.getByRole('columnheader').all()) {
        const box = (await header.boundingBox())!;
        expect(box.x + box.width, (await header.textContent()) ?? '').toBeLessThanOrEqual(LAPTOP.width);
    }
    const start = headers.findIndex(header => header.startsWith(language === 'en' ? 'Start date' : 'Fecha de inicio'));
    if (start >= 0)
        expect(await table.getByRole('row').nth(1).getByRole('cell').nth(start).textContent()).toMatch(
            MEDIUM_DATE[language]
        );
    expect(await overflowing(page)).toEqual([]);
};

/** On a 390 px phone: each row a card naming every field, within the screen, with sort and page-size choices. */
const expectCardsFit = async (page: Page, language: 'en' | 'es', index: number) => {
    const text = TEXT[language];
    const cards = page.getByRole('list', { name: TABLES[language][index].name, exact: true }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    // Every field of a card, with its label, inside the screen.
    const first = cards.first();
    const labels = await first.getByRole('term').count();
    expect(labels).toBeGreaterThan(3);
    expect(await first.getByRole('definition').count()).toBe(labels);
    expect(await overflowing(page)).toEqual([]);
    // The page's content width: what a full-page screenshot would be as wide as, without painting one.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await page.getByRole('combobox', { name: language === 'en' ? 'Sort by' : 'Ordenar por' }).waitFor();
    await page.getByRole('combobox', { name: text.rowsPerPage }).waitFor();
    // Each RTS filter's choices keep to one row, however long their words are.
    if (index === 0)
        for (const group of [text.rtsThisYear, text.rtsNextYear]) {
            const buttons = await page.getByRole('group', { name: group }).getByRole('button').all();
            expect(buttons).toHaveLength(4);
            const tops = await Promise.all(buttons.map(async button => (await button.boundingBox())!.y));
            expect(new Set(tops).size, String(group)).toBe(1);
        }
};

// The walk runs in English on a laptop; Spanish, and the phone, are checked page by page below.
describe('producers as the agency Sunshine Benefits Group', () => {
    const text = TEXT.en;

    it('filters, pages and sorts the downline contracts on the server, then opens a producer; every table fits a 1366 px laptop', async () => {
        const session = await open('en', { viewport: LAPTOP });
        const { page } = session;
        await session.goto('/producers?agencyId=201');
        await expect.poll(() => heading(page).textContent()).toBe(text.producers);
        const table = page.getByRole('table', { name: text.table });
        await table.getByRole('link').first().waitFor();
        expect(rowCalls(session)).toEqual([`${ROWS}?Status=Active&page=1&pageSize=25&sort=agent_name-asc`]);
        expect(requestsTo(session, ROWS)[0].headers['x-paged']).toBe('1');
        expect(requestsTo(session, '/t/agencies/201/downlineagents')).toHaveLength(1);
        expect(requestsTo(session, '/t/agencies/201/insurers')).toHaveLength(1);
        await expectTableFits(page, 'en', 0);
        await pageTexts(page, 'en', 0);
        await expectAccessible(page);

        // One filter of each kind (a select, a choice group, the agent search); every filter's parameter, and
        // each rule of the filters, is in tests/unit/producers/list.test.tsx.
        await choose(page, text.status, text.all);
        await expectLastCall(session, 'Status=All&page=1&pageSize=25&sort=agent_name-asc');
        await page
            .getByRole('group', { name: text.rtsThisYear })
            .getByRole('button', { name: 'RTS', exact: true })
            .click();
        await expectLastCall(session, 'Status=All&RtsCurrentYear=Rts&page=1&pageSize=25&sort=agent_name-asc');

        // Filtering by an agent sorts by insurer name.
        await page.getByRole('button', { name: text.clear }).click();
        await page.getByRole('combobox', { name: text.agent, exact: true }).fill(agentName.slice(0, 9));
        await page.getByRole('option', { name: text.agentOption }).click();
        await expectLastCall(
            session,
            `Status=Active&AgentId=${agent.AgentId}&page=1&pageSize=25&sort=insurer_name-asc`
        );
        await page.getByRole('button', { name: text.clear }).click();
        // That query was asked a moment ago: it comes from the cache, so the address tells the change.
        await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('agent_name');
        expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ Status: 'Active' });

        // The sort is asked of the server and kept in the address (the page size too: unit tests).
        await table.getByText(text.carrierColumn, { exact: true }).click();
        await expectLastCall(session, 'Status=Active&page=1&pageSize=25&sort=insurer_name-asc');
        const address = new URL(page.url()).searchParams;
        expect(address.get('sort')).toBe('insurer_name');
        expect(address.get('agencyId')).toBe('201');

        // The address reproduces the view.
        const before = rowCalls(session).length;
        await session.reload();
        await table.getByRole('link').first().waitFor();
        expect(rowCalls(session).slice(before)).toEqual([
            `${ROWS}?Status=Active&page=1&pageSize=25&sort=insurer_name-asc`,
        ]);

        // A producer's detail.
        const link = table.getByRole('link').first();
        const name = (await link.textContent())!;
        await link.click();
        await expect.poll(() => heading(page).textContent()).toBe(name);
        const agentId = new URL(page.url()).pathname.split('/').at(-1)!;
        expect(new URL(page.url()).searchParams.get('agencyId')).toBe('201');
        await page.getByRole('region', { name: text.contact }).waitFor();
        await page.getByRole('table', { name: text.table }).getByRole('row').nth(1).waitFor();
        await session.settle();
        expect(requestsTo(session, `/t/v2/agencies/201/agents/${agentId}`)).toHaveLength(1);
        expect(rowCalls(session).at(-1)).toBe(
            `${ROWS}?Status=All&AgentId=${agentId}&page=1&pageSize=15&sort=insurer_name-asc`
        );
        const add = page.getByRole('link', { name: text.addContracts });
        const target = new URL((await add.getAttribute('href'))!, session.baseUrl);
        expect(target.pathname).toBe('/contracts/downlinerequest');
        expect(target.searchParams.get('forAgentId')).toBe(agentId);
        expect(target.searchParams.get('forAgentName')).toBe(name);
        await pageTexts(page, 'en', 1, name);
        await expectTableFits(page, 'en', 1);
        await expectAccessible(page);

        // The agency contract's downline agents, a table of the same kind.
        await session.goto(TABLES.en[2].path);
        await expectTableFits(page, 'en', 2);
        await expectAccessible(page);
        expectStandardHeaders(session);
        await session.close();
    });
});

// Spanish opens every table page on a laptop and on a phone: its texts, columns and formats, its fit, and axe. The
// English walk above checks the laptop in English; the phone's checks are the same in either language.
describe('producers in Spanish, on a laptop and a phone', () => {
    it('shows every key column of each table within a 1366 px laptop, and each row as a card with every field on a 390 px phone', async () => {
        const session = await open('es', { viewport: LAPTOP });
        const { page } = session;
        const openFirstProducer = async () => {
            const link = page.getByRole('main').getByRole('link').first();
            const producer = (await link.textContent())!;
            await link.click();
            await expect.poll(() => heading(page).textContent()).toBe(producer);
            return producer;
        };
        await session.goto(TABLES.es[0].path);
        await expectTableFits(page, 'es', 0);
        await pageTexts(page, 'es', 0);
        await expectAccessible(page);
        await pageTexts(page, 'es', 1, await openFirstProducer());
        await expectTableFits(page, 'es', 1);
        await expectAccessible(page);
        await session.goto(TABLES.es[2].path);
        await expectTableFits(page, 'es', 2);
        await expectAccessible(page);

        // A phone (the sidebar's state is set at load); the list's agent names still open the producer.
        await page.setViewportSize(PHONE);
        await session.goto(TABLES.es[0].path);
        await expectCardsFit(page, 'es', 0);
        await expectAccessible(page);
        // The narrowest width a page must fit: the RTS filters' longest Spanish values still leave no sideways scroll.
        await page.setViewportSize(NARROWEST);
        await expectFits(page);
        await page.setViewportSize(PHONE);
        await openFirstProducer();
        await expectCardsFit(page, 'es', 1);
        await expectAccessible(page);
        await session.goto(TABLES.es[2].path);
        await expectCardsFit(page, 'es', 2);
        await expectAccessible(page);
        await session.close();
    });
});
