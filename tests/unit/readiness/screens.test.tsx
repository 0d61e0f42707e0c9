import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProducerReadinessPage, ReadinessPage } from '../../../resources/readiness/ReadinessPage';
import type { Portal } from '../../../src/portal/types';
import {
    actAsScreen,
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    laptopMedia,
    phoneMedia,
    renderScreen,
    silenceExpectedErrors,
} from '../harness';
import { clock } from '../../../src/clock';

silenceExpectedErrors();

afterEach(() => {
    vi.useRealTimers();
    actAsScreen(laptopMedia);
});

const SUMMIT = encodeURIComponent('Summit Life & Health');

const openReadiness = (path: string, portal: Portal = AGENT_MARIA, language: 'en' | 'es' = 'en') =>
    renderScreen(<ReadinessPage />, { portal, path, resource: 'readiness', language });

const openProducerReadiness = (path: string) =>
    renderScreen(<ProducerReadinessPage />, {
        portal: AGENCY_SUNSHINE,
        path,
        route: '/producers/:agentId/readiness',
        resource: 'readiness',
    });

const search = (history: { location: { search: string } }) => new URLSearchParams(history.location.search);
const cellOf = (table: HTMLElement, state: string, column: number) => {
    const row = within(table).getByRole('row', { name: new RegExp(state) });
    return within(row).getAllByRole('cell')[column];
};
const question = () => screen.findByRole('region', { name: 'Can you sell it?' });

