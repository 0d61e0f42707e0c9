import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_MARIA, renderApp } from '../harness';

describe('shell', () => {
    it('shows the current portal in the header and its sidebar entries', async () => {
        renderApp('/', { portal: AGENT_MARIA });
        expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
        expect(screen.getAllByText('Maria Lopez').length).toBeGreaterThan(0);
        expect(screen.getByRole('menuitem', { name: 'SOA' })).toBeInTheDocument();
        expect(screen.queryByRole('menuitem', { name: 'Producers' })).not.toBeInTheDocument();
    });
});
