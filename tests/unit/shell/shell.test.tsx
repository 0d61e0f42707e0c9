import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_MARIA, holdRequests, renderApp } from '../harness';

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
});
