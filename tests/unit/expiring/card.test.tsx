import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpiringPage } from '../../../resources/expiring/ExpiringPage';
import { ExpiryCard } from '../../../resources/expiring/ExpiryCard';
import { RenewalsPage } from '../../../resources/renewals/RenewalsPage';
import { FORECAST_WINDOWS } from '../../../src/domain/expiryForecast';
import { AGENCY_SUNSHINE, renderScreen, settle } from '../harness';

const WINDOWS = [
    'Already expired',
    'Within 30 days',
    'In 31 to 60 days',
    'In 61 to 90 days',
    'Licenses in 91 days to 6 months',
];

/** What a list of counts by window says, window by window ("Already expired: 144"). */
const countsOf = (list: HTMLElement) =>
    WINDOWS.map(window => {
        const tile = within(list)
            .getAllByRole('listitem')
            .find(item => item.textContent?.includes(window))!;
        return `${window}: ${tile.textContent!.replace(window, '').trim()}`;
    });

/** The agency's session: a page that checks producers, then the dashboard and its expiry card. */
const afterPage = async (page: 'forecast' | 'renewals') => {
    const { history, queryClient } = renderScreen(page === 'forecast' ? <ExpiringPage /> : <RenewalsPage />, {
        portal: AGENCY_SUNSHINE,
        path: page === 'forecast' ? '/expiring' : '/renewals',
        routes: { '/': <ExpiryCard /> },
    });
    await screen.findByText(/^All \d+ producers checked\.$/);
    await settle(queryClient);
    const pageCounts = page === 'forecast' ? countsOf(screen.getByRole('list', { name: 'Items by window' })) : [];
    act(() => history.push('/?agencyId=201'));
    const card = await screen.findByRole('region', { name: 'Expiry forecast' });
    const counts = await within(card).findByRole('list', { name: 'Items by window' });
    await settle(queryClient);
    return { card, counts, pageCounts, history };
};

describe('the dashboard’s expiry card for an agency', () => {
    it('after the forecast page has checked every producer, counts what the page counts', async () => {
        const { card, counts, pageCounts } = await afterPage('forecast');
        expect(FORECAST_WINDOWS).toHaveLength(WINDOWS.length);
        expect(countsOf(counts)).toEqual(pageCounts);
        expect(counts).not.toHaveAccessibleDescription(/Partial answer/);
        expect(within(card).getByRole('link', { name: 'Open the expiry forecast' })).toBeInTheDocument();
    });

    it('after renewals has checked some producers, says it counts only those, how many of how many', async () => {
        const { card, counts, history } = await afterPage('renewals');
        // Renewals checks the 119 producers with a member renewing, of the agency's 122.
        expect(counts).toHaveAccessibleDescription(
            'Partial answer: counts only the 119 of 122 producers checked in this session'
        );
        // Their items are counted, licenses and certifications alike, not only the agency's own 1 expired license
        // and none due within 90 days.
        const [expired, ...due] = countsOf(counts).map(count => Number(count.split(': ')[1]));
        expect(expired).toBeGreaterThan(1);
        for (const count of due) expect(count).toBeGreaterThan(0);
        const rest = within(card).getByRole('link', { name: 'Check the 3 producers not counted on the forecast page' });
        act(() => rest.click());
        expect(history.location.pathname).toBe('/expiring');
    });

    it('in Spanish, before any producer is checked, counts none of them and says so', async () => {
        const { queryClient } = renderScreen(<ExpiryCard />, { portal: AGENCY_SUNSHINE, path: '/', language: 'es' });
        const counts = await screen.findByRole('list', { name: 'Elementos por plazo' });
        await settle(queryClient);
        expect(counts).toHaveAccessibleDescription(
            'Respuesta parcial: no cuenta a ninguno de sus 122 productores: ninguno se ha revisado en esta sesión'
        );
        expect(
            screen.getByRole('link', { name: 'Revisar en la página del pronóstico a los 122 productores no contados' })
        ).toBeInTheDocument();
    });
});
