import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { eAndOFilesOf, eAndOsOf } from '../../../mocks/db/e-and-os';
import { byExpiration, newestFirst } from '../../../resources/e-and-os/api';
import { EAndOList } from '../../../resources/e-and-os/EAndOList';
import { expirationMoment, isExpired } from '../../../src/domain/eAndOExpiry';
import type { Portal } from '../../../src/portal/types';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    recordRequests,
    renderScreen,
    showStyles,
    silenceExpectedErrors,
    stubDownloads,
} from '../harness';
import { clock } from '../../../src/clock';

const sent = recordRequests();
const urls = () => sent.map(request => request.url);

// Error answers are logged by the app.
silenceExpectedErrors();

afterEach(() => {
    vi.useRealTimers();
});

const openList = (portal: Portal, language: 'en' | 'es' = 'en') =>
    renderScreen(<EAndOList />, { portal, path: '/e-and-os', resource: 'e-and-os', language });

const record = (Id: number, ExpirationDate: string, IssuedBy = 'Markel Insurance Company') => ({
    Id,
    IssuedBy,
    PolicyNumber: `EO-${Id}`,
    CoverageLimits: 1_000_000,
    ExpirationDate,
});

const file = (Id: number, CreatedDate: string) => ({
    Id,
    FileName: `File-${Id}`,
    FileExtension: '.pdf',
    CreatedDate,
    FileTypeName: 'E&O certificate',
});

/** The cards' headings and their expiry lines, in the order shown. */
const cardsShown = () =>
    screen.getAllByRole('region').map(card => ({
        policy: within(card).getByText(/^EO-|-EO-/).textContent,
        expiry: within(card).getByText(/^(Expired|Expires|Venció|Vence) /).textContent,
    }));

describe('E&O expiry (expired when the expiration date is before now)', () => {
    it('reads the date as written, in the user’s time zone, from the start of that day', () => {
        const lastMinuteBefore = new Date(2026, 10, 22, 23, 59, 59);
        const startOfTheDay = new Date(2026, 10, 23, 0, 0, 1);
        expect(isExpired('2026-11-23T00:00:00', lastMinuteBefore)).toBe(false);
        expect(isExpired('2026-11-23T00:00:00', startOfTheDay)).toBe(true);
        expect(isExpired('2026-11-23', startOfTheDay)).toBe(true);
        expect(isExpired('2027-01-01T00:00:00', startOfTheDay)).toBe(false);
        expect(isExpired('2020-05-01T00:00:00', startOfTheDay)).toBe(true);
    });

    it('takes a moment with an offset as that moment, and never calls an unreadable date expired', () => {
        expect(isExpired('2026-11-23T12:00:00Z', new Date('2026-11-23T11:59:00Z'))).toBe(false);
        expect(isExpired('2026-11-23T12:00:00Z', new Date('2026-11-23T12:01:00Z'))).toBe(true);
        expect(isExpired('not a date', clock.now())).toBe(false);
        expect(expirationMoment('0050-03-01')?.getFullYear()).toBe(50);
    });

    it('shows "Expired on" and "Expires on" on the cards on a fixed day, expired in red', async () => {
        showStyles(); // the red is the theme's, through MUI's styles
        clock.startAt(new Date(2026, 10, 23, 9));
        server.use(
            http.get('*/t/agents/:id/eandos', () =>
                HttpResponse.json([
                    record(1, '2026-11-24T00:00:00'),
                    record(2, '2026-11-23T00:00:00'),
                    record(3, '2025-01-31T00:00:00'),
                ])
            )
        );
        openList(AGENT_MARIA);
        await screen.findByText('EO-1');
        expect(cardsShown()).toEqual([
            { policy: 'EO-3', expiry: 'Expired on Jan 31, 2025' },
            { policy: 'EO-2', expiry: 'Expired on Nov 23, 2026' },
            { policy: 'EO-1', expiry: 'Expires on Nov 24, 2026' },
        ]);
        expect(screen.getByText('Expired on Nov 23, 2026')).toHaveStyle({ color: 'rgb(179, 38, 30)' });
        expect(screen.getByText('Expires on Nov 24, 2026')).not.toHaveStyle({ color: 'rgb(179, 38, 30)' });
    });

    it('says it in Spanish', async () => {
        clock.startAt(new Date(2026, 10, 23, 9));
        server.use(
            http.get('*/t/agents/:id/eandos', () =>
                HttpResponse.json([record(1, '2026-11-24T00:00:00'), record(2, '2025-01-31T00:00:00')])
            )
        );
        openList(AGENT_MARIA, 'es');
        await screen.findByText('EO-1');
        expect(cardsShown().map(card => card.expiry)).toEqual(['Venció el 31 ene 2025', 'Vence el 24 nov 2026']);
    });
});

