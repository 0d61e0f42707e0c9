import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../mocks/handlers/shared';
import { server } from '../../../mocks/node';
import { ExpiringPage } from '../../../resources/expiring/ExpiringPage';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderScreen } from '../harness';

/** The text of the next blob the app saves (jsdom cannot download). */
const nextSavedText = () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
        saved.push(blob as Blob);
        return 'blob:download';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return async () => {
        await waitFor(() => expect(saved).toHaveLength(1));
        return saved[0].text();
    };
};

const PARTIAL = /^The calendar file covers only the \d+ of \d+ producers checked so far\.$/;

describe('Add to my calendar', () => {
    it('names each event’s date in its text, never "in N days" (a calendar is read on later days)', async () => {
        const savedText = nextSavedText();
        renderScreen(<ExpiringPage />, { portal: AGENT_MARIA, path: '/expiring' });
        const button = await screen.findByRole('button', { name: 'Add to my calendar' });
        await waitFor(() => expect(button).toBeEnabled());
        await userEvent.click(button);
        // Unfolded (RFC 5545 §3.1), the descriptions as written.
        const descriptions = (await savedText())
            .replace(/\r\n /g, '')
            .split('\r\n')
            .filter(line => line.startsWith('DESCRIPTION:') && line.includes('Producer Hub'));
        expect(descriptions.length).toBeGreaterThan(0);
        for (const line of descriptions) {
            expect(line).toMatch(/(Expires|Ready to sell ends) on /);
            expect(line).not.toMatch(/\bin \d+ days?\b|today/i);
        }
    });

    it('says beside the button, while the producers are checked and once stopped, that the file covers only those checked', async () => {
        // The producers' calls wait (the demo's 122 would otherwise be checked before the first look).
        server.use(
            http.get(
                api('/t/v2/agencies/201/agents/:agentId'),
                ({ request }) =>
                    new Promise<Response>(resolve =>
                        request.signal.addEventListener('abort', () => resolve(HttpResponse.error()))
                    )
            )
        );
        renderScreen(<ExpiringPage />, { portal: AGENCY_SUNSHINE, path: '/expiring' });
        const cancel = await screen.findByRole('button', { name: 'Cancel' });
        const note = screen.getByText(PARTIAL);
        expect(screen.getByRole('button', { name: 'Add to my calendar' })).toHaveAccessibleDescription(
            note.textContent ?? ''
        );
        await userEvent.click(cancel);
        await screen.findByRole('button', { name: 'Check the remaining producers' });
        expect(screen.getByText(PARTIAL)).toBeInTheDocument();
    });

    it('says nothing beside the button once every producer is checked', async () => {
        renderScreen(<ExpiringPage />, { portal: AGENCY_SUNSHINE, path: '/expiring' });
        await screen.findByText(/^All \d+ producers checked\.$/);
        expect(screen.queryByText(PARTIAL)).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Add to my calendar' })).not.toHaveAccessibleDescription();
    });
});
