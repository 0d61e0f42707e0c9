import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { ContractShow } from '../../../resources/contracts/ContractShow';
import { ProducerList } from '../../../resources/producers/ProducerList';
import { ProducerShow } from '../../../resources/producers/ProducerShow';
import { rtsYears } from '../../../resources/producers/rts';
import { AGENCY_SUNSHINE, laptopMedia, phoneMedia, recordRequests, renderScreen, actAsScreen } from '../harness';
import { contractsOf, downlineContractsOf } from '../../../mocks/db/portfolio';

const ROWS = '/t/v2/agencies/201/downlineagentcontracts';
const sent = recordRequests();
const lastRowCall = () =>
    sent
        .map(request => request.url)
        .filter(url => url.startsWith(`${ROWS}?`))
        .at(-1);
const expectLastCall = (query: string) => waitFor(() => expect(lastRowCall()).toBe(`${ROWS}?${query}`));

// The screen is a phone for each test here, and a laptop again after it.
beforeEach(() => {
    actAsScreen(phoneMedia);
});
afterEach(() => {
    actAsScreen(laptopMedia);
});

/** Two rows as the API sends them: every field filled, and one with the optional ones empty. */
const [year, nextYear] = [rtsYears().current, rtsYears().current + 1];
const certification = (planYear: number, isRts: boolean) => ({
    PlanYear: planYear,
    Status: isRts ? 'RTS' : 'Failed',
    PolicyTypeAbbreviation: 'MA',
    StateAbbreviation: 'FL',
});
const FULL_ROW = {
    insurer_name: 'Summit Life & Health',
    policy_types: [
        { Id: 1, Abbreviation: 'MA' },
        { Id: 2, Abbreviation: 'PDP' },
    ],
    agent_id: 20104,
    agent_name: 'Linda Perez',
    upline_agency: 'Sunshine Benefits Group',
    writing_number: 'SU123456',
    start_date: '2025-01-01T00:00:00',
    end_date: '2026-12-31T00:00:00',
    contract_certifications: [certification(year, true), certification(nextYear, false)],
    policy_count: 3,
};
const SPARSE_ROW = {
    ...FULL_ROW,
    agent_id: 20105,
    agent_name: 'Omar Diaz',
    policy_types: null,
    upline_agency: null,
    writing_number: null,
    end_date: null,
    contract_certifications: null,
    policy_count: 0,
};
const answerRows = () =>
    server.use(http.get(`*${ROWS}`, () => HttpResponse.json({ Data: [FULL_ROW, SPARSE_ROW], Total: 2 })));

/** A card's fields as a person reads them: each label with its value. */
const fieldsOf = (card: HTMLElement) => {
    const labels = within(card).getAllByRole('term');
    const values = within(card).getAllByRole('definition');
    expect(labels).toHaveLength(values.length);
    return Object.fromEntries(labels.map((label, index) => [label.textContent, values[index].textContent]));
};

const cardsOf = async (name: string) => within(await screen.findByRole('list', { name })).findAllByRole('listitem');

const choose = async (user: ReturnType<typeof userEvent.setup>, field: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: option }));
};

