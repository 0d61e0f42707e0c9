import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactOf, initialsOf, photoUrlOf } from '../../../src/api/accountManager';
import { upcoming } from '../../../resources/dashboard/CalendarCard';
import { monthIndexOf, monthLabel } from '../../../resources/dashboard/months';
import { ProducerSummaryCard } from '../../../resources/dashboard/ProducerSummaryCard';
import { defaultProducerRange, isAskableRange } from '../../../resources/dashboard/producerSummary';
import { safeLinkOf } from '../../../resources/dashboard/safeLink';
import { config } from '../../../src/config';
import { today } from '../../../src/forms/dates';
import { AGENCY_SUNSHINE, recordRequests, renderScreen } from '../harness';

const sent = recordRequests();
const summaryCalls = () => sent.filter(call => call.url.includes('/producersummary'));

afterEach(() => vi.useRealTimers());

describe('the producer summary’s dates', () => {
    it('default to the start of the year until today', () => {
        expect(defaultProducerRange(new Date(2026, 4, 17, 15))).toEqual({ start: '2026-01-01', end: '2026-05-17' });
        expect(defaultProducerRange(new Date(2027, 0, 1, 0, 5))).toEqual({ start: '2027-01-01', end: '2027-01-01' });
    });

    it('are asked for only with the start not after the end and the end not after today', () => {
        const now = new Date(2026, 4, 17);
        expect(isAskableRange({ start: '2026-01-01', end: '2026-05-17' }, now)).toBe(true);
        expect(isAskableRange({ start: '2026-05-17', end: '2026-05-17' }, now)).toBe(true);
        expect(isAskableRange({ start: '2026-03-02', end: '2026-03-01' }, now)).toBe(false);
        expect(isAskableRange({ start: '2026-01-01', end: '2026-05-18' }, now)).toBe(false);
        expect(isAskableRange({ start: undefined, end: undefined }, now)).toBe(true);
    });

    it('are sent as the call’s dates, most enrollments first, 10 a page; a backwards range is not sent', async () => {
        renderScreen(<ProducerSummaryCard />, {
            portal: AGENCY_SUNSHINE,
            path: '/',
            resource: 'dashboard',
        });
        const table = await screen.findByRole('table', { name: 'Enrollments per producer' });
        const { start, end } = defaultProducerRange();
        expect(summaryCalls().map(call => new URL(call.url, 'http://x').searchParams.toString())).toEqual([
            `BeginningProducerDate=${start}&EndingProducerDate=${end}`,
        ]);
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows.length).toBeLessThanOrEqual(10);
        const counts = rows.map(row => Number(within(row).getAllByRole('cell').at(-1)!.textContent));
        expect(counts).toEqual([...counts].sort((a, b) => b - a));

        // From today to the first of January: backwards (unless today is that day), said and never sent.
        fireEvent.change(screen.getByLabelText('From'), { target: { value: today() } });
        await waitFor(() => expect(summaryCalls()).toHaveLength(2));
        if (today().slice(5) === '01-01') return;
        fireEvent.change(screen.getByLabelText('To'), { target: { value: `${today().slice(0, 4)}-01-01` } });
        expect(await screen.findAllByText('Start date cannot be after end date')).not.toHaveLength(0);
        expect(summaryCalls()).toHaveLength(2);
        expect(
            within(screen.getByRole('table', { name: 'Enrollments per producer' })).getAllByRole('row').length
        ).toBeGreaterThan(1);
    });
});

describe('the relationship manager', () => {
    it('falls back to the configured team when the portal has none', () => {
        const team = { kind: 'team', ...config.fallbackManager };
        expect(contactOf(null)).toEqual(team);
        expect(contactOf(undefined)).toEqual(team);
        expect(contactOf({ DisplayName: '  ', Email: 'x@example.com' })).toEqual(team);
    });

    it('is the manager with a photo only for an image type, direct or team', () => {
        const manager = contactOf({
            DisplayName: 'Ana Ruiz',
            Email: 'ana@example.com',
            PhoneNumber: '(305) 555-0100',
            ProfilePictureType: 'image/png',
            ProfilePictureBase64: 'iVBORw0KGgo=',
            Direct: true,
        });
        expect(manager).toMatchObject({ kind: 'manager', name: 'Ana Ruiz', direct: true });
        expect(manager.kind === 'manager' && manager.photo).toBe('data:image/png;base64,iVBORw0KGgo=');
        expect(photoUrlOf('text/html', 'PHNjcmlwdD4=')).toBeUndefined();
        expect(photoUrlOf('image/png', 'not base64!')).toBeUndefined();
        expect(contactOf({ DisplayName: 'Ana Ruiz', Direct: null })).toMatchObject({ direct: false });
        expect(initialsOf('Ana María Ruiz')).toBe('AR');
        expect(initialsOf('Ana')).toBe('A');
    });
});

describe('the training calendar', () => {
    it('lists the next trainings soonest first, five at most, those ended before today left out', () => {
        const event = (id: number, start: string, end?: string) => ({ id, title: `Training ${id}`, start, end });
        const events = [
            event(1, '2026-12-03T09:00:00'),
            event(2, '2026-11-30T14:00:00', '2026-12-01T10:00:00'),
            event(3, '2026-12-03'),
            event(4, '2026-11-29T09:00:00'),
            event(5, '2027-01-12T08:30:00'),
            event(6, '2026-12-24T10:00:00'),
            event(7, '2026-12-02T16:00:00'),
            event(8, '2026-12-31T09:00:00'),
        ];
        expect(upcoming(events, new Date(2026, 11, 1, 12)).map(shown => shown.id)).toEqual([2, 7, 3, 1, 6]);
    });
});

describe('chart months', () => {
    it('are read from the API’s names and written in the reader’s language', () => {
        expect(monthIndexOf('January')).toBe(0);
        expect(monthIndexOf('Sep')).toBe(8);
        expect(monthIndexOf('2026-03')).toBe(2);
        expect(monthIndexOf('12')).toBe(11);
        expect(monthIndexOf('Week 3')).toBeUndefined();
        expect(monthLabel('January', 'es')).toBe('ene');
        expect(monthLabel('January', 'en', 'long')).toBe('January');
        expect(monthLabel('Week 3', 'es')).toBe('Week 3');
    });
});

describe('links from the server', () => {
    it('are https/http addresses or portal paths, nothing else', () => {
        expect(safeLinkOf('https://example.com/x')).toEqual({ href: 'https://example.com/x', external: true });
        expect(safeLinkOf('/enrollments')).toEqual({ href: '/enrollments', external: false });
        expect(safeLinkOf('javascript:alert(1)')).toBeUndefined();
        expect(safeLinkOf('//evil.example.com')).toBeUndefined();
        expect(safeLinkOf('data:text/html,x')).toBeUndefined();
        expect(safeLinkOf(null)).toBeUndefined();
    });
});
