import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import {
    activeDismissals,
    dismissalKey,
    DISMISSAL_MS,
    dismissAlert,
} from '../../../resources/dashboard/alertDismissals';
import { AlertsBanner } from '../../../resources/dashboard/AlertsBanner';
import { AGENT_MARIA, recordRequests, renderApp, renderScreen, silenceExpectedErrors } from '../harness';

const sent = recordRequests();
silenceExpectedErrors();
const alertCalls = () => sent.filter(call => call.method === 'GET' && call.url === '/t/alerts').length;

const serveAlerts = (alerts: object[]) => server.use(http.get('*/t/alerts', () => HttpResponse.json(alerts)));

const openBanner = () => renderScreen(<AlertsBanner />, { portal: AGENT_MARIA, path: '/', resource: 'dashboard' });

const announcements = () => screen.findByRole('region', { name: 'Announcements' });

afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
});

describe('alert levels', () => {
    it('show info, warning and danger as MUI info, warning and error alerts, each with its level said', async () => {
        serveAlerts([
            { id: 1, title: 'Info title', body: '<p>Info body</p>', level: 'info' },
            { id: 2, title: 'Warning title', body: '<p>Warning body</p>', level: 'warning' },
            { id: 3, title: 'Danger title', body: '<p>Danger body</p>', level: 'danger' },
        ]);
        openBanner();
        const notes = within(await announcements()).getAllByRole('note');
        expect(notes.map(note => note.className.match(/MuiAlert-color(\w+)/)?.[1])).toEqual([
            'Info',
            'Warning',
            'Error',
        ]);
        expect(notes.map(note => note.textContent)).toEqual([
            'Information: Info titleInfo body',
            'Warning: Warning titleWarning body',
            'Important: Danger titleDanger body',
        ]);
        // An announcement is no error of the page: nothing interrupts a screen reader.
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('open an outside link in a new tab, safely, and leave out a link that is no address', async () => {
        serveAlerts([
            {
                id: 1,
                title: 'With link',
                body: 'x',
                level: 'info',
                link_target: 'https://example.com/a',
                link_text: 'Read more',
            },
            {
                id: 2,
                title: 'Bad link',
                body: 'y',
                level: 'info',
                link_target: 'javascript:alert(1)',
                link_text: 'Click',
            },
        ]);
        openBanner();
        const region = await announcements();
        const link = within(region).getByRole('link', { name: 'Read more' });
        expect(link).toHaveAttribute('href', 'https://example.com/a');
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(within(region).queryByRole('link', { name: 'Click' })).toBeNull();
    });
});

describe('an alert’s HTML body', () => {
    it('is shown without scripts, event handlers or javascript: links', async () => {
        serveAlerts([
            {
                id: 'x',
                title: 'Sanitized',
                level: 'warning',
                body: '<p>Hello <b>there</b><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:window.hacked = true">click</a></p>',
            },
        ]);
        openBanner();
        const note = within(await announcements()).getByRole('note');
        expect(within(note).getByText('there').tagName).toBe('B');
        expect(note.querySelector('script')).toBeNull();
        expect(note.querySelector('img')?.getAttribute('onerror')).toBeNull();
        expect(note.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
        expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    });
});

describe('dismissing an alert', () => {
    it('hides it for one day, for this user only, keyed without personal data', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const start = new Date('2026-03-02T09:00:00');
        vi.setSystemTime(start);
        const user = userEvent.setup();
        const { unmount } = openBanner();
        const region = await announcements();
        expect(within(region).getAllByRole('note')).toHaveLength(2);
        await user.click(
            within(region).getByRole('button', { name: 'Dismiss the announcement "Scheduled maintenance" for one day' })
        );
        expect(within(await announcements()).getAllByRole('note')).toHaveLength(1);
        const [key] = Object.keys(localStorage).filter(name => name.startsWith('producerHub.dismissedAlerts.'));
        expect(key).toMatch(/^producerHub\.dismissedAlerts\.[0-9a-f]{8}$/);
        expect(localStorage.getItem(key)).not.toMatch(/@|dana/i);
        unmount();

        vi.setSystemTime(start.getTime() + DISMISSAL_MS - 60_000);
        const second = openBanner();
        expect(within(await announcements()).getAllByRole('note')).toHaveLength(1);
        second.unmount();

        vi.setSystemTime(start.getTime() + DISMISSAL_MS + 60_000);
        openBanner();
        expect(within(await announcements()).getAllByRole('note')).toHaveLength(2);
    });

    it('moves keyboard focus to the next alert, then to the region once none is left, never to the page', async () => {
        serveAlerts([
            { id: 1, title: 'First', body: '<p>One</p>', level: 'info' },
            { id: 2, title: 'Second', body: '<p>Two</p>', level: 'warning' },
            { id: 3, title: 'Third', body: '<p>Three</p>', level: 'danger' },
        ]);
        const user = userEvent.setup();
        openBanner();
        const region = await announcements();
        const dismiss = (title: string) =>
            within(region).getByRole('button', { name: `Dismiss the announcement "${title}" for one day` });
        dismiss('Second').focus();
        await user.keyboard('{Enter}');
        // The alert that took the dismissed one's place.
        await waitFor(() => expect(document.activeElement).toHaveTextContent('Three'));
        expect(document.activeElement).toHaveAttribute('role', 'note');
        // The last one: the alert before it.
        dismiss('Third').focus();
        await user.keyboard('{Enter}');
        await waitFor(() => expect(document.activeElement).toHaveTextContent('One'));
        // Tab goes on from where focus is: the remaining alert's own button.
        await user.tab();
        expect(document.activeElement).toBe(dismiss('First'));
        await user.keyboard('{Enter}');
        await waitFor(() => expect(document.activeElement).toBe(region));
        expect(region).toHaveTextContent('All announcements dismissed for today.');
        expect(within(region).queryByRole('note')).toBeNull();
    });

    it('keeps each user’s dismissals apart', () => {
        const now = Date.UTC(2026, 2, 2);
        dismissAlert('user-a', 'alert-1', now);
        expect(activeDismissals('user-a', now + 1000)).toEqual(new Set(['alert-1']));
        expect(activeDismissals('user-b', now + 1000)).toEqual(new Set());
        expect(dismissalKey('user-a')).not.toBe(dismissalKey('user-b'));
        expect(dismissalKey('dana.demo@example.com')).not.toContain('dana');
        expect(activeDismissals('user-a', now + DISMISSAL_MS)).toEqual(new Set());
    });
});

describe('the alerts cache', () => {
    it('asks once for two visits within 5 minutes, and again after them', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const start = new Date('2026-03-02T09:00:00').getTime();
        vi.setSystemTime(start);
        const { history } = renderApp('/', { portal: AGENT_MARIA });
        await announcements();
        const leaveAndReturn = async (minutes: number) => {
            act(() => history.push('/preferences'));
            await screen.findByRole('heading', { level: 1, name: 'Preferences' });
            vi.setSystemTime(start + minutes * 60_000);
            act(() => history.push('/'));
            await announcements();
        };
        await leaveAndReturn(4);
        expect(alertCalls()).toBe(1);
        await leaveAndReturn(6);
        await waitFor(() => expect(alertCalls()).toBe(2));
    });
});

describe('a failed alerts call', () => {
    it('says so in one line and leaves the page as it is', async () => {
        server.use(http.get('*/t/alerts', () => new HttpResponse(null, { status: 500 })));
        openBanner();
        expect(await screen.findByText('Announcements could not be loaded.')).toBeVisible();
        expect(screen.queryByRole('alert')).toBeNull();
    });
});
