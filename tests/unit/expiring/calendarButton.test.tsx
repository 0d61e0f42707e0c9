import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downlineAgentsOf } from '../../../mocks/db/portfolio';
import { api } from '../../../mocks/handlers/shared';
import { server } from '../../../mocks/node';
import { ExpiringPage } from '../../../resources/expiring/ExpiringPage';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    expectLoggedErrors,
    holdRequests,
    nextSavedText,
    renderScreen,
    settle,
} from '../harness';
import { clock } from '../../../src/clock';

const PARTIAL = /^The calendar file covers only the \d+ of \d+ producers checked so far\.$/;

describe('Add to my calendar', () => {
    it('names each event’s date in its text, never "in N days" (a calendar is read on later days)', async () => {
        const savedText = nextSavedText();
        renderScreen(<ExpiringPage />, { portal: AGENT_MARIA, path: '/expiring' });
        const button = await screen.findByRole('button', { name: 'Add to my calendar' });
        await waitFor(() => expect(button).toBeEnabled());
        await userEvent.click(button);
        // Unfolded (RFC 5545, 3.1), the descriptions as written.
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

    it('gives events UIDs of their portal and person: two portals’ files never replace each other’s events', async () => {
        const uidsOf = async (portal: typeof AGENT_MARIA) => {
            const savedText = nextSavedText();
            const { unmount } = renderScreen(<ExpiringPage />, { portal, path: '/expiring' });
            const button = await screen.findByRole('button', { name: 'Add to my calendar' });
            await waitFor(() => expect(button).toBeEnabled());
            if (portal.type === 'agency') await screen.findByText(/^All \d+ producers checked\.$/);
            await userEvent.click(button);
            const uids = [...(await savedText()).matchAll(/\r\nUID:([^\r]*)/g)].map(match => match[1]);
            unmount();
            return uids;
        };
        const agent = await uidsOf(AGENT_MARIA);
        const agency = await uidsOf(AGENCY_SUNSHINE);
        expect(agent.length).toBeGreaterThan(0);
        expect(agency.length).toBeGreaterThan(0);
        for (const uid of agent) expect(uid).toMatch(/^agent-101:self:\d{4}-\d{2}-\d{2}@producer-hub$/);
        for (const uid of agency)
            expect(uid).toMatch(/^agency-201:(self|producer-\w+):\d{4}-\d{2}-\d{2}@producer-hub$/);
        expect(agent.filter(uid => agency.includes(uid))).toEqual([]);
        expect(new Set(agency).size).toBe(agency.length);
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

    it('says no longer that the file is partial once every producer is checked', async () => {
        renderScreen(<ExpiringPage />, { portal: AGENCY_SUNSHINE, path: '/expiring' });
        await screen.findByText(/^All \d+ producers checked\.$/);
        expect(screen.queryByText(PARTIAL)).not.toBeInTheDocument();
        // Only what the file leaves out on purpose remains.
        expect(screen.getByRole('button', { name: 'Add to my calendar' })).toHaveAccessibleDescription(
            /^The calendar file leaves out \d+ RTS lapses without a valid license\.$/
        );
    });

    it('says beside the button which sources the file is missing when their calls fail', async () => {
        expectLoggedErrors();
        server.use(
            http.get(api('/t/agents/101/licenses'), () => new HttpResponse(null, { status: 500 })),
            http.get(api('/t/agents/101/eandos'), () => HttpResponse.json(null))
        );
        renderScreen(<ExpiringPage />, { portal: AGENT_MARIA, path: '/expiring' });
        const button = await screen.findByRole('button', { name: 'Add to my calendar' });
        await waitFor(() =>
            expect(button).toHaveAccessibleDescription(
                'The calendar file is incomplete: your licenses could not be loaded; your E&O records could not be loaded.'
            )
        );
    });

    it('with nothing coming up from what answered, does not say nothing is coming up', async () => {
        expectLoggedErrors();
        server.use(
            http.get(api('/t/agents/101/licenses'), () => new HttpResponse(null, { status: 500 })),
            http.get(api('/t/agents/101/eandos'), () => HttpResponse.json([])),
            http.get(api('/t/agents/101/contracts'), () => HttpResponse.json({ ownerType: 'agent', contracts: [] }))
        );
        renderScreen(<ExpiringPage />, { portal: AGENT_MARIA, path: '/expiring' });
        const button = await screen.findByRole('button', { name: 'Add to my calendar' });
        await waitFor(() => expect(button).toBeDisabled());
        await waitFor(() =>
            expect(button).toHaveAttribute('title', 'Nothing to add to a calendar from what could be loaded.')
        );
    });

    it('says nothing of what is coming up while a source is on its way', async () => {
        holdRequests('get', '*/t/agents/101/licenses');
        server.use(
            http.get(api('/t/agents/101/eandos'), () => HttpResponse.json([])),
            http.get(api('/t/agents/101/contracts'), () => HttpResponse.json({ ownerType: 'agent', contracts: [] }))
        );
        const { queryClient } = renderScreen(<ExpiringPage />, { portal: AGENT_MARIA, path: '/expiring' });
        const button = await screen.findByRole('button', { name: 'Add to my calendar' });
        await settle(queryClient, { except: 'licenses' });
        expect(button).toBeDisabled();
        expect(button).not.toHaveAttribute('title');
    });

    it('says nothing beside an agent’s button when the file leaves nothing out', async () => {
        renderScreen(<ExpiringPage />, { portal: AGENT_MARIA, path: '/expiring' });
        const button = await screen.findByRole('button', { name: 'Add to my calendar' });
        await waitFor(() => expect(button).toBeEnabled());
        expect(button).not.toHaveAccessibleDescription();
    });
});

/** The file's events, unfolded and unescaped: each one's date, title and reminder. */
const eventsOf = (file: string) =>
    file
        .replace(/\r\n /g, '')
        .split('BEGIN:VEVENT')
        .slice(1)
        .map(event => {
            const value = (name: string) =>
                new RegExp(`\\r\\n${name}[^:]*:([^\\r]*)`)
                    .exec(event)?.[1]
                    .replace(/\\([\\;,])/g, '$1')
                    .replace(/\\n/g, '\n');
            return { date: value('DTSTART'), summary: value('SUMMARY') ?? '', trigger: value('TRIGGER') ?? '' };
        });

describe('the agency’s calendar file', () => {
    // 1 December: the producers' certifications that end on 31 December are in the forecast.
    const NOW = new Date(clock.now().getFullYear(), 11, 1, 10, 15);
    beforeEach(() => {
        clock.startAt(NOW);
    });
    afterEach(() => vi.useRealTimers());

    it('has one event per day and person, titled with what lapses and for whom, each reminder still ahead', async () => {
        const savedText = nextSavedText();
        renderScreen(<ExpiringPage />, { portal: AGENCY_SUNSHINE, path: '/expiring' });
        await screen.findByText(/^All \d+ producers checked\.$/);
        await userEvent.click(screen.getByRole('button', { name: 'Add to my calendar' }));
        const events = eventsOf(await savedText());
        const yearEnd = `${NOW.getFullYear()}1231`;
        const lapses = events.filter(event => event.date === yearEnd);
        expect(lapses.length).toBeGreaterThan(1);
        for (const event of lapses)
            expect(event.summary).toMatch(new RegExp(`^RTS ${NOW.getFullYear() + 1} missing: .+ – [^–]+$`));
        // Grouped: one event per day and person.
        const days = events.map(event => `${event.date} ${event.summary.split(' – ').at(-1)}`);
        expect(new Set(days).size).toBe(events.length);
        for (const event of events) {
            expect(event.summary).not.toMatch(/^Ready to sell/);
            expect(event.summary).toMatch(/ – /);
            expect(event.trigger).not.toBe('-P30D');
        }
        const licenseEvent = events.find(event => event.summary.startsWith('License'));
        expect(licenseEvent?.summary).toMatch(/^Licenses? [A-Z]{2}(, [A-Z]{2})* expires? – \S+/);
    });
});

describe('producers who share a name', () => {
    const NOW = new Date(clock.now().getFullYear(), 11, 1, 10, 15);
    beforeEach(() => {
        clock.startAt(NOW);
    });
    afterEach(() => vi.useRealTimers());

    const downline = downlineAgentsOf('201').map(agent => ({
        name: `${agent.FirstName} ${agent.LastName}`,
        npn: agent.Npn,
    }));
    const namesakes = downline.filter(agent => downline.filter(other => other.name === agent.name).length > 1);
    const names = new Set(namesakes.map(agent => agent.name));

    it('are told apart by their NPN on the page and in the calendar file', async () => {
        const savedText = nextSavedText();
        renderScreen(<ExpiringPage />, { portal: AGENCY_SUNSHINE, path: '/expiring' });
        await screen.findByText(/^All \d+ producers checked\.$/);
        for (const button of screen.queryAllByRole('button', { name: /^Show all/ })) await userEvent.click(button);
        const whose = screen.getAllByText(/^Producer: /).map(line => line.textContent!.slice('Producer: '.length));
        const namesakesShown = whose.filter(name => names.has(name.replace(/ \(.*\)$/, '')));
        expect(new Set(namesakesShown.map(name => name.replace(/ \(.*\)$/, ''))).size).toBeGreaterThan(1);
        for (const name of namesakesShown)
            expect(namesakes.map(agent => `${agent.name} (NPN ${agent.npn})`)).toContain(name);

        await userEvent.click(screen.getByRole('button', { name: 'Add to my calendar' }));
        const whom = eventsOf(await savedText()).map(event => event.summary.split(' – ').at(-1)!);
        const namesakeEvents = whom.filter(name => names.has(name.replace(/ \(.*\)$/, '')));
        expect(namesakeEvents.length).toBeGreaterThan(1);
        for (const name of namesakeEvents)
            expect(namesakes.map(agent => `${agent.name} (NPN ${agent.npn})`)).toContain(name);
    });
});

describe('the forecast page’s first lines', () => {
    it('counts each window first, and tells an agent nothing of what an agency cannot see', async () => {
        renderScreen(<ExpiringPage />, { portal: AGENT_MARIA, path: '/expiring' });
        const counts = await screen.findByRole('list', { name: 'Items by window' });
        expect(within(counts).getAllByRole('listitem')).toHaveLength(5);
        expect(within(counts).getByText('Licenses in 91 days to 6 months')).toBeInTheDocument();
        await screen.findByText('A certification the carrier has not yet reported is not known here.');
        expect(screen.queryByText(/An agency sees its producers/)).toBeNull();
    });

    it('tells an agency that its producers’ E&O is not known here', async () => {
        renderScreen(<ExpiringPage />, { portal: AGENCY_SUNSHINE, path: '/expiring' });
        expect(
            await screen.findByText(
                /^An agency sees its producers’ licenses and certifications but not their E&O records/
            )
        ).toBeInTheDocument();
    });
});
