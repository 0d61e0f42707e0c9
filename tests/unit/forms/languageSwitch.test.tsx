import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AGENT_MARIA, renderApp } from '../harness';

describe('switching the language mid-form', () => {
    it('from the header: the texts change, the page stays mounted with what was typed, nothing is asked', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
        const user = userEvent.setup();
        const { history } = renderApp('/e-and-os/submission', { portal: AGENT_MARIA });
        await user.type(await screen.findByRole('textbox', { name: /^Issued by/ }), 'Atlas Mutual');

        await user.click(screen.getByRole('button', { name: 'English' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Español' }));

        expect(await screen.findByRole('textbox', { name: /^Emitido por/ })).toHaveValue('Atlas Mutual');
        expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();
        expect(document.documentElement.lang).toBe('es');
        expect(history.location.pathname).toBe('/e-and-os/submission');
        expect(confirm).not.toHaveBeenCalled();

        // And back to English the same way.
        await user.click(screen.getByRole('button', { name: 'Español' }));
        await user.click(await screen.findByRole('menuitem', { name: 'English' }));
        await waitFor(() => expect(screen.getByRole('textbox', { name: /^Issued by/ })).toHaveValue('Atlas Mutual'));
    });
});