describe('readiness as an agent: the question first', () => {
    it('answers a carrier in a state: what is ready, then each missing action once, with where it is done', async () => {
        openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=CA`);
        const box = await question();
        const answer = await within(box).findByText(
            /^Not yet: Summit Life & Health in California \(CA\) for plan year 2026/
        );
        expect(answer).toBeInTheDocument();
        // The expired license is one thing, however many policy types it blocks.
        const license = within(box).getAllByRole('listitem')[0];
        expect(license).toHaveTextContent(/^California \(CA\): License expired on .*Needed for ([A-Z]+, )+[A-Z]+/);
        expect(within(license).getByRole('link', { name: 'Submit a license' })).toHaveAttribute(
            'href',
            expect.stringContaining('/licenses/submission?state=CA')
        );
        expect(within(box).getAllByText(/License expired on/)).toHaveLength(1);
    });

    it('says which policy types are ready when some are', async () => {
        openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=WV`);
        const box = await question();
        expect(await within(box).findByText(/^(Yes|Partly): /)).toBeInTheDocument();
        expect(within(box).getByText(/^Ready for [A-Z]+/)).toBeInTheDocument();
    });

    it('asks the rule of a state the agent holds no license in', async () => {
        openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=TX`);
        const box = await question();
        const license = await within(box).findByText(/^Texas \(TX\): No license in TX$/);
        expect(within(license.closest('li')!).getByRole('link', { name: 'Submit a license' })).toHaveAttribute(
            'href',
            expect.stringContaining('state=TX')
        );
    });

    it.each([
        [
            `carrier=${SUMMIT}`,
            /^Summit Life & Health: ready in \d+ of \d+ licensed states for plan year 2026\. Choose a state/,
        ],
        ['state=WV', /^West Virginia \(WV\): ready with \d+ of \d+ carriers for plan year 2026\. Choose a carrier/],
        ['state=CA', /^California \(CA\): License expired on .+\.$/],
    ])('answers %s alone by its summary', async (filter, answer) => {
        openReadiness(`/readiness?year=2026&${filter}`);
        expect(await within(await question()).findByText(answer)).toBeInTheDocument();
    });

    it('asks with the carrier and state choices, which the address keeps', async () => {
        const user = userEvent.setup();
        const { history } = openReadiness(`/readiness?year=2026&carrier=${SUMMIT}`);
        const box = await question();
        await user.click(within(box).getByRole('combobox', { name: /^State/ }));
        await user.click(await screen.findByRole('option', { name: 'West Virginia (WV)' }));
        expect(search(history).get('state')).toBe('WV');
        expect(await within(box).findByText(/^(Yes|Partly|Not yet): /)).toBeInTheDocument();
    });
});

describe('readiness as an agent: what to do next', () => {
    it('counts in an agent’s words and lists each thing to fix once, the one blocking most first, with its link', async () => {
        const user = userEvent.setup();
        // The things to fix are the whole plan year's, whatever the matrix below is narrowed to.
        openReadiness('/readiness?year=2026&state=WV');
        const next = await screen.findByRole('region', { name: 'What to do next' });
        const headline = within(next).getByText(/^Ready to sell \d+ carriers? in \d+ states?; \d+ things to fix$/);
        const count = Number(/(\d+) things to fix/.exec(headline.textContent!)![1]);
        const list = within(next).getByRole('list', { name: /^Things to fix for plan year 2026/ });
        expect(within(list).getAllByRole('listitem')).toHaveLength(5);
        await user.click(within(next).getByRole('button', { name: `Show all ${count}` }));
        const items = within(list).getAllByRole('listitem');
        expect(items).toHaveLength(count);
        const blocked = items.map(item => Number(/Needed for (\d+) products?/.exec(item.textContent!)![1]));
        expect(blocked).toEqual([...blocked].sort((a, b) => b - a));
        for (const item of items) expect(within(item).getByRole('link')).toBeInTheDocument();
        // A state's license is one thing to fix, done on the license form with its state.
        const california = items.filter(item => /^California \(CA\)/.test(item.textContent!));
        expect(california).toHaveLength(1);
        expect(within(california[0]).getByRole('link', { name: 'Submit a license' })).toHaveAttribute(
            'href',
            expect.stringContaining('/licenses/submission?state=CA')
        );
    });
});

describe('readiness as an agent: every carrier and state', () => {
    it('shows the E&O, and each cell as Ready or what is missing beside its state’s and carrier’s summary', async () => {
        const { history } = openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=WV`);
        const table = await screen.findByRole('table', { name: /Readiness for plan year 2026/ });
        expect(screen.getByRole('region', { name: 'E&O' })).toHaveTextContent(
            /Valid until|Expires on .*within 90 days|Expired on|No E&O on file/
        );
        expect(within(table).getByRole('rowheader', { name: /^West Virginia \(WV\)/ })).toHaveTextContent(
            /Ready with \d+ of \d+ carriers/
        );
        expect(within(table).getByRole('columnheader', { name: /^Summit Life & Health/ })).toHaveTextContent(
            /Ready in \d+ of \d+ licensed states/
        );
        expect(within(table).getAllByText('Ready').length).toBeGreaterThan(0);
        const request = within(table).getAllByRole('link', { name: 'Request a contract' })[0];
        expect(request).toHaveAttribute(
            'href',
            expect.stringContaining('/contracts/request?carrier=Summit+Life+%26+Health')
        );
        expect(search(history).get('carrier')).toBe('Summit Life & Health');
    });

    it('names an expired license in its cell, linked to the license submission for that state', async () => {
        openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=CA`);
        const table = await screen.findByRole('table');
        expect(within(table).getByRole('rowheader', { name: /^California \(CA\)/ })).toHaveTextContent(
            /License expired on/
        );
        const cell = cellOf(table, 'California', 0);
        expect(cell).toHaveTextContent(/License expired on/);
        expect(within(cell).getByRole('link', { name: 'Submit a license' })).toHaveAttribute(
            'href',
            expect.stringContaining('/licenses/submission?state=CA')
        );
    });

    it('shows only what is ready, or only what is not, and keeps the choice in the address', async () => {
        const user = userEvent.setup();
        const { history } = openReadiness(`/readiness?year=2026&state=WV`);
        await screen.findByRole('table');
        const show = screen.getByRole('group', { name: 'Show' });
        await user.click(within(show).getByRole('button', { name: 'Only ready' }));
        expect(search(history).get('only')).toBe('ready');
        let table = await screen.findByRole('table');
        const filled = () =>
            within(table)
                .getAllByRole('cell')
                .filter(cell => cell.textContent !== '');
        expect(filled().length).toBeGreaterThan(0);
        for (const cell of filled()) expect(cell).toHaveTextContent(/^Ready$/);
        await user.click(within(show).getByRole('button', { name: 'Only not ready' }));
        expect(search(history).get('only')).toBe('notReady');
        table = await screen.findByRole('table');
        expect(filled().length).toBeGreaterThan(0);
        for (const cell of filled()) expect(cell).not.toHaveTextContent(/^Ready$/);
        await user.click(within(show).getByRole('button', { name: 'All' }));
        expect(search(history).get('only')).toBeNull();
    });

    it('on a phone lists the states, each on one line, and opens one at a time', async () => {
        const user = userEvent.setup();
        actAsScreen(phoneMedia);
        openReadiness('/readiness?year=2026');
        const list = await screen.findByRole('region', { name: /by state/ });
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        const california = within(list).getByRole('button', { name: /^California \(CA\)/ });
        const westVirginia = within(list).getByRole('button', { name: /^West Virginia \(WV\)/ });
        expect(california).toHaveTextContent(/License expired on .* · \d+ things to fix$/);
        expect(westVirginia).toHaveTextContent(/Ready with \d+ of \d+ carriers/);
        expect(within(list).queryByRole('list', { name: 'California (CA)' })).not.toBeInTheDocument();
        await user.click(california);
        expect(california).toHaveAttribute('aria-expanded', 'true');
        const cells = within(list).getByRole('list', { name: 'California (CA)' });
        expect(within(cells).getAllByRole('listitem')[0]).toHaveTextContent(/^[^:]+: [A-Z]+License expired on/);
        await user.click(westVirginia);
        expect(california).toHaveAttribute('aria-expanded', 'false');
        expect(within(list).queryByRole('list', { name: 'California (CA)' })).not.toBeInTheDocument();
        expect(within(list).getByRole('list', { name: 'West Virginia (WV)' })).toBeInTheDocument();
    });

    it('speaks Spanish', async () => {
        openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=CA`, AGENT_MARIA, 'es');
        const table = await screen.findByRole('table', { name: /Preparación para el año del plan 2026/ });
        expect(cellOf(table, 'California', 0)).toHaveTextContent(/La licencia venció el .*Enviar una licencia/);
        const box = screen.getByRole('region', { name: '¿Puede venderlo?' });
        expect(within(box).getByText(/^Todavía no: Summit Life & Health en California \(CA\)/)).toBeInTheDocument();
        expect(
            screen.getByText(
                /^(Listo para vender \d+ aseguradoras? en \d+ estados?|Todavía no está listo .*); \d+ cosas por resolver$/
            )
        ).toBeInTheDocument();
    });
});