describe('E&O order', () => {
    it('puts the earliest expiration first (expired, then soonest to expire), then issuer and policy number', () => {
        const rows = [
            record(1, '2027-06-01T00:00:00', 'Travelers'),
            record(2, '2024-01-01T00:00:00', 'Markel'),
            record(3, '2027-06-01T00:00:00', 'CNA'),
            record(4, '2026-12-01T00:00:00', 'Hiscox'),
            record(5, 'unknown', 'Aon'),
        ];
        expect([...rows].sort(byExpiration).map(row => row.Id)).toEqual([2, 4, 3, 1, 5]);
    });

    it('lists files newest first by CreatedDate, whatever order they came in', () => {
        const files = [
            file(1, '2025-01-10T10:00:00'),
            file(2, '2026-03-01T09:00:00'),
            file(3, '2025-01-10T15:30:00'),
            file(4, '2024-12-29T00:00:00'),
        ];
        expect(newestFirst(files).map(row => row.Id)).toEqual([2, 3, 1, 4]);
    });
});

describe('E&O list', () => {
    it('shows a card per record: issuer, policy number, coverage limits in USD and the expiry line', async () => {
        const records = eAndOsOf('agent', '101');
        openList(AGENT_MARIA);
        expect(await screen.findByText(new RegExp(`^${records.length} E&O records`))).toBeInTheDocument();
        expect(urls()).toContain('/t/agents/101/eandos');
        const cards = screen.getAllByRole('region');
        expect(cards).toHaveLength(records.length);
        for (const row of records) {
            const card = cards.find(candidate => within(candidate).queryByText(row.PolicyNumber))!;
            expect(within(card).getByRole('heading', { level: 2, name: row.IssuedBy })).toBeInTheDocument();
            expect(
                within(card).getByText(`$${row.CoverageLimits.toLocaleString('en-US')}.00`, { exact: true })
            ).toBeInTheDocument();
            expect(
                within(card).getByText(isExpired(row.ExpirationDate) ? /^Expired on / : /^Expires on /)
            ).toBeInTheDocument();
        }
    });

    it('opens a record’s files newest first on the agent path and downloads one with the toasts', async () => {
        const user = userEvent.setup();
        const saved = stubDownloads();
        const [current] = eAndOsOf('agent', '101');
        const newest = [...eAndOFilesOf(current)].sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate));
        openList(AGENT_MARIA);
        await user.click(await screen.findByRole('button', { name: `Files of E&O policy ${current.PolicyNumber}` }));
        const dialog = await screen.findByRole('dialog', {
            name: `Files of the ${current.IssuedBy} policy ${current.PolicyNumber}`,
        });
        const downloads = await within(dialog).findAllByRole('button', { name: /^Download / });
        expect(urls()).toContain(`/t/eandos/${current.Id}/files`);
        expect(downloads.map(button => button.getAttribute('aria-label'))).toEqual(
            newest.map(row => `Download ${row.FileName}.pdf`)
        );
        await user.click(downloads[0]);
        expect(await screen.findByText('File downloaded successfully')).toBeInTheDocument();
        await waitFor(() => expect(saved).toHaveLength(1));
        expect(saved[0]).toMatchObject({ name: `${newest[0].FileName}.pdf`, type: 'application/pdf' });
        expect(urls()).toContain(`/t/files/${newest[0].Id}/downloadurl`);
    });

    it('uses the agency path for an agency', async () => {
        const user = userEvent.setup();
        const [current] = eAndOsOf('agency', '201');
        openList(AGENCY_SUNSHINE);
        await user.click(await screen.findByRole('button', { name: `Files of E&O policy ${current.PolicyNumber}` }));
        await within(await screen.findByRole('dialog')).findAllByRole('button', { name: /^Download/ });
        expect(urls()).toContain(`/t/agencies/201/eandos/${current.Id}/files`);
        expect(urls().filter(url => url.startsWith('/t/eandos/'))).toEqual([]);
    });

    it('says in the dialog when the files cannot be loaded', async () => {
        const user = userEvent.setup();
        server.use(http.get('*/t/eandos/:id/files', () => new HttpResponse(null, { status: 500 })));
        const [current] = eAndOsOf('agent', '101');
        openList(AGENT_MARIA);
        await user.click(await screen.findByRole('button', { name: `Files of E&O policy ${current.PolicyNumber}` }));
        expect(
            await within(await screen.findByRole('dialog')).findByText('Oops, something went wrong, try again later')
        ).toBeInTheDocument();
    });

    it('offers Try again when the files did not load, and lists them in the same dialog', async () => {
        const user = userEvent.setup();
        server.use(http.get('*/t/eandos/:id/files', () => new HttpResponse(null, { status: 500 }), { once: true }));
        const [current] = eAndOsOf('agent', '101');
        openList(AGENT_MARIA);
        await user.click(await screen.findByRole('button', { name: `Files of E&O policy ${current.PolicyNumber}` }));
        const dialog = await screen.findByRole('dialog');
        await within(dialog).findByText('Oops, something went wrong, try again later');
        await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
        expect(await within(dialog).findAllByRole('button', { name: /^Download / })).toHaveLength(
            eAndOFilesOf(current).length
        );
        expect(within(dialog).queryByText('Oops, something went wrong, try again later')).toBeNull();
    });

    it('offers Try again when the list did not load, and shows the records on the same page', async () => {
        const user = userEvent.setup();
        server.use(http.get('*/t/agents/:id/eandos', () => new HttpResponse(null, { status: 500 }), { once: true }));
        const { history } = openList(AGENT_MARIA);
        const error = (await screen.findByText('Error loading E&Os')).closest('[role="alert"]') as HTMLElement;
        await user.click(within(error).getByRole('button', { name: 'Try again' }));
        expect(await screen.findAllByRole('button', { name: /^Files of E&O policy / })).toHaveLength(
            eAndOsOf('agent', '101').length
        );
        expect(history.location.pathname).toBe('/e-and-os');
    });

    it("shows 'No E&Os found'", async () => {
        server.use(http.get('*/t/agents/:id/eandos', () => HttpResponse.json([])));
        openList(AGENT_MARIA);
        expect(await screen.findByText('No E&Os found')).toBeInTheDocument();
    });

    it.each([
        ['a 500', () => new HttpResponse(null, { status: 500 })],
        ['a wrong shape', () => HttpResponse.json([{ Id: 1, IssuedBy: 'Markel' }])],
        ['null', () => HttpResponse.json(null)],
    ])("shows 'Error loading E&Os' after %s", async (_name, answer) => {
        server.use(http.get('*/t/agencies/:id/eandos', answer));
        openList(AGENCY_SUNSHINE);
        expect(await screen.findByText('Error loading E&Os')).toBeInTheDocument();
    });

    it('says the states in Spanish', async () => {
        server.use(http.get('*/t/agents/:id/eandos', () => new HttpResponse(null, { status: 500 })));
        openList(AGENT_MARIA, 'es');
        expect(await screen.findByText('Error al cargar los seguros de E&O')).toBeInTheDocument();
    });
});
