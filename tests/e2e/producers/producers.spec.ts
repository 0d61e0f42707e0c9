import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { downlineAgentsOf } from '../../../mocks/db/portfolio';
import {
    browserPerFile,
    expectAccessible,
    expectStandardHeaders,
    openApp,
    PHONE,
    requestsTo,
    type AppSession,
    type OpenAppOptions,
} from '../harness';

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
        summit: 'Summit Life & Health',
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
        summit: 'Summit Life & Health',
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

const choose = async (page: Page, field: RegExp, option: string) => {
    await page.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    // The menu fades out: wait until it is gone, so that it is not checked half transparent.
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
};

const open = (language: 'en' | 'es', options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

describe.each(['en', 'es'] as const)('producers as the agency Sunshine Benefits Group (%s)', language => {
    const text = TEXT[language];

    it('filters, pages and sorts the downline contracts on the server, then opens a producer', async () => {
        const session = await open(language);
        const { page } = session;
        await session.goto('/producers?agencyId=201');
        await expect.poll(() => heading(page).textContent()).toBe(text.producers);
        const table = page.getByRole('table', { name: text.table });
        await table.getByRole('link').first().waitFor();
        expect(rowCalls(session)).toEqual([`${ROWS}?Status=Active&page=1&pageSize=25&sort=agent_name-asc`]);
        expect(requestsTo(session, ROWS)[0].headers['x-paged']).toBe('1');
        expect(requestsTo(session, '/t/agencies/201/downlineagents')).toHaveLength(1);
        expect(requestsTo(session, '/t/agencies/201/insurers')).toHaveLength(1);
        await expectAccessible(page);

        await choose(page, text.status, text.all);
        await expectLastCall(session, 'Status=All&page=1&pageSize=25&sort=agent_name-asc');
        const thisYear = page.getByRole('group', { name: text.rtsThisYear });
        await thisYear.getByRole('button', { name: 'RTS', exact: true }).click();
        await expectLastCall(session, 'Status=All&RtsCurrentYear=Rts&page=1&pageSize=25&sort=agent_name-asc');
        await page.getByRole('group', { name: text.rtsNextYear }).getByRole('button', { name: text.noCerts }).click();
        await expectLastCall(
            session,
            'Status=All&RtsCurrentYear=Rts&RtsNextYear=NoCerts&page=1&pageSize=25&sort=agent_name-asc'
        );
        // Pressing the selected value again clears that filter.
        await thisYear.getByRole('button', { name: 'RTS', exact: true }).click();
        await expectLastCall(session, 'Status=All&RtsNextYear=NoCerts&page=1&pageSize=25&sort=agent_name-asc');
        await choose(page, text.carrier, text.summit);
        await expectLastCall(
            session,
            'Status=All&InsurerId=2&RtsNextYear=NoCerts&page=1&pageSize=25&sort=agent_name-asc'
        );
        await expectAccessible(page);

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

        // Page size and sort are asked of the server and kept in the address.
        await choose(page, text.rowsPerPage, '100');
        await expectLastCall(session, 'Status=Active&page=1&pageSize=100&sort=agent_name-asc');
        await table.getByText(text.carrierColumn, { exact: true }).click();
        await expectLastCall(session, 'Status=Active&page=1&pageSize=100&sort=insurer_name-asc');
        await expect.poll(() => table.getByRole('row').count()).toBe(101);
        const address = new URL(page.url()).searchParams;
        expect(address.get('perPage')).toBe('100');
        expect(address.get('sort')).toBe('insurer_name');
        expect(address.get('agencyId')).toBe('201');

        // The address reproduces the view.
        const before = rowCalls(session).length;
        await page.reload({ waitUntil: 'networkidle' });
        await table.getByRole('link').first().waitFor();
        expect(rowCalls(session).slice(before)).toEqual([
            `${ROWS}?Status=Active&page=1&pageSize=100&sort=insurer_name-asc`,
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
        await page.waitForLoadState('networkidle');
        expect(requestsTo(session, `/t/v2/agencies/201/agents/${agentId}`)).toHaveLength(1);
        expect(rowCalls(session).at(-1)).toBe(
            `${ROWS}?Status=All&AgentId=${agentId}&page=1&pageSize=15&sort=insurer_name-asc`
        );
        const add = page.getByRole('link', { name: text.addContracts });
        const target = new URL((await add.getAttribute('href'))!, session.baseUrl);
        expect(target.pathname).toBe('/contracts/downlinerequest');
        expect(target.searchParams.get('forAgentId')).toBe(agentId);
        expect(target.searchParams.get('forAgentName')).toBe(name);
        await expectAccessible(page);
        expectStandardHeaders(session);
        await session.close();
    });
});

/** Elements wider than the viewport, outside the table's own scroll region. */
const overflowingOutsideTable = (page: Page, tableLabel: string) =>
    page.evaluate(label => {
        const found: string[] = [];
        for (const element of document.body.querySelectorAll('*')) {
            if (element.closest(`[role="region"][aria-label="${label}"]`)) continue;
            const box = element.getBoundingClientRect();
            if (box.width > 0 && box.right > window.innerWidth + 1)
                found.push(`${element.tagName}.${element.className}`);
        }
        return found;
    }, tableLabel);

/** The width of a PNG screenshot, read from its header. */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

describe('producers on a phone', () => {
    it('fits the list and the detail into 390 px; only the tables scroll sideways', async () => {
        const session = await open('en', { viewport: PHONE });
        const { page } = session;
        for (const path of ['/producers?agencyId=201', `/producers/${agent.AgentId}?agencyId=201`]) {
            await session.goto(path);
            const region = page.getByRole('region', { name: TEXT.en.table, exact: true });
            await region.getByRole('row').nth(1).waitFor();
            expect(
                await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
            ).toBeLessThanOrEqual(0);
            expect(await overflowingOutsideTable(page, TEXT.en.table)).toEqual([]);
            expect(pngWidth(await page.screenshot({ fullPage: true }))).toBe(PHONE.width);
            // The table keeps its columns and scrolls inside its region.
            expect(await region.evaluate(element => element.scrollWidth > element.clientWidth)).toBe(true);
            await expectAccessible(page);
        }
        await session.close();
    });
});
