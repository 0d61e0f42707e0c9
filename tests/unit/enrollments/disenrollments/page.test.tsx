import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../../mocks/db/enrollments';
import { api } from '../../../../mocks/handlers/shared';
import { server } from '../../../../mocks/node';
import { statementsOf } from '../../../../mocks/db/statements';
import { DisenrollmentsPage } from '../../../../resources/enrollments/disenrollments/DisenrollmentsPage';
import { EnrollmentList } from '../../../../resources/enrollments/EnrollmentList';
import { dayNumberOf } from '../../../../src/domain/calendarDays';
import { lastMonths, monthsFrom, windowDays, type MonthWindow } from '../../../../src/domain/calendarMonths';
import {
    chargebacksByMonth,
    isRapidDisenrollment,
    ratesBy,
    wentEffective,
} from '../../../../src/domain/rapidDisenrollments';
import type { Portal } from '../../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, recordRequests, renderScreen } from '../../harness';

const sent = recordRequests();

/** The window's figures from the fixtures, by the rules: what the page must show. */
const expected = (portal: Portal, window: MonthWindow = lastMonths(12)) => {
    const days = windowDays(window);
    const [start, end] = [dayNumberOf(days.start)!, dayNumberOf(days.end)!];
    const rows = enrollmentsOf(portal.type, portal.id).filter(row => {
        const day = dayNumberOf(row.EffectiveDate)!;
        return day >= start && day <= end;
    });
    const effective = rows.filter(wentEffective);
    const rapid = effective.filter(isRapidDisenrollment);
    return {
        effective: effective.length,
        rapid,
        byCarrier: ratesBy(effective, row => ({ key: row.InsurerName, name: row.InsurerName })),
        byProducer: ratesBy(effective, row => ({ key: String(row.AgentId), name: row.AgentName })),
        chargebacks: chargebacksByMonth(
            statementsOf(portal.type, portal.id).map(statement => ({
                StatementDate: statement.StatementDate,
                Chargeback: statement.StatementLedger.Chargeback,
            })),
            monthsFrom(window.from, window.to)
        ),
    };
};

const open = (portal: Portal, path = '/enrollments/disenrollments') =>
    renderScreen(<DisenrollmentsPage />, { portal, path, resource: 'enrollments' });
