import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actAsScreen, AGENT_MARIA, holdRequests, laptopMedia, renderApp } from '../harness';

describe('shell', () => {
    it('shows the current portal in the header and its sidebar entries', async () => {
        renderApp('/', { portal: AGENT_MARIA });
        expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
        expect(screen.getAllByText('Maria Lopez').length).toBeGreaterThan(0);
        expect(screen.getByRole('menuitem', { name: 'SOA' })).toBeInTheDocument();
        expect(screen.queryByRole('menuitem', { name: 'Producers' })).not.toBeInTheDocument();
    });

    it("names the header's spinner while a page's data loads", async () => {
        holdRequests('get', '*/t/agents/:agentId/contracts');
        renderApp('/contracts', { portal: AGENT_MARIA });
        const header = await screen.findByRole('banner');
        expect(await within(header).findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    });

    it.each([
        ['en', 'Dana Demo (account menu)'],
        ['es', 'Dana Demo (menú de la cuenta)'],
    ] as const)('names the user menu button with what it shows, the signed-in name (%s)', async (language, name) => {
        // A screen wide enough for the header to show the name on the button (MUI's `sm` and up).
        actAsScreen(query => ({
            ...laptopMedia(query),
            matches: /min-width/.test(query) || laptopMedia(query).matches,
        }));
        renderApp('/', { portal: AGENT_MARIA, language });
        const header = await screen.findByRole('banner');
        const button = await within(header).findByRole('button', { name });
        expect(button).toHaveTextContent(/^Dana Demo$/);
    });
});