describe('the plan years shown (next year from August), the one on sale answered (the next from 15 October)', () => {
    it.each([
        [new Date(2026, 6, 31, 12), ['Plan year 2026'], 2026],
        [new Date(2026, 7, 1, 12), ['Plan year 2026', 'Plan year 2027'], 2026],
        [new Date(2026, 9, 14, 23, 59), ['Plan year 2026', 'Plan year 2027'], 2026],
        [new Date(2026, 9, 15, 0, 0), ['Plan year 2026', 'Plan year 2027'], 2027],
        [new Date(2026, 11, 31, 23, 59), ['Plan year 2026', 'Plan year 2027'], 2027],
    ])('on %s', async (today, buttons, answered) => {
        // Only the clock: the calls and the waits keep real timers.
        clock.startAt(today);
        openReadiness(`/readiness?carrier=${SUMMIT}&state=WV`);
        await screen.findByRole('table', { name: new RegExp(`Readiness for plan year ${answered}`) });
        const toggles = screen.queryAllByRole('button', { name: /^Plan year/ });
        expect(toggles.map(button => button.textContent)).toEqual(buttons.length > 1 ? buttons : []);
        if (toggles.length > 1)
            expect(screen.getByRole('button', { name: `Plan year ${answered}` })).toHaveAttribute(
                'aria-pressed',
                'true'
            );
    });
});

describe('readiness as an agency', () => {
    it('shows a producer’s matrix from the producer detail, with the agency’s ways to fix', async () => {
        openProducerReadiness(`/producers/101/readiness?year=2026&state=CA&carrier=${SUMMIT}`);
        expect(await screen.findByRole('heading', { name: 'Readiness to sell: Maria Lopez' })).toBeInTheDocument();
        const table = await screen.findByRole('table');
        expect(screen.getByRole('region', { name: 'Can this producer sell it?' })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'E&O' })).toHaveTextContent(/does not see a producer’s E&O/);
        expect(within(table).queryByRole('link', { name: 'Submit a license' })).not.toBeInTheDocument();
        expect(within(table).getAllByText(/the producer submits it/).length).toBeGreaterThan(0);
        const request = within(table).getAllByRole('link', { name: 'Request a contract' })[0];
        expect(request).toHaveAttribute(
            'href',
            expect.stringMatching(/\/contracts\/downlinerequest\?forAgentId=101&forAgentName=Maria\+Lopez&carrier=/)
        );
        expect(screen.getByRole('link', { name: 'Back to the producer' })).toHaveAttribute(
            'href',
            expect.stringContaining('/producers/101')
        );
    });

    it('says when the producer cannot be retrieved', async () => {
        openProducerReadiness('/producers/999999/readiness');
        expect(await screen.findByText('Unable to retrieve agent details.')).toBeInTheDocument();
    });
});
