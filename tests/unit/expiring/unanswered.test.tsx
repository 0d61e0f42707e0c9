import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseFaultRule } from '../../../mocks/faults/rules';
import { faultState } from '../../../mocks/faults/state';
import { ExpiringPage } from '../../../resources/expiring/ExpiringPage';
import { ExpiryCard } from '../../../resources/expiring/ExpiryCard';
import type { Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderScreen, settle, silenceExpectedErrors } from '../harness';

silenceExpectedErrors();

const NOTHING = 'Nothing has expired, and nothing expires within 90 days (licenses: 6 months).';
const FAULTS = ['500', 'abort', 'wrong-shape', 'null'] as const;

/** The forecast with that call failing, once every call has answered: its window tiles, by window. */
const openFailing = async (portal: Portal, call: string, fault: string, error: string) => {
    faultState.add([parseFaultRule(`${call} ${fault}`)!]);
    const { queryClient } = renderScreen(<ExpiringPage />, { portal, path: '/expiring' });
    await screen.findByText(error);
    await settle(queryClient);
    const tiles = screen.getByRole('list', { name: 'Items by window' });
    const tile = (window: string) =>
        within(tiles)
            .getAllByRole('listitem')
            .find(item => item.textContent?.includes(window))!;
    return { tiles, tile };
};

describe('the expiry forecast when a source does not answer', () => {
    it.each(FAULTS)(
        'with the licenses answering %s, says nothing is due only of what answered, and no window shows 0',
        async fault => {
            const { tiles } = await openFailing(
                AGENT_MARIA,
                'GET /t/agents/*/licenses',
                fault,
                'Your licenses could not be loaded: they are missing from the forecast.'
            );
            expect(tiles).toHaveAccessibleDescription('Partial answer: your licenses could not be loaded');
            expect(screen.queryByText(NOTHING)).toBeNull();
            expect(screen.getByText('Nothing found in the data that could be loaded.')).toBeInTheDocument();
            // Every window may hold a license: none says 0.
            expect(within(tiles).queryByText('0')).toBeNull();
            expect(within(tiles).getAllByText('Not known')).toHaveLength(5);
        }
    );

    it.each(FAULTS)('with the E&O records answering %s, still counts the licenses-only window', async fault => {
        const { tiles, tile } = await openFailing(
            AGENT_MARIA,
            'GET /t/agents/*/eandos',
            fault,
            'Your E&O records could not be loaded: they are missing from the forecast.'
        );
        expect(tiles).toHaveAccessibleDescription('Partial answer: your E&O records could not be loaded');
        expect(screen.queryByText(NOTHING)).toBeNull();
        for (const window of ['Already expired', 'Within 30 days', 'In 31 to 60 days', 'In 61 to 90 days'])
            expect(tile(window)).not.toHaveTextContent(/^0/);
        // E&O coverage never falls in the licenses' 6-month window: its count stands.
        expect(tile('Licenses in 91 days to 6 months')).toHaveTextContent(/^\d+Licenses/);
    });

    it('for an agency whose producers could not be listed, says so beside the counts', async () => {
        const { tiles } = await openFailing(
            AGENCY_SUNSHINE,
            'GET /t/agencies/*/downlineagents',
            '500',
            'Your producers could not be loaded: their licenses and certifications are missing from the forecast.'
        );
        expect(tiles).toHaveAccessibleDescription('Partial answer: your producers could not be loaded');
        expect(within(tiles).queryByText('0')).toBeNull();
    });

    it('for an agency, counts the producers whose licenses could not be read beside the counts', async () => {
        faultState.add([parseFaultRule('GET /t/v2/agencies/*/agents/20135 500')!]);
        renderScreen(<ExpiringPage />, { portal: AGENCY_SUNSHINE, path: '/expiring' });
        // Try again shows once the run has stopped.
        await screen.findByRole('button', { name: 'Try again' });
        expect(screen.getByRole('list', { name: 'Items by window' })).toHaveAccessibleDescription(
            /^Partial answer: 1 of \d+ producers not checked$/
        );
    });
});

describe('the dashboard’s expiry card when it does not know every item', () => {
    /** The card once every call it makes has answered: its counts by window. */
    const openCard = async (portal: Portal) => {
        const { queryClient } = renderScreen(<ExpiryCard />, { portal, path: '/' });
        const counts = await screen.findByRole('list', { name: 'Items by window' });
        await settle(queryClient);
        return counts;
    };

    it.each(FAULTS)('with the licenses answering %s, shows no 0 and says what is missing', async fault => {
        faultState.add([parseFaultRule(`GET /t/agents/*/licenses ${fault}`)!]);
        const counts = await openCard(AGENT_MARIA);
        expect(counts).toHaveAccessibleDescription('Partial answer: your licenses could not be loaded');
        expect(within(counts).queryByText('0')).toBeNull();
    });

    it('for an agency whose producers the session has not checked, says it counts none of them', async () => {
        const counts = await openCard(AGENCY_SUNSHINE);
        expect(counts).toHaveAccessibleDescription(
            'Partial answer: counts none of your 122 producers: none has been checked in this session'
        );
        expect(within(counts).queryByText('0')).toBeNull();
    });

    it('for an agency after the forecast, leaves out the producer it could not check', async () => {
        faultState.add([parseFaultRule('GET /t/v2/agencies/*/agents/20135 500')!]);
        const { history } = renderScreen(<ExpiringPage />, {
            portal: AGENCY_SUNSHINE,
            path: '/expiring',
            routes: { '/': <ExpiryCard /> },
        });
        await screen.findByRole('button', { name: 'Try again' });
        act(() => history.push('/?agencyId=201'));
        const card = await screen.findByRole('region', { name: 'Expiry forecast' });
        expect(within(card).getByRole('list', { name: 'Items by window' })).toHaveAccessibleDescription(
            'Partial answer: counts only the 121 of 122 producers checked in this session'
        );
    });

    it('with every source answering, counts every window', async () => {
        const counts = await openCard(AGENT_MARIA);
        expect(counts).not.toHaveAccessibleDescription(/Partial answer/);
        expect(within(counts).queryByText('Not known')).toBeNull();
    });
});
