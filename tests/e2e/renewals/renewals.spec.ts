import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { LARGE_DOWNLINE_SIZE, largeDownline } from '../../../mocks/db/largeDownline';
import { addFaults, browserPerFile, expectAccessible, openApp, readToTheEnd } from '../harness';
import { expectFitsOnPhone } from '../walkSteps';

const browser = browserPerFile();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const answer = (page: Page) =>
    page.getByRole('heading', { level: 2, name: /renewing (are|is) at risk$|que se renuevan (están|está) en riesgo$/ });
const fixes = (page: Page) => page.getByRole('list', { name: /^(Things to fix before|Cosas por resolver antes)/ });

/** The most producer details in flight at once while the page checks the downline. */
const watchProducerCalls = (page: Page) => {
    const isDetail = (url: string) => /^\/t\/v2\/agencies\/\d+\/agents\/\d+$/.test(new URL(url).pathname);
    let inFlight = 0;
    let peak = 0;
    page.on('request', request => {
        if (isDetail(request.url())) peak = Math.max(peak, ++inFlight);
    });
    const done = (request: { url: () => string }) => {
        if (isDetail(request.url())) inFlight -= 1;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    return () => peak;
};

/** The large downline's producer checked first: the run goes by name. */
const FIRST_PRODUCER = largeDownline()
    .map(producer => ({ id: producer.AgentId, name: `${producer.FirstName} ${producer.LastName}` }))
    .sort((a, b) => a.name.localeCompare(b.name))[0].id;

/** Producers of agency 201 with members in force: the default demo's run over its downline. */
const producersWithMembers = new Set(
    enrollmentsOf('agency', '201')
        .filter(row => !row.TerminationDate)
        .map(row => row.AgentId)
).size;

describe('renewals at risk', () => {
    it('as agent Maria Lopez from the dashboard card to a fix, then as an agency over 200 producers with Cancel and one failing', async () => {
        const session = await openApp(browser(), { language: 'en', scenario: 'large-downline' });
        const { page } = session;
        await session.goto('/?agentId=101');
        await readToTheEnd(page);
        const card = page.getByRole('region', { name: 'Renewals at risk', exact: true });
        await card.getByText(/^\d+of \d+ members renewing at risk$/).waitFor();
        await card.getByRole('list').getByRole('listitem').waitFor();
        await card.getByRole('link', { name: 'Open renewals at risk' }).click();
        await expect.poll(() => heading(page).textContent()).toBe('Renewals at risk');

        // The answer first: the members at risk, then the things to fix, each with the members it keeps and its link.
        await answer(page).waitFor();
        await fixes(page).getByRole('listitem').first().getByRole('link').waitFor();
        await page.getByRole('button', { name: /^Show all \d+$/ }).click();
        const expired = fixes(page)
            .getByRole('listitem')
            .filter({ hasText: /: License expired on / })
            .first();
        await expired.getByText(/^\d+ members? at risk · /).waitFor();
        await fixes(page).getByRole('listitem').filter({ hasText: 'contract pending' }).first().waitFor();
        await fixes(page).getByRole('listitem').filter({ hasText: 'contract terminated' }).first().waitFor();
        await fixes(page)
            .getByRole('listitem')
            .filter({ hasText: /No RTS certification for \d{4}/ })
            .first()
            .waitFor();
        const members = page.getByRole('table', { name: 'Members whose renewal is at risk' });
        await members.getByRole('row').nth(1).waitFor();
        await expectAccessible(page);
        await expectFitsOnPhone(page);

        // The link that fixes it: the license submission with the state chosen.
        await expired.getByRole('link', { name: 'Submit a license' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/licenses/submission');
        expect(new URL(page.url()).searchParams.get('state')).toMatch(/^[A-Z]{2}$/);

        // The agency: 200 producers, at most 4 details at once, Cancel keeps what arrived, one producer failing.
        await addFaults(session, 'GET /t/v2/agencies/201/agents/30007 500');
        const peak = watchProducerCalls(page);
        // The first producer's detail answers late, so the run is surely on its way when Cancel is pressed.
        await addFaults(session, `GET /t/v2/agencies/201/agents/${FIRST_PRODUCER} delay:60000 once`);
        // Not session.goto, which waits for every call to answer: one is late on purpose.
        await page.goto(`${session.baseUrl}/renewals?agencyId=201`, { waitUntil: 'domcontentloaded' });
        // Partial results as they arrive: the answer shows while the run goes on.
        await page.getByText(/^Checked [1-9]\d* of 200 producers$/).waitFor();
        await answer(page).waitFor();
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page
            .getByText(/^Stopped after \d+ of 200 producers: the answer counts only the producers checked\.$/)
            .waitFor();
        await answer(page).waitFor();
        await page.getByRole('button', { name: 'Check the remaining producers' }).click();
        await page.getByText(`Checked ${LARGE_DOWNLINE_SIZE} of ${LARGE_DOWNLINE_SIZE} producers`).waitFor();
        const failures = page.getByRole('alert').filter({ hasText: 'could not be checked' });
        await failures.getByRole('link').waitFor();
        expect(await failures.getByRole('link').count()).toBe(1);
        await answer(page).waitFor();
        // Each thing to fix once, with its producers on demand, each named and leading to its page.
        const first = fixes(page).getByRole('listitem').first();
        await first.getByRole('button', { name: /^Show (its producer|the \d+ producers)$/ }).click();
        await first.getByRole('link').first().waitFor();
        expect(await first.getByRole('link').first().getAttribute('href')).toMatch(/^\/producers\/\d+\?agencyId=201$/);
        const byProducer = page.getByRole('table', { name: 'Renewals at risk by producer' });
        await byProducer.getByRole('row').nth(1).waitFor();
        const details = session.apiRequests.filter(request =>
            /\/t\/v2\/agencies\/201\/agents\/\d+$/.test(request.path)
        );
        expect(new Set(details.map(request => request.path)).size).toBe(LARGE_DOWNLINE_SIZE);
        expect(peak()).toBeLessThanOrEqual(4);
        expect(peak()).toBeGreaterThan(1);
        await expectAccessible(page);
        await expectFitsOnPhone(page);
        await session.close();
    });

    it('speaks Spanish, for the agency and an agent, and fits a phone', async () => {
        const session = await openApp(browser(), { language: 'es' });
        const { page } = session;
        await session.goto('/renewals?agencyId=201');
        await expect.poll(() => heading(page).textContent()).toBe('Renovaciones en riesgo');
        await page.getByText(`Se revisaron los ${producersWithMembers} productores.`).waitFor();
        await answer(page).waitFor();
        const first = fixes(page).getByRole('listitem').first();
        await first.getByRole('button', { name: /^Ver (su productor|los \d+ productores)$/ }).click();
        await first.getByRole('link').first().waitFor();
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Exportar CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^renovaciones-en-riesgo-\d{4}-\d{2}-\d{2}\.csv$/);
        await page
            .getByRole('table', { name: 'Renovaciones en riesgo por productor' })
            .getByRole('row')
            .nth(1)
            .waitFor();
        await expectAccessible(page);
        await expectFitsOnPhone(page);

        await session.goto('/renewals?agentId=102');
        await answer(page).waitFor();
        await page.getByRole('button', { name: /^Mostrar las \d+$/ }).click();
        await fixes(page)
            .getByRole('listitem')
            .filter({ hasText: /antes de la renovación del/ })
            .first()
            .waitFor();
        await page
            .getByRole('table', { name: 'Miembros cuya renovación está en riesgo' })
            .getByRole('row')
            .nth(1)
            .waitFor();
        await expectAccessible(page);
        await expectFitsOnPhone(page);
        await session.close();
    });
});