describe('producers on a phone', () => {
    it('shows every field of every row as a card, each value with its label, the agent a link', async () => {
        answerRows();
        renderScreen(<ProducerList />, { portal: AGENCY_SUNSHINE, path: '/producers' });
        const [full, sparse] = await cardsOf('Producer contracts');
        expect(screen.queryByRole('table')).not.toBeInTheDocument();

        expect(within(full).getByRole('link', { name: 'Linda Perez' })).toHaveAttribute(
            'href',
            '/producers/20104?agencyId=201'
        );
        const rtsColumns = rtsYears().columns;
        expect(fieldsOf(full)).toEqual({
            'Upline agency': 'Sunshine Benefits Group',
            Carrier: 'Summit Life & Health',
            'Policy types': 'MA, PDP',
            'Writing number': 'SU123456',
            'Start date': 'Jan 1, 2025',
            'End date': 'Dec 31, 2026',
            [`RTS ${year}`]: 'Ready to sell',
            ...(rtsColumns.includes(nextYear) ? { [`RTS ${nextYear}`]: 'Not ready to sell' } : {}),
            Policies: '3',
        });
        expect(within(sparse).getByRole('link', { name: 'Omar Diaz' })).toBeInTheDocument();
        expect(fieldsOf(sparse)).toMatchObject({
            'Upline agency': '',
            'Policy types': '',
            'End date': '',
            [`RTS ${year}`]: 'No certifications',
            Policies: '0',
        });
    });

    it('offers a page size and a sort of its own, asked of the server and kept in the address', async () => {
        const user = userEvent.setup();
        const { history } = renderScreen(<ProducerList />, { portal: AGENCY_SUNSHINE, path: '/producers' });
        expect(await cardsOf('Producer contracts')).toHaveLength(25);
        expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('25');
        expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Agent, ascending');

        await choose(user, 'Rows per page', '50');
        await expectLastCall('Status=Active&page=1&pageSize=50&sort=agent_name-asc');
        await waitFor(async () => expect(await cardsOf('Producer contracts')).toHaveLength(50));

        await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
        const options = (await screen.findAllByRole('option')).map(option => option.textContent);
        // Only fields the server sorts by: the RTS columns are not among them.
        expect(options).toContain('Policies, descending');
        expect(options.filter(option => option?.startsWith('RTS'))).toEqual([]);
        await user.click(screen.getByRole('option', { name: 'Carrier, descending' }));
        await expectLastCall('Status=Active&page=1&pageSize=50&sort=insurer_name-desc');

        const search = new URLSearchParams(history.location.search);
        expect(search.get('perPage')).toBe('50');
        expect(search.get('sort')).toBe('insurer_name');
        expect(search.get('order')).toBe('DESC');
        // Next page, named in the reader's language.
        await user.click(screen.getByRole('button', { name: 'Go to next page' }));
        await expectLastCall('Status=Active&page=2&pageSize=50&sort=insurer_name-desc');
    });

    it('reads in Spanish: labels, sort choices and page buttons', async () => {
        answerRows();
        renderScreen(<ProducerList />, { portal: AGENCY_SUNSHINE, path: '/producers', language: 'es' });
        const [full] = await cardsOf('Contratos de productores');
        expect(fieldsOf(full)).toMatchObject({ Aseguradora: 'Summit Life & Health', Pólizas: '3' });
        expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Agente, ascendente');
        expect(screen.getByRole('combobox', { name: 'Filas por página' })).toHaveTextContent('25');
        expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeInTheDocument();
    });

    it("shows a producer's contracts as cards, with their own page sizes", async () => {
        const user = userEvent.setup();
        renderScreen(<ProducerShow />, {
            portal: AGENCY_SUNSHINE,
            path: '/producers/20113',
            route: '/producers/:id',
        });
        const cards = await cardsOf('Producer contracts');
        const rows = downlineContractsOf('201').filter(row => row.ownerId === '20113');
        expect(cards).toHaveLength(Math.min(rows.length, 15));
        // A producer's own cards are titled by the carrier: no agent link, the upline is a field.
        expect(within(cards[0]).queryByRole('link')).not.toBeInTheDocument();
        expect(Object.keys(fieldsOf(cards[0]))).toEqual(
            expect.arrayContaining(['Policy types', 'Writing number', 'Upline agency', 'Start date', 'Policies'])
        );
        await choose(user, 'Rows per page', '25');
        await expectLastCall('Status=All&AgentId=20113&page=1&pageSize=25&sort=insurer_name-asc');
    });

    it("shows a contract's downline agents as cards, each name a link to the producer", async () => {
        // An active agency contract with active downline agents on its carrier.
        const contract = contractsOf('agency', '201').find(
            candidate =>
                candidate.Status === 'Active' &&
                downlineContractsOf('201').some(row => row.InsurerId === candidate.InsurerId && row.Status === 'Active')
        )!;
        renderScreen(<ContractShow />, {
            portal: AGENCY_SUNSHINE,
            path: `/contracts/${contract.Id}`,
            route: '/contracts/:id',
        });
        const cards = await cardsOf('Downline agents');
        expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/producers\//));
        expect(Object.keys(fieldsOf(cards[0]))).toEqual(['Upline agency', 'Writing number', 'Start date', 'Policies']);
        expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('15');
    });
});