const headline = () => screen.findByRole('heading', { name: /^All products: .* ended within 3 months:/ });
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('rapid disenrollments', () => {
    it('give an agent’s rate over the last 12 months with its counts, by carrier highest first, each enrollment linked', async () => {
        const figures = expected(AGENT_MARIA);
        open(AGENT_MARIA);
        expect(await headline()).toHaveTextContent(
            new RegExp(
                `^All products: ${figures.rapid.length} of ${figures.effective} enrollments effective from .* ended within 3 months: `
            )
        );
        // One search of the window's effective dates and one statements call, side by side.
        const searches = sent.filter(request => request.url.startsWith('/t/agents/101/enrollments?'));
        expect(searches).toHaveLength(1);
        expect(new URLSearchParams(searches[0].url.split('?')[1]).get('BeginningEffectiveDate')).toBe(
            `${lastMonths(12).from}-01`
        );
        expect(sent.filter(request => request.url.startsWith('/t/agents/101/statements'))).toHaveLength(1);
        // The highest 10 first, then every carrier on demand.
        expect(figures.byCarrier.length).toBeGreaterThan(10);
        expect(rowsOf('By carrier').map(row => within(row).getAllByRole('cell')[0].textContent)).toEqual(
            figures.byCarrier.slice(0, 10).map(group => group.name)
        );
        await userEvent
            .setup()
            .click(screen.getByRole('button', { name: `Show all ${figures.byCarrier.length} carriers` }));
        const carriers = rowsOf('By carrier');
        expect(carriers.map(row => within(row).getAllByRole('cell')[0].textContent)).toEqual(
            figures.byCarrier.map(group => group.name)
        );
        const [top] = figures.byCarrier;
        expect(carriers[0]).toHaveTextContent(`${top.name}${Math.round(top.rate! * 1000) / 10}%`);
        expect(
            within(carriers[0])
                .getAllByRole('cell')
                .slice(2)
                .map(cell => cell.textContent)
        ).toEqual([String(top.rapid), String(top.effective)]);
        // A rate from fewer than 10 enrollments says so beside it.
        expect(figures.byCarrier.some(group => group.few)).toBe(true);
        expect(screen.getAllByText('few enrollments')).toHaveLength(
            figures.byCarrier.filter(group => group.few).length
        );
        // No producer table for an agent.
        expect(screen.queryByRole('table', { name: 'By producer' })).toBeNull();
        const listed = rowsOf('Enrollments that ended within 3 months');
        expect(listed).toHaveLength(figures.rapid.length);
        for (const row of listed)
            expect(within(row).getAllByRole('link')[0].getAttribute('href')).toMatch(
                /^\/enrollments\/\d+\?agentId=101$/
            );
    });

    it('give the Medicare Advantage and Part D rate apart, all products beside it, and why they ended, grouped', async () => {
        const figures = expected(AGENT_MARIA);
        const medicare = (row: { PolicyType: string }) =>
            ['Medicare Advantage', 'Medicare Advantage Prescription Drug', 'Prescription Drug Plan'].includes(
                row.PolicyType
            );
        const window = enrollmentsOf('agent', '101').filter(row => {
            const days = windowDays(lastMonths(12));
            const day = dayNumberOf(row.EffectiveDate)!;
            return day >= dayNumberOf(days.start)! && day <= dayNumberOf(days.end)!;
        });
        const effectiveMedicare = window.filter(wentEffective).filter(medicare).length;
        // Agent 101's 6 rapid disenrollments are all dental or vision: none of them costs the whole commission.
        expect(figures.rapid).toHaveLength(6);
        expect(figures.rapid.filter(medicare)).toHaveLength(0);
        expect(effectiveMedicare).toBeGreaterThan(0);
        open(AGENT_MARIA);
        await headline();
        expect(
            screen.getByRole('heading', { name: /^Medicare Advantage and Part D: .* ended within 3 months:/ })
        ).toHaveTextContent(
            new RegExp(`^Medicare Advantage and Part D: 0 of ${effectiveMedicare} enrollments effective from .*: 0`)
        );
        expect(
            screen.getByText(
                'For these plans (Medicare Advantage, Medicare Advantage Prescription Drug, Prescription Drug Plan) the carrier takes back the whole first-year commission of an enrollment that ends within 3 months.'
            )
        ).toBeInTheDocument();
        expect(
            screen.getByText('Other products follow each carrier’s own terms for taking back commission.')
        ).toBeInTheDocument();
        expect(screen.queryByText(/when the carrier takes back the whole first-year commission/)).toBeNull();

        const causes = within(screen.getByRole('region', { name: 'Why they ended' })).getAllByRole('listitem');
        expect(causes.map(cause => cause.textContent)).toEqual([
            'May reflect the sale: 1Switched plans: 1',
            'Switched plans: 1',
            'Not the agent’s doing: 5Carrier terminated: 2Moved out of service area: 2Deceased: 1',
            'Carrier terminated: 2',
            'Moved out of service area: 2',
            'Deceased: 1',
        ]);
    });

    it('say why they ended in Spanish, reasons translated', async () => {
        renderScreen(<DisenrollmentsPage />, {
            portal: AGENT_MARIA,
            path: '/enrollments/disenrollments',
            resource: 'enrollments',
            language: 'es',
        });
        const causes = within(await screen.findByRole('region', { name: 'Por qué terminaron' })).getAllByRole(
            'listitem'
        );
        expect(causes.map(cause => cause.textContent)).toEqual([
            'Puede reflejar la venta: 1Cambio de plan: 1',
            'Cambio de plan: 1',
            'No depende del agente: 5Terminada por la aseguradora: 2Se mudó fuera del área de servicio: 2Fallecimiento: 1',
            'Terminada por la aseguradora: 2',
            'Se mudó fuera del área de servicio: 2',
            'Fallecimiento: 1',
        ]);
        expect(screen.getByRole('heading', { name: /^Medicare Advantage y Parte D: 0 de / })).toBeInTheDocument();
    });

    it('count the 3-month edge and leave cancellations out (the demo rows of each kind)', () => {
        const rows = enrollmentsOf('agent', '101').filter(row => row.PolicyId >= 20_000_000);
        const held = (row: (typeof rows)[number]) =>
            row.TerminationDate && dayNumberOf(row.TerminationDate)! - dayNumberOf(row.EffectiveDate)!;
        expect(rows.filter(row => !wentEffective(row))).toHaveLength(1);
        expect(rows.filter(isRapidDisenrollment).length).toBeGreaterThanOrEqual(6);
        // The same day three months later counts; the day after does not.
        expect(rows.some(row => isRapidDisenrollment(row) && Number(held(row)) >= 89)).toBe(true);
        expect(rows.some(row => !isRapidDisenrollment(row) && wentEffective(row) && row.TerminationDate)).toBe(true);
    });

    it('give an agency’s rates by producer too, and name the producer of each enrollment', async () => {
        const figures = expected(AGENCY_SUNSHINE);
        open(AGENCY_SUNSHINE);
        await headline();
        const producers = rowsOf('By producer');
        // The first 10, highest rate first; then all of them on demand.
        expect(producers.map(row => within(row).getAllByRole('cell')[0].textContent)).toEqual(
            figures.byProducer.slice(0, 10).map(group => group.name)
        );
        expect(within(producers[0]).getByRole('link').getAttribute('href')).toBe(
            `/producers/${figures.byProducer[0].key}?agencyId=201`
        );
        await userEvent
            .setup()
            .click(screen.getByRole('button', { name: `Show all ${figures.byProducer.length} producers` }));
        expect(rowsOf('By producer')).toHaveLength(figures.byProducer.length);
        const listed = rowsOf('Enrollments that ended within 3 months');
        expect(listed).toHaveLength(figures.rapid.length);
        const names = new Set(figures.rapid.map(row => row.AgentName));
        for (const row of listed) expect(names.has(within(row).getAllByRole('cell')[1].textContent!)).toBe(true);
    });

    it('show the chargebacks of the same months, with their table for screen readers', async () => {
        const figures = expected(AGENT_MARIA);
        open(AGENT_MARIA);
        const table = await screen.findByRole('table', { name: 'Chargebacks by month' });
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows).toHaveLength(12);
        const total = figures.chargebacks.reduce((sum, entry) => sum + entry.amount, 0);
        expect(total).toBeLessThan(0);
        expect(screen.getByText(/^Chargebacks from .* to .*:$/, { exact: false }).closest('p')).toHaveTextContent(
            `−$${Math.abs(total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
        );
    });

    it('take another window from the address and ask again', async () => {
        const user = userEvent.setup();
        const { history } = open(AGENT_MARIA);
        await headline();
        await user.click(screen.getByRole('combobox', { name: 'Effective from' }));
        const options = await screen.findAllByRole('option');
        await user.click(options[2]);
        await waitFor(() => expect(new URLSearchParams(history.location.search).get('from')).toMatch(/^\d{4}-\d{2}$/));
        const from = new URLSearchParams(history.location.search).get('from')!;
        const figures = expected(AGENT_MARIA, { from, to: lastMonths(12).to });
        await waitFor(() =>
            expect(screen.getByRole('heading', { name: /^All products: .* ended within 3 months:/ })).toHaveTextContent(
                `${figures.rapid.length} of ${figures.effective} enrollments`
            )
        );
    });

    it('are offered on the enrollments list', async () => {
        renderScreen(<EnrollmentList />, { portal: AGENT_MARIA, path: '/enrollments' });
        expect(await screen.findByRole('link', { name: 'Rapid disenrollments' })).toHaveAttribute(
            'href',
            '/enrollments/disenrollments?agentId=101'
        );
    });
});

describe('rapid disenrollments when a call fails', () => {
    it('keep the chargebacks when the enrollments fail, and the rates when the statements fail', async () => {
        server.use(http.get(api('/t/agents/101/enrollments'), () => new HttpResponse(null, { status: 500 })));
        const first = open(AGENT_MARIA);
        expect(
            await screen.findByText(
                'The enrollments effective in these months could not be loaded, so no rate can be worked out.'
            )
        ).toBeInTheDocument();
        expect(await screen.findByRole('table', { name: 'Chargebacks by month' })).toBeInTheDocument();
        first.unmount();
        server.resetHandlers();
        server.use(
            http.get(api('/t/agents/101/statements'), () => new HttpResponse(null, { status: 500 }), { once: true })
        );
        open(AGENT_MARIA);
        await headline();
        expect(
            await screen.findByText('Your statements could not be loaded, so the chargebacks are not shown.')
        ).toBeInTheDocument();
        await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByRole('table', { name: 'Chargebacks by month' })).toBeInTheDocument();
    });
});
