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

describe('readiness as an agent', () => {
    it('shows the E&O status, the ready count and each cell as Ready or what is missing, linked to its fix', async () => {
        const { history } = openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=WV`);
        const table = await screen.findByRole('table', { name: /Readiness for plan year 2026/ });
        expect(screen.getByRole('region', { name: 'E&O' })).toHaveTextContent(
            /Valid until|Expires on .*within 90 days|Expired on|No E&O on file/
        );
        expect(screen.getByText(/^\d+ of \d+ cells ready for plan year 2026$/)).toBeInTheDocument();
        expect(within(table).getByRole('rowheader', { name: 'West Virginia (WV)' })).toBeInTheDocument();
        expect(within(table).getAllByText('Ready').length).toBeGreaterThan(0);
        // A policy type the upline offers but the contract lacks: no contract, with the carrier preselected.
        const request = within(table).getAllByRole('link', { name: 'Request a contract' })[0];
        expect(request).toHaveAttribute(
            'href',
            expect.stringContaining('/contracts/request?carrier=Summit+Life+%26+Health')
        );
        expect(search(history).get('carrier')).toBe('Summit Life & Health');
    });

    it('names an expired license and a missing one, each linked to the license submission', async () => {
        openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=CA`);
        const table = await screen.findByRole('table');
        const cell = cellOf(table, 'California', 0);
        expect(cell).toHaveTextContent(/License expired on/);
        expect(within(cell).getByRole('link', { name: 'Submit a license' })).toHaveAttribute(
            'href',
            expect.stringContaining('/licenses/submission')
        );
    });

    it('keeps the filters in the address and shows only what is not ready when asked', async () => {
        const user = userEvent.setup();
        const { history } = openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=WV`);
        await screen.findByRole('table');
        await user.click(screen.getByRole('checkbox', { name: 'Only what is not ready' }));
        expect(search(history).get('notReady')).toBe('1');
        const table = await screen.findByRole('table');
        expect(within(table).queryAllByText('Ready')).toHaveLength(0);
        // The count still says how much of the filtered matrix is ready.
        expect(screen.getByText(/^[1-9]\d* of \d+ cells ready/)).toBeInTheDocument();
    });

    it('on a phone lists the cells grouped by state', async () => {
        actAsScreen(phoneMedia);
        openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=WV`);
        const state = await screen.findByRole('heading', { name: 'West Virginia (WV)' });
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        const group = state.closest('section')!;
        expect(within(group).getAllByRole('listitem').length).toBeGreaterThan(0);
        expect(group).toHaveTextContent(/Summit Life & Health: \w+Ready/);
    });

    it('speaks Spanish', async () => {
        openReadiness(`/readiness?year=2026&carrier=${SUMMIT}&state=CA`, AGENT_MARIA, 'es');
        const table = await screen.findByRole('table', { name: /Preparación para el año del plan 2026/ });
        expect(cellOf(table, 'California', 0)).toHaveTextContent(/La licencia venció el .*Enviar una licencia/);
        expect(screen.getByText(/^\d+ de \d+ celdas listas para el año del plan 2026$/)).toBeInTheDocument();
    });
});

describe('the plan years shown (next year from August)', () => {
    it.each([
        [new Date(2026, 6, 31, 12), ['Plan year 2026']],
        [new Date(2026, 7, 1, 12), ['Plan year 2026', 'Plan year 2027']],
    ])('on %s', async (today, buttons) => {
        // Only the clock: the calls and the waits keep real timers.
        vi.useFakeTimers({ toFake: ['Date'], now: today, shouldAdvanceTime: true });
        openReadiness(`/readiness?carrier=${SUMMIT}&state=WV`);
        await screen.findByRole('table', { name: /Readiness for plan year 2026/ });
        const toggles = screen.queryAllByRole('button', { name: /^Plan year/ });
        expect(toggles.map(button => button.textContent)).toEqual(buttons.length > 1 ? buttons : []);
    });
});

describe('readiness as an agency', () => {
    it('shows a producer’s matrix from the producer detail, with the agency’s ways to fix', async () => {
        openProducerReadiness(`/producers/101/readiness?year=2026&state=CA&carrier=${SUMMIT}`);
        expect(await screen.findByRole('heading', { name: 'Readiness to sell: Maria Lopez' })).toBeInTheDocument();
        const table = await screen.findByRole('table');
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

    it('picks a producer at /readiness and keeps the choice in the address', async () => {
        const user = userEvent.setup();
        const { history } = openReadiness('/readiness', AGENCY_SUNSHINE);
        expect(await screen.findByText('Choose a producer to see their readiness to sell.')).toBeInTheDocument();
        await user.click(await screen.findByRole('combobox', { name: 'Producer' }));
        await user.click(await screen.findByRole('option', { name: 'Maria Lopez' }));
        expect(search(history).get('producer')).toBe('101');
        expect(await screen.findByRole('heading', { name: 'Readiness to sell: Maria Lopez' })).toBeInTheDocument();
    });

    it('says when the producer cannot be retrieved', async () => {
        openProducerReadiness('/producers/999999/readiness');
        expect(await screen.findByText('Unable to retrieve agent details.')).toBeInTheDocument();
    });
});
