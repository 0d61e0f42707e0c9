import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProducerSummaryCard } from '../../../resources/dashboard/ProducerSummaryCard';
import { defaultProducerRange } from '../../../resources/dashboard/producerSummary';
import { today } from '../../../src/forms/dates';
import { AGENCY_SUNSHINE, recordRequests, renderScreen, settle } from '../harness';

const sent = recordRequests();
const summaryCalls = () =>
    sent
        .filter(call => call.url.includes('/producersummary'))
        .map(call => new URL(call.url, 'http://x').searchParams.toString());

const openCard = async () => {
    const rendered = renderScreen(<ProducerSummaryCard />, {
        portal: AGENCY_SUNSHINE,
        path: '/',
        resource: 'dashboard',
    });
    await screen.findByRole('table', { name: 'Enrollments per producer' });
    return { user: userEvent.setup(), ...rendered };
};

const from = () => screen.getByLabelText('From');
const to = () => screen.getByLabelText('To');
const range = () => screen.getByText(/^\d+-\d+ of \d+$/).textContent;

/**
 * Chromium's date field while a person retypes one part of it (a Backspace in the year): its value is empty
 * and `validity.badInput` says the field holds something that is not a date yet.
 */
const emptyOnePart = (field: HTMLElement) => {
    Object.defineProperty(field, 'validity', { configurable: true, get: () => ({ badInput: true, valid: false }) });
    fireEvent.change(field, { target: { value: '' } });
};

/** A day between the first of January and today (today itself on the first days of the year). */
const YEAR = today().slice(0, 4);
const laterInYear = today() >= `${YEAR}-01-03` ? `${YEAR}-01-02` : today();

describe('the producer summary', () => {
    it('sends no date being typed and no backwards range: it keeps the last figures and says so', async () => {
        const { queryClient } = await openCard();
        const { start, end } = defaultProducerRange();
        expect(summaryCalls()).toEqual([`BeginningProducerDate=${start}&EndingProducerDate=${end}`]);

        // Retyping the year of From: the field is empty for a moment, which is no "from the beginning".
        emptyOnePart(from());
        await settle(queryClient);
        expect(summaryCalls()).toHaveLength(1);

        // To before From: both fields say so; nothing is sent and the figures are the last range's, in words.
        fireEvent.change(to(), { target: { value: `${Number(YEAR) - 1}-12-31` } });
        expect(await screen.findAllByText('Start date cannot be after end date')).toHaveLength(2);
        await settle(queryClient);
        expect(summaryCalls()).toHaveLength(1);
        expect(
            screen.getByText(/^These figures are for the last valid dates, .+\. Correct the dates to update them\.$/)
        ).toBeInTheDocument();
        expect(
            within(screen.getByRole('table', { name: 'Enrollments per producer' })).getAllByRole('row').length
        ).toBeGreaterThan(1);

        // Corrected: asked for, and no longer marked.
        fireEvent.change(to(), { target: { value: end } });
        await waitFor(() => expect(screen.queryByText(/^These figures are for the last valid dates/)).toBeNull());
        expect(summaryCalls()).toHaveLength(1);
    });

    it('goes back to page 1 when the dates change, and keeps page and dates on coming Back from a producer', async () => {
        const { user, history } = await openCard();
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(range()).toMatch(/^11-/));

        fireEvent.change(from(), { target: { value: laterInYear } });
        await waitFor(() => expect(range()).toMatch(/^1-10 of/));
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(range()).toMatch(/^11-/));
        const shown = range();

        const producer = within(screen.getByRole('table', { name: 'Enrollments per producer' })).getAllByRole(
            'link'
        )[0];
        await user.click(producer);
        expect(history.location.pathname).toMatch(/^\/producers\/\d+$/);
        act(() => history.go(-1));
        await screen.findByRole('table', { name: 'Enrollments per producer' });
        expect(from()).toHaveValue(laterInYear);
        expect(range()).toBe(shown);
    });
});
