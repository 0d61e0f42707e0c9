import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { api } from '../../../mocks/handlers/shared';
import { server } from '../../../mocks/node';
import { RenewalsPage } from '../../../resources/renewals/RenewalsPage';
import { AGENCY_SUNSHINE, expectLoggedErrors, nextSavedText, renderScreen } from '../harness';

/**
 * Agency 201's things to fix over the default demo data: its producers' 744 fixes, most of them one member's
 * (a carrier's contract or a state's license missing for one producer), read as one line per thing with its
 * producers.
 */
const THINGS = /^(Things to fix before the renewals|Cosas por resolver antes de las renovaciones)/;
const FIRST = 'ClearView Vision: no contract for DEN, HI, VIS; contract terminated';

/** The page once every producer is checked (or failed): "All 119 producers checked.", "Checked 119 of 119 producers". */
const openChecked = async (language: 'en' | 'es' = 'en') => {
    renderScreen(<RenewalsPage />, { portal: AGENCY_SUNSHINE, path: '/renewals', language });
    await screen.findByText(
        /^(All \d+ producers checked\.|Checked (\d+) of \2 producers|Se revisaron los \d+ productores\.)$/
    );
    return screen.getByRole('list', { name: THINGS });
};

/** The lines of the outer list, not those of a producer's part shown under one. */
const linesOf = (list: HTMLElement) =>
    within(list)
        .getAllByRole('listitem')
        .filter(item => item.parentElement === list);

/** A count a line's detail says ("30 producers · 33 members at risk · ..."). */
const count = (line: HTMLElement, words: RegExp) =>
    Number(
        within(line)
            .getByText(/(^|· )\d+ members? at risk/)
            .textContent!.match(words)![1]
    );

describe('an agency’s things to fix, each once with its producers', () => {
    it('lists 85 lines for 744 producers’ fixes, the most members first, each with its producers on demand', async () => {
        const user = userEvent.setup();
        const list = await openChecked();
        expect(
            screen.getByRole('heading', { level: 2, name: '408 members of 408 renewing are at risk' })
        ).toBeInTheDocument();
        const first = linesOf(list)[0];
        expect(first).toHaveTextContent(
            `${FIRST}30 producers · 33 members at risk · 1 renews once it is done · Show the 30 producers`
        );
        expect(linesOf(list)).toHaveLength(5);

        await user.click(screen.getByRole('button', { name: 'Show all 85' }));
        const lines = linesOf(list);
        expect(lines).toHaveLength(85);
        const members = lines.map(line => count(line, /(\d+) members? at risk/));
        expect(members).toEqual([...members].sort((a, b) => b - a));
        expect(lines.reduce((total, line) => total + count(line, /^(\d+) producers? · /), 0)).toBe(744);

        // Each producer's part: its own words, members and link, named apart from a namesake by its NPN.
        await user.click(within(first).getByRole('button', { name: 'Show the 30 producers' }));
        expect(within(first).getByRole('button', { name: 'Hide the producers' })).toHaveAttribute(
            'aria-expanded',
            'true'
        );
        const part = within(first).getByRole('list', {
            name: `Each producer’s part of “${FIRST}”, the most members first`,
        });
        const producers = within(part).getAllByRole('listitem');
        expect(producers).toHaveLength(30);
        expect(producers.reduce((total, item) => total + count(item, /(\d+) members? at risk/), 0)).toBe(33);
        expect(producers[0]).toHaveTextContent(
            /^Carlos Gomez · ClearView Vision: no contract for DEN, HI3 members at risk · Request a contract$/
        );
        expect(within(producers[0]).getByRole('link', { name: 'Request a contract' })).toHaveAttribute(
            'href',
            expect.stringMatching(/^\/contracts\/downlinerequest\?forAgentId=\d+&forAgentName=Carlos\+Gomez&/)
        );
        expect(within(part).getByRole('link', { name: /^Maria Garcia \(NPN \d+\)$/ })).toHaveAttribute(
            'href',
            expect.stringMatching(/^\/producers\/\d+\?agencyId=201$/)
        );
    });

    it('exports every producer’s fixes as CSV, one row per producer and fix, in the page’s order', async () => {
        const user = userEvent.setup();
        const saved = nextSavedText();
        await openChecked();
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        const [header, ...rows] = (await saved()).trimEnd().split('\r\n');
        expect(header).toBe(
            'Thing to fix,Producer,Agent ID,The producer’s part,Members at risk,Renew once it is done,Where it is done'
        );
        expect(rows).toHaveLength(744);
        expect(rows[0]).toMatch(
            new RegExp(
                `^"${FIRST}",Carlos Gomez,\\d+,"ClearView Vision: no contract for DEN, HI",3,0,Request a contract$`
            )
        );
        expect(rows.filter(row => row.startsWith(`"${FIRST}",`))).toHaveLength(30);
        expect(rows.some(row => /,"?Maria Garcia \(NPN \d+\)"?,/.test(row))).toBe(true);
    });

    it('speaks Spanish: the lines, the producers’ button and the file', async () => {
        const user = userEvent.setup();
        const saved = nextSavedText();
        const list = await openChecked('es');
        expect(linesOf(list)[0]).toHaveTextContent(
            'ClearView Vision: sin contrato para DEN, HI, VIS; contrato terminado' +
                '30 productores · 33 miembros en riesgo · 1 se renueva al resolverlo · Ver los 30 productores'
        );
        await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
        const [header] = (await saved()).split('\r\n');
        expect(header).toBe(
            'Qué resolver,Productor,ID de agente,La parte del productor,Miembros en riesgo,Se renuevan al resolverlo,Dónde se resuelve'
        );
    });

    it('names in the file, as on the page, a producer that could not be checked, never as one with nothing to fix', async () => {
        expectLoggedErrors();
        const user = userEvent.setup();
        const saved = nextSavedText();
        const { AgentId, AgentName } = enrollmentsOf('agency', '201').find(row => !row.TerminationDate)!;
        server.use(
            http.get(api(`/t/v2/agencies/201/agents/${AgentId}`), () => new HttpResponse(null, { status: 500 }))
        );
        await openChecked();
        expect(screen.getByRole('heading', { level: 2, name: /renewing are at risk$/ })).toHaveAccessibleDescription(
            /^Partial answer: checked \d+ of 408 members renewing; 1 producer could not be checked$/
        );
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        const rows = (await saved()).trimEnd().split('\r\n');
        expect(rows.filter(row => row.includes(`,${AgentId},`))).toEqual([
            `"Not checked: the producer’s licenses could not be loaded, so their members are not counted",${AgentName},${AgentId},,,,`,
        ]);
    });
});
