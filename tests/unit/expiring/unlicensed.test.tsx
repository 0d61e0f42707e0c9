import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExpiringPage } from '../../../resources/expiring/ExpiringPage';
import { ExpiryCard } from '../../../resources/expiring/ExpiryCard';
import { AGENCY_SUNSHINE, nextSavedText, renderScreen } from '../harness';

/**
 * Agency 201 on the test day: 99 of its producers' RTS certifications end on 31 December, in the 31-to-60-day
 * window beside 18 licenses, and 93 of them are for producers who hold no valid license in the states they are
 * ready to sell in.
 */
const NOT_COUNTED = '93 RTS lapses are not counted above: the producers hold no valid license in their states.';

const openChecked = async (language: 'en' | 'es' = 'en') => {
    const rendered = renderScreen(<ExpiringPage />, { portal: AGENCY_SUNSHINE, path: '/expiring', language });
    await screen.findByText(language === 'en' ? /^All \d+ producers checked\.$/ : /^Se revisaron los \d+ productores/);
    return rendered;
};

const tile = (name: string) =>
    within(screen.getByRole('list', { name: /^(Items by window|Elementos por plazo)$/ }))
        .getAllByRole('listitem')
        .find(item => item.textContent?.includes(name))!;

describe('RTS lapses of producers without a valid license', () => {
    it('are not counted in their window, which says what it holds, and are counted and listed apart', async () => {
        await openChecked();
        // 18 licenses and the 6 RTS lapses of producers licensed where they sell.
        expect(tile('In 31 to 60 days')).toHaveTextContent(/^24In 31 to 60 days$/);
        expect(screen.getByRole('link', { name: NOT_COUNTED })).toHaveAttribute('href', '#expiring-unlicensed');
        const window60 = screen.getByRole('region', { name: 'In 31 to 60 days (24 items)' });
        await userEvent.click(within(window60).getByRole('button', { name: 'Show all 24 items' }));
        expect(within(window60).getAllByText(/^Ready to sell with /)).toHaveLength(6);
        expect(within(window60).queryByText(/^No valid license in /)).toBeNull();

        const apart = screen.getByRole('region', { name: 'RTS lapses without a valid license (93 items)' });
        expect(within(apart).queryByRole('listitem')).toBeNull();
        const show = within(apart).getByRole('button', { name: 'Show these 93 lapses' });
        expect(show).toHaveAttribute('aria-expanded', 'false');
        await userEvent.click(show);
        expect(within(apart).getByRole('button', { name: 'Hide them' })).toHaveAttribute('aria-expanded', 'true');
        expect(within(apart).getAllByRole('listitem')).toHaveLength(93);
        expect(within(apart).getAllByText(/^No valid license in [A-Z]{2}$/)).toHaveLength(93);
    });

    it('are left out of the calendar file, which says so beside its button', async () => {
        const savedText = nextSavedText();
        await openChecked();
        const note = 'The calendar file leaves out 93 RTS lapses without a valid license.';
        const button = screen.getByRole('button', { name: 'Add to my calendar' });
        expect(button).toHaveAccessibleDescription(note);
        await userEvent.click(button);
        const titles = (await savedText())
            .replace(/\r\n /g, '')
            .split('\r\n')
            .filter(line => line.startsWith('SUMMARY:'))
            .join('\n');
        const carriers = [...titles.matchAll(/RTS \d{4} missing: (.+?) – /g)].flatMap(match => match[1].split('\\, '));
        expect(carriers).toHaveLength(6);
    });

    it('are left out of the dashboard card’s counts as of the page’s, which the card says', async () => {
        const { history } = renderScreen(<ExpiringPage />, {
            portal: AGENCY_SUNSHINE,
            path: '/expiring',
            routes: { '/': <ExpiryCard /> },
        });
        await screen.findByText(/^All \d+ producers checked\.$/);
        act(() => history.push('/?agencyId=201'));
        const card = await screen.findByRole('region', { name: 'Expiry forecast' });
        expect(within(card).getByText(NOT_COUNTED)).toBeInTheDocument();
        const window60 = within(within(card).getByRole('list', { name: 'Items by window' }))
            .getAllByRole('listitem')
            .find(item => item.textContent?.startsWith('In 31 to 60 days'));
        expect(window60).toHaveTextContent(/^In 31 to 60 days24$/);
    });

    it('are said apart in Spanish too', async () => {
        await openChecked('es');
        expect(tile('En 31 a 60 días')).toHaveTextContent(/^24En 31 a 60 días$/);
        expect(
            screen.getByRole('link', {
                name: 'No se cuentan arriba 93 certificaciones RTS que terminan: los productores no tienen una licencia vigente en sus estados.',
            })
        ).toBeInTheDocument();
        const apart = screen.getByRole('region', {
            name: 'Certificaciones RTS que terminan sin licencia vigente (93 elementos)',
        });
        await userEvent.click(within(apart).getByRole('button', { name: 'Mostrar estas 93 certificaciones' }));
        expect(within(apart).getAllByText(/^Sin licencia vigente en [A-Z]{2}$/)).toHaveLength(93);
    });
});
