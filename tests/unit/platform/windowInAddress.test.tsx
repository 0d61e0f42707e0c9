import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DisenrollmentsPage } from '../../../resources/enrollments/disenrollments/DisenrollmentsPage';
import { MissingCommissionsPage } from '../../../resources/enrollments/missing/MissingCommissionsPage';
import { SoaCheckPage } from '../../../resources/scopes/check/SoaCheckPage';
import { currentMonth, shiftMonth } from '../../../src/domain/calendarMonths';
import type { Language } from '../../../i18n/language';
import { AGENT_MARIA, renderScreen } from '../harness';

const paramsOf = (history: { location: { search: string } }) => new URLSearchParams(history.location.search);

const openMissing = (search: string, language: Language = 'en') =>
    renderScreen(<MissingCommissionsPage />, {
        portal: AGENT_MARIA,
        path: `/enrollments/missing-commissions?${search}`,
        resource: 'enrollments',
        language,
    });

/** A month as the window's fields and notes write it in English: "November 2026". */
const monthName = (month: string) =>
    new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
        new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15)
    );

describe('a window in the address the page cannot use', () => {
    it.each(['from=10&to=2000', 'from=abc&to=240', 'from=90'])(
        'missed commissions (%s): the address holds the window shown, in place, and the page says why',
        async search => {
            const { history } = openMissing(search);
            expect(
                await screen.findByText(
                    'The window in the address was out of range or unreadable, so the check uses 60 to 240 days ago.'
                )
            ).toBeInTheDocument();
            await waitFor(() => expect(paramsOf(history).get('from')).toBe('60'));
            expect(paramsOf(history).get('to')).toBe('240');
            expect(paramsOf(history).get('agentId')).toBe('101');
            expect(history.action).toBe('REPLACE');
            expect(screen.getByRole('textbox', { name: 'Effective at least (days ago)' })).toHaveAccessibleDescription(
                /out of range or unreadable/
            );
        }
    );

    it('missed commissions: the note goes once another window is checked', async () => {
        const { history } = openMissing('from=10&to=2000');
        const from = await screen.findByRole('textbox', { name: 'Effective at least (days ago)' });
        await screen.findByText(/out of range or unreadable/);
        const user = userEvent.setup();
        await user.clear(from);
        await user.type(from, '90');
        await user.click(screen.getByRole('button', { name: 'Check' }));
        await waitFor(() => expect(paramsOf(history).get('from')).toBe('90'));
        expect(history.action).toBe('PUSH');
        expect(screen.queryByText(/out of range or unreadable/)).toBeNull();
    });

    it('missed commissions: a window it can use says nothing', async () => {
        const { history } = openMissing('from=90&to=300');
        expect(await screen.findByRole('textbox', { name: 'Effective at least (days ago)' })).toHaveValue('90');
        expect(screen.queryByText(/out of range/)).toBeNull();
        expect(paramsOf(history).get('from')).toBe('90');
        expect(history.action).not.toBe('REPLACE');
    });

    it('missed commissions, in Spanish', async () => {
        openMissing('from=10&to=2000', 'es');
        expect(
            await screen.findByText(
                'El período de la dirección estaba fuera del rango permitido o no se podía leer, así que la comprobación usa de 60 a 240 días atrás.'
            )
        ).toBeInTheDocument();
    });

    it('the SOA check: an unreadable start is the default window, in the address too', async () => {
        const { history } = renderScreen(<SoaCheckPage />, {
            portal: AGENT_MARIA,
            path: '/scopes/check?from=abc&to=2000-99',
            resource: 'scopes',
        });
        const now = currentMonth();
        const note = `The months in the address were out of range or unreadable, so the page shows ${monthName(shiftMonth(now, -11))} to ${monthName(now)}.`;
        expect(await screen.findByText(note)).toBeInTheDocument();
        await waitFor(() => expect(paramsOf(history).has('from')).toBe(false));
        expect(paramsOf(history).has('to')).toBe(false);
        expect(history.action).toBe('REPLACE');
        expect(screen.getByRole('combobox', { name: 'Applications received from' })).toHaveAccessibleDescription(note);
    });

    it('rapid disenrollments: a start beyond 36 months is the earliest month, in the address too', async () => {
        const now = currentMonth();
        const { history } = renderScreen(<DisenrollmentsPage />, {
            portal: AGENT_MARIA,
            path: `/enrollments/disenrollments?from=1990-01&to=${now}`,
            resource: 'enrollments',
        });
        const earliest = shiftMonth(now, -35);
        expect(
            await screen.findByText(
                `The months in the address were out of range or unreadable, so the page shows ${monthName(earliest)} to ${monthName(now)}.`
            )
        ).toBeInTheDocument();
        await waitFor(() => expect(paramsOf(history).get('from')).toBe(earliest));
        expect(paramsOf(history).get('to')).toBe(now);
        expect(history.action).toBe('REPLACE');
    });
});
