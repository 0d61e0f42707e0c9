import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../../mocks/handlers/shared';
import { server } from '../../../mocks/node';
import { RenewalsCard } from '../../../resources/renewals/RenewalsCard';
import { RenewalsPage } from '../../../resources/renewals/RenewalsPage';
import { applyConfig, readRuntimeSettings } from '../../../src/config';
import { formatDate } from '../../../src/components/formatting';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    holdRequests,
    recordRequests,
    renderScreen,
    settle,
    expectLoggedErrors,
} from '../harness';
import { clock } from '../../../src/clock';

/**
 * The page and the card over a small book served here, so every count and text is known: the rules themselves
 * are tested in renewalRules.test.ts. Dates are placed from today: the renewal is the next 1 January.
 */
const YEAR = clock.now().getFullYear();
const RENEWAL = `${YEAR + 1}-01-01`;
const DAY_BEFORE = `${YEAR}-12-31`;
const LONG_AGO = `${YEAR - 2}-03-01T00:00:00`;

const sent = recordRequests();

const rts = (states: string[]) =>
    [YEAR, YEAR + 1].flatMap(PlanYear =>
        states.map(StateAbbreviation => ({
            PlanYear,
            Status: 'RTS',
            PolicyTypeAbbreviation: 'MA',
            StateAbbreviation,
        }))
    );

const contract = (Id: number, Insurer: string) => ({
    Id,
    Insurer,
    PolicyTypes: [{ Id: 1, Abbreviation: 'MA' }],
    StartDate: `${YEAR - 3}-01-01T00:00:00`,
    PolicyCount: 3,
    ContractCertifications: rts(['FL', 'GA']),
});

const license = (Id: number, StateProvince: string, ExpirationDate: string) => ({
    Id,
    StateProvince,
    LicenseNumber: `L${Id}`,
    LicenseType: 'Life',
    IsResidentLicense: Id === 1,
    ExpirationDate: `${ExpirationDate}T00:00:00`,
});

const enrollment = (PolicyId: number, name: string, state: string, carrier: string, agent?: [number, string]) => ({
    PolicyId,
    CustomerFirstName: name.split(' ')[0],
    CustomerLastName: name.split(' ')[1],
    AgentId: agent?.[0] ?? 101,
    AgentName: agent?.[1] ?? 'Maria Lopez',
    CustomerState: state,
    CustomerCounty: 'Lake County',
    InsurerName: carrier,
    PolicyType: 'Medicare Advantage',
    EffectiveDate: LONG_AGO,
    TerminationDate: null,
});

/** Agent 101: a Florida license ending the day before the renewal, a pending contract with Beacon. */
const serveAgentBook = () =>
    server.use(
        http.get(api('/t/agents/101/enrollments'), () =>
            HttpResponse.json({
                Data: [
                    enrollment(1, 'Ana Diaz', 'FL', 'Summit'),
                    enrollment(2, 'Ben Ortiz', 'GA', 'Summit'),
                    enrollment(3, 'Carla Ruiz', 'GA', 'Beacon'),
                    enrollment(4, 'Dora Vega', 'GA', 'Summit'),
                ],
                Total: 4,
            })
        ),
        http.get(api('/t/agents/101/licenses'), () =>
            HttpResponse.json([license(1, 'FL', DAY_BEFORE), license(2, 'GA', `${YEAR + 3}-06-30`)])
        ),
        http.get(api('/t/agents/101/contracts'), ({ request }) => {
            const status = new URL(request.url).searchParams.get('Filter');
            const contracts =
                status === 'Active' ? [contract(70, 'Summit')] : status === 'Pending' ? [contract(71, 'Beacon')] : [];
            return HttpResponse.json({ ownerType: 'agent', contracts });
        })
    );

const day = (iso: string) => formatDate(iso, 'en');

describe('renewals at risk for an agent', () => {
    it('answers first: the members at risk, then what to fix with the members each keeps and its link', async () => {
        serveAgentBook();
        renderScreen(<RenewalsPage />, { portal: AGENT_MARIA, path: '/renewals' });
        expect(
            await screen.findByRole('heading', { level: 2, name: '2 members of 4 renewing are at risk' })
        ).toBeInTheDocument();
        const fixes = screen.getByRole('list', { name: /^Things to fix before the renewals/ });
        const [license, pending] = within(fixes).getAllByRole('listitem');
        expect(license).toHaveTextContent(
            `Florida: License expires on ${day(DAY_BEFORE)}, before the renewal on ${day(RENEWAL)}` +
                '1 member at risk · 1 renews once it is done · Submit a license'
        );
        expect(within(license).getByRole('link', { name: 'Submit a license' })).toHaveAttribute(
            'href',
            '/licenses/submission?state=FL&agentId=101'
        );
        expect(pending).toHaveTextContent('Beacon: contract pending1 member at risk · 1 renews once it is done');
        expect(within(pending).getByRole('link', { name: 'Open the contract' })).toHaveAttribute(
            'href',
            '/contracts/71?agentId=101'
        );
        // No amounts configured: no estimate.
        expect(screen.queryByText(/Estimated renewal commission/)).toBeNull();

        const members = screen.getByRole('table', { name: 'Members whose renewal is at risk' });
        const rows = within(members).getAllByRole('row').slice(1);
        expect(rows.map(row => row.textContent)).toEqual([
            `Ana DiazSummitMedicare AdvantageFlorida${day(RENEWAL)} (plan year ${YEAR + 1})` +
                `License expires on ${day(DAY_BEFORE)}, before the renewal on ${day(RENEWAL)}`,
            `Carla RuizBeaconMedicare AdvantageGeorgia${day(RENEWAL)} (plan year ${YEAR + 1})Contract pending`,
        ]);
        expect(within(rows[0]).getByRole('link', { name: 'Ana Diaz' })).toHaveAttribute(
            'href',
            '/enrollments/1?agentId=101'
        );
    });

    it('reads the portal’s calls once each: every page of the enrollments in force, three contract lists', async () => {
        serveAgentBook();
        renderScreen(<RenewalsPage />, { portal: AGENT_MARIA, path: '/renewals' });
        await screen.findByRole('heading', { level: 2, name: /renewing are at risk$/ });
        const gets = sent.filter(call => call.method === 'GET').map(call => call.url);
        expect(gets.filter(url => url.startsWith('/t/agents/101/enrollments'))).toEqual([
            '/t/agents/101/enrollments?ActiveOnly=true&page=1&pageSize=100&sort=PolicyId-asc',
        ]);
        expect(gets.filter(url => url.startsWith('/t/agents/101/contracts')).sort()).toEqual([
            '/t/agents/101/contracts?Filter=Active',
            '/t/agents/101/contracts?Filter=Pending',
            '/t/agents/101/contracts?Filter=Terminated',
        ]);
        expect(gets.filter(url => url === '/t/agents/101/licenses')).toHaveLength(1);
        expect(new Set(gets).size).toBe(gets.length);
    });

    it('turns members into an estimate of renewal commission when amounts are set, labelled as one', async () => {
        applyConfig(readRuntimeSettings({ renewalAmounts: { MA: 363 } }).settings!);
        serveAgentBook();
        renderScreen(<RenewalsPage />, { portal: AGENT_MARIA, path: '/renewals' });
        expect(await screen.findByText('Estimated renewal commission at risk:', { exact: false })).toHaveTextContent(
            'Estimated renewal commission at risk: $726.00'
        );
        expect(
            screen.getByText(/^An estimate: the renewal amount per member set for each policy type/)
        ).toBeInTheDocument();
        const fixes = screen.getByRole('list', { name: /^Things to fix before the renewals/ });
        const [license, pending] = within(fixes).getAllByRole('listitem');
        expect(license).toHaveTextContent(
            '1 member at risk · 1 renews once it is done · Estimate: $363.00 · Submit a license'
        );
        expect(pending).toHaveTextContent('Estimate: $363.00');
    });

    it('says which source failed and shows no answer it cannot work out', async () => {
        expectLoggedErrors();
        serveAgentBook();
        server.use(http.get(api('/t/agents/101/contracts'), () => new HttpResponse(null, { status: 500 })));
        renderScreen(<RenewalsPage />, { portal: AGENT_MARIA, path: '/renewals' });
        expect(
            await screen.findByText('Your contracts could not be loaded: renewals cannot be checked.')
        ).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: /renewing/ })).toBeNull();
    });
});

/** The agency's members in force: Ana Clark's two and Ben Ortiz's one, and any others given. */
const serveAgencyMembers = (...others: Array<ReturnType<typeof enrollment>>) =>
    server.use(
        http.get(api('/t/agencies/201/enrollments'), () => {
            const Data = [
                enrollment(11, 'Eva Soto', 'FL', 'Summit', [7, 'Ana Clark']),
                enrollment(12, 'Flor Paz', 'GA', 'Summit', [7, 'Ana Clark']),
                enrollment(13, 'Gil Mora', 'GA', 'Summit', [8, 'Ben Ortiz']),
                ...others,
            ];
            return HttpResponse.json({ Data, Total: Data.length });
        })
    );

/** Ana Clark's (7) producer detail: these licenses, and her NPN when given. */
const serveAnaClark = (licenses: Array<ReturnType<typeof license>>, npn?: string) =>
    server.use(
        http.get(api('/t/v2/agencies/201/agents/7'), () =>
            HttpResponse.json({ id: 7, first_name: 'Ana', last_name: 'Clark', npn, licenses })
        )
    );

/** Agency 201 with two producers: Ana Clark's licenses answer, Ben Ortiz's producer detail fails. */
const serveAgencyBook = () => {
    serveAgencyMembers();
    server.use(
        // The agency's producers: those of this book.
        http.get(api('/t/agencies/201/downlineagents'), () =>
            HttpResponse.json([
                { AgentId: 7, FirstName: 'Ana', LastName: 'Clark' },
                { AgentId: 8, FirstName: 'Ben', LastName: 'Ortiz' },
            ])
        ),
        http.get(api('/t/v2/agencies/201/downlineagentcontracts'), ({ request }) => {
            const status = new URL(request.url).searchParams.get('Status');
            const rows =
                status === 'Active'
                    ? [7, 8].map(agent_id => ({
                          insurer_name: 'Summit',
                          policy_types: [{ Id: 1, Abbreviation: 'MA' }],
                          agent_id,
                          agent_name: agent_id === 7 ? 'Ana Clark' : 'Ben Ortiz',
                          start_date: `${YEAR - 3}-01-01T00:00:00`,
                          contract_certifications: rts(['FL', 'GA']),
                          policy_count: 2,
                      }))
                    : [];
            return HttpResponse.json({ Data: rows, Total: rows.length });
        }),
        http.get(api('/t/v2/agencies/201/agents/8'), () => new HttpResponse(null, { status: 500 }))
    );
    serveAnaClark([license(1, 'FL', `${YEAR - 1}-05-01`), license(2, 'GA', `${YEAR + 3}-06-30`)]);
};

describe('renewals at risk with two contracts of one carrier', () => {
    /** Two pending Beacon contracts, neither certified for next year: #71 sells MA, #72 PDP. */
    const serveTwoContracts = () =>
        server.use(
            http.get(api('/t/agents/101/enrollments'), () =>
                HttpResponse.json({
                    Data: [
                        enrollment(1, 'Ana Diaz', 'GA', 'Beacon'),
                        { ...enrollment(2, 'Ben Ortiz', 'GA', 'Beacon'), PolicyType: 'Prescription Drug Plan' },
                        { ...enrollment(3, 'Carla Ruiz', 'FL', 'Beacon'), PolicyType: 'Prescription Drug Plan' },
                    ],
                    Total: 3,
                })
            ),
            http.get(api('/t/agents/101/licenses'), () =>
                HttpResponse.json([license(1, 'FL', `${YEAR + 3}-06-30`), license(2, 'GA', `${YEAR + 3}-06-30`)])
            ),
            http.get(api('/t/agents/101/contracts'), ({ request }) => {
                const pending = new URL(request.url).searchParams.get('Filter') === 'Pending';
                const thisYearOnly = (Id: number, Abbreviation: string, PolicyTypeId: number) => ({
                    ...contract(Id, 'Beacon'),
                    PolicyTypes: [{ Id: PolicyTypeId, Abbreviation }],
                    ContractCertifications: ['FL', 'GA'].map(StateAbbreviation => ({
                        PlanYear: YEAR,
                        Status: 'RTS',
                        PolicyTypeAbbreviation: Abbreviation,
                        StateAbbreviation,
                    })),
                });
                const contracts = pending ? [thisYearOnly(71, 'MA', 1), thisYearOnly(72, 'PDP', 3)] : [];
                return HttpResponse.json({ ownerType: 'agent', contracts });
            })
        );

    it('names each contract’s fixes by its policy types, each with its own members and link', async () => {
        serveTwoContracts();
        renderScreen(<RenewalsPage />, { portal: AGENT_MARIA, path: '/renewals' });
        await screen.findByRole('heading', { level: 2, name: '3 members of 3 renewing are at risk' });
        const fixes = within(screen.getByRole('list', { name: /^Things to fix before the renewals/ }))
            .getAllByRole('listitem')
            .map(item => ({ text: item.textContent, href: within(item).getByRole('link').getAttribute('href') }));
        expect(fixes).toEqual([
            {
                text: 'Beacon (PDP): contract pending2 members at risk · Open the contract',
                href: '/contracts/72?agentId=101',
            },
            {
                text: `Beacon (PDP): No RTS certification for ${YEAR + 1}2 members at risk · Open the contract`,
                href: '/contracts/72?agentId=101',
            },
            {
                text: 'Beacon (MA): contract pending1 member at risk · Open the contract',
                href: '/contracts/71?agentId=101',
            },
            {
                text: `Beacon (MA): No RTS certification for ${YEAR + 1}1 member at risk · Open the contract`,
                href: '/contracts/71?agentId=101',
            },
        ]);
    });
});

describe('renewals at risk for an agency', () => {
    it('checks each producer, names the one that failed beside the others’ answer, per producer too', async () => {
        expectLoggedErrors();
        serveAgencyBook();
        renderScreen(<RenewalsPage />, { portal: AGENCY_SUNSHINE, path: '/renewals' });
        const headline = await screen.findByRole('heading', { level: 2, name: '1 member of 2 renewing is at risk' });
        expect(headline).toHaveAccessibleDescription(
            'Partial answer: checked 2 of 3 members renewing; 1 producer could not be checked'
        );
        const failures = screen.getByRole('alert');
        expect(failures).toHaveTextContent('These producers could not be checked, so their members are not counted:');
        expect(within(failures).getByRole('link', { name: 'Ben Ortiz' })).toHaveAttribute(
            'href',
            '/producers/8?agencyId=201'
        );
        const line = within(screen.getByRole('list', { name: /^Things to fix/ })).getByRole('listitem');
        expect(line).toHaveTextContent(
            'Florida: License expired1 producer · 1 member at risk · 1 renews once it is done · Show its producer'
        );
        await userEvent.click(within(line).getByRole('button', { name: 'Show its producer' }));
        const fix = within(
            within(line).getByRole('list', {
                name: 'Each producer’s part of “Florida: License expired”, the most members first',
            })
        ).getByRole('listitem');
        expect(fix).toHaveTextContent(
            `Ana Clark · Florida: License expired on ${day(`${YEAR - 1}-05-01`)}1 member at risk · 1 renews once it is done · the producer submits it`
        );
        expect(within(fix).getByRole('link', { name: 'Ana Clark' })).toHaveAttribute(
            'href',
            '/producers/7?agencyId=201'
        );
        const producers = screen.getByRole('table', { name: 'Renewals at risk by producer' });
        expect(within(producers).getAllByRole('row')[1]).toHaveTextContent(
            `Ana Clark21Florida: License expired on ${day(`${YEAR - 1}-05-01`)} · the producer submits it`
        );
        // The producers' details, one call each, after the contract rows.
        const details = sent.filter(call => /^\/t\/v2\/agencies\/201\/agents\/\d+$/.test(call.url));
        expect(details.map(call => call.url).sort()).toEqual([
            '/t/v2/agencies/201/agents/7',
            '/t/v2/agencies/201/agents/8',
        ]);
    });

    it('does not read a producer detail without its licenses as a producer without licenses', async () => {
        serveAgencyBook();
        server.use(
            http.get(api('/t/v2/agencies/201/agents/8'), () =>
                HttpResponse.json({ id: 8, first_name: 'Ben', last_name: 'Ortiz', npn: '8000008' })
            )
        );
        renderScreen(<RenewalsPage />, { portal: AGENCY_SUNSHINE, path: '/renewals' });
        const headline = await screen.findByRole('heading', { level: 2, name: '1 member of 2 renewing is at risk' });
        expect(headline).toHaveAccessibleDescription(
            'Partial answer: checked 2 of 3 members renewing; 1 producer could not be checked'
        );
        expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Ben Ortiz' })).toBeInTheDocument();
    });
});

describe('renewals at risk of producers who share a name', () => {
    // A second Ana Clark (9), whose detail fails as Ben Ortiz's does; the first one's detail gives her NPN.
    const serveNamesakes = () => {
        serveAgencyBook();
        serveAgencyMembers(enrollment(14, 'Hugo Lara', 'GA', 'Summit', [9, 'Ana Clark']));
        serveAnaClark([license(1, 'FL', `${YEAR - 1}-05-01`), license(2, 'GA', `${YEAR + 3}-06-30`)], '17171717');
        server.use(http.get(api('/t/v2/agencies/201/agents/9'), () => new HttpResponse(null, { status: 500 })));
    };

    it('tells apart a producer whose namesake has no member renewing', async () => {
        serveAgencyBook();
        serveAnaClark([license(1, 'FL', `${YEAR - 1}-05-01`), license(2, 'GA', `${YEAR + 3}-06-30`)], '17171717');
        server.use(
            http.get(api('/t/v2/agencies/201/agents/8'), () => new HttpResponse(null, { status: 500 })),
            http.get(api('/t/agencies/201/downlineagents'), () =>
                HttpResponse.json([
                    { AgentId: 7, FirstName: 'Ana', LastName: 'Clark' },
                    { AgentId: 8, FirstName: 'Ben', LastName: 'Ortiz' },
                    { AgentId: 9, FirstName: 'Ana', LastName: 'Clark' },
                ])
            )
        );
        expectLoggedErrors();
        renderScreen(<RenewalsPage />, { portal: AGENCY_SUNSHINE, path: '/renewals' });
        const producers = await screen.findByRole('table', { name: 'Renewals at risk by producer' });
        await waitFor(() =>
            expect(within(producers).getByRole('link', { name: 'Ana Clark (NPN 17171717)' })).toBeInTheDocument()
        );
    });

    it('names each by its NPN, or its agent id when the NPN is not known; others by name alone', async () => {
        expectLoggedErrors();
        serveNamesakes();
        renderScreen(<RenewalsPage />, { portal: AGENCY_SUNSHINE, path: '/renewals' });
        await screen.findByRole('heading', { level: 2, name: '1 member of 2 renewing is at risk' });
        const failures = screen.getByRole('alert');
        expect(
            within(failures)
                .getAllByRole('link')
                .map(link => link.textContent)
        ).toEqual(['Ana Clark (Agent ID 9)', 'Ben Ortiz']);
        const fixes = screen.getByRole('list', { name: /^Things to fix/ });
        await userEvent.click(within(fixes).getByRole('button', { name: 'Show its producer' }));
        expect(within(fixes).getByRole('link', { name: 'Ana Clark (NPN 17171717)' })).toHaveAttribute(
            'href',
            '/producers/7?agencyId=201'
        );
        const producers = screen.getByRole('table', { name: 'Renewals at risk by producer' });
        expect(within(producers).getByRole('link', { name: 'Ana Clark (NPN 17171717)' })).toBeInTheDocument();
        const members = screen.getByRole('table', { name: 'Members whose renewal is at risk' });
        expect(within(members).getByRole('link', { name: 'Ana Clark (NPN 17171717)' })).toBeInTheDocument();
    });
});

describe('the dashboard card', () => {
    it('an agent’s: the members at risk and the first fix, leading to the page', async () => {
        serveAgentBook();
        renderScreen(<RenewalsCard />, { portal: AGENT_MARIA, path: '/' });
        const card = await screen.findByRole('region', { name: 'Renewals at risk' });
        expect(await within(card).findByText('of 4 members renewing at risk')).toBeInTheDocument();
        expect(within(card).getByText('2')).toBeInTheDocument();
        expect(within(card).getAllByRole('listitem')).toHaveLength(1);
        expect(within(card).getByRole('listitem')).toHaveTextContent(/^Florida: License expires on /);
        expect(within(card).getByRole('link', { name: 'Open renewals at risk' })).toHaveAttribute(
            'href',
            '/renewals?agentId=101'
        );
    });

    it('an agency’s, before any producer is checked in the session: says where, and asks nothing', async () => {
        serveAgencyBook();
        renderScreen(<RenewalsCard />, { portal: AGENCY_SUNSHINE, path: '/' });
        const card = await screen.findByRole('region', { name: 'Renewals at risk' });
        expect(
            within(card).getByText('Your producers’ renewals are checked on the renewals page.')
        ).toBeInTheDocument();
        expect(sent).toEqual([]);
    });
});

describe('renewals at risk when producers cannot be checked', () => {
    // Ana Clark's two members are ready; Ben Ortiz's detail fails, so his member is not checked.
    const serveReadyAnaFailingBen = () => {
        serveAgencyBook();
        serveAnaClark([license(1, 'FL', `${YEAR + 3}-05-01`), license(2, 'GA', `${YEAR + 3}-06-30`)]);
    };

    /** The agency's page once its producers are checked: its headline, and what the partial mark says. */
    const expectHeadline = async (name: string, description: string) => {
        renderScreen(<RenewalsPage />, { portal: AGENCY_SUNSHINE, path: '/renewals' });
        const headline = await screen.findByRole('heading', { level: 2, name });
        // The headline holds while the producers' calls are out; the mark names the failed ones as each fails.
        await waitFor(() => expect(headline).toHaveAccessibleDescription(`Partial answer: ${description}`));
    };

    it('says the members checked are ready, not all of them, and marks the answer partial', async () => {
        expectLoggedErrors();
        serveReadyAnaFailingBen();
        await expectHeadline(
            'Only 2 members renewing were checked, and they are ready',
            'checked 2 of 3 members renewing; 1 producer could not be checked'
        );
        expect(screen.queryByText(/nothing to fix/)).toBeNull();
    });

    it('with every producer failing, says none was checked rather than that nothing renews', async () => {
        expectLoggedErrors();
        serveAgencyBook();
        server.use(http.get(api('/t/v2/agencies/201/agents/7'), () => new HttpResponse(null, { status: 500 })));
        await expectHeadline(
            'None of the 3 members renewing has been checked',
            'checked 0 of 3 members renewing; 2 producers could not be checked'
        );
        expect(screen.queryByText(/there is nothing to check/)).toBeNull();
    });

    it('the dashboard card after the page: counts the members checked, and says it counts only them', async () => {
        expectLoggedErrors();
        serveReadyAnaFailingBen();
        const { history } = renderScreen(<RenewalsPage />, {
            portal: AGENCY_SUNSHINE,
            path: '/renewals',
            routes: { '/': <RenewalsCard /> },
        });
        await screen.findByRole('heading', { level: 2, name: /^Only 2 members/ });
        act(() => history.push('/?agencyId=201'));
        const card = await screen.findByRole('region', { name: 'Renewals at risk' });
        const answer = await within(card).findByText('Only 2 members renewing were checked, and they are ready.');
        expect(answer).toHaveAccessibleDescription(
            'Partial answer: checked 2 of 3 members renewing; from 1 of 2 producers checked in this session'
        );
        expect(within(card).queryByText(/^All \d+ members renewing are ready/)).toBeNull();
    });
});

describe('renewals at risk while the state names are on their way', () => {
    it('waits for them: a license naming its state in full is not counted as missing meanwhile', async () => {
        serveAgentBook();
        const release = holdRequests('get', '*/t/states');
        const { queryClient } = renderScreen(<RenewalsPage />, { portal: AGENT_MARIA, path: '/renewals' });
        await waitFor(() => expect(sent.map(request => request.url)).toContain('/t/agents/101/licenses'));
        await settle(queryClient, { except: 'states' });
        expect(screen.getByRole('progressbar')).toBeInTheDocument();
        expect(screen.queryByRole('heading', { level: 2, name: /renewing/ })).toBeNull();
        release();
        await screen.findByRole('heading', { level: 2, name: /renewing/ });
    });
});

describe('renewals at risk without the state names', () => {
    it('marks the count partial: a license naming its state in full may be counted as missing', async () => {
        expectLoggedErrors();
        serveAgentBook();
        server.use(http.get(api('/t/states'), () => new HttpResponse(null, { status: 500 })));
        renderScreen(<RenewalsPage />, { portal: AGENT_MARIA, path: '/renewals' });
        const headline = await screen.findByRole('heading', { level: 2, name: /renewing/ });
        expect(headline).toHaveAccessibleDescription(
            'Partial answer: the state names could not be loaded, so a license that names its state in full may be counted as missing'
        );
    });
});

describe('renewals at risk with enrollments it cannot read', () => {
    // Agent 101 licensed in both states with a ready contract: the readable members are all ready.
    const serveReadyBookWith = (unreadable: object[], readable = true) =>
        server.use(
            http.get(api('/t/agents/101/enrollments'), () =>
                HttpResponse.json({
                    Data: [...(readable ? [enrollment(1, 'Ana Diaz', 'FL', 'Summit')] : []), ...unreadable],
                    Total: unreadable.length + (readable ? 1 : 0),
                })
            ),
            http.get(api('/t/agents/101/licenses'), () =>
                HttpResponse.json([license(1, 'FL', `${YEAR + 3}-05-01`), license(2, 'GA', `${YEAR + 3}-06-30`)])
            ),
            http.get(api('/t/agents/101/contracts'), ({ request }) =>
                HttpResponse.json({
                    ownerType: 'agent',
                    contracts:
                        new URL(request.url).searchParams.get('Filter') === 'Active' ? [contract(70, 'Summit')] : [],
                })
            )
        );
    const withoutState = { ...enrollment(2, 'Ben Ortiz', 'GA', 'Summit'), CustomerState: null };
    const withoutCarrier = { ...enrollment(3, 'Carla Ruiz', 'GA', 'Summit'), InsurerName: '' };
    const NOT_READ =
        'Partial answer: 2 enrollments in force name no state, carrier, policy type or effective date and are not checked';

    it('says only the members read are ready, and counts the others beside the headline', async () => {
        serveReadyBookWith([withoutState, withoutCarrier]);
        renderScreen(<RenewalsPage />, { portal: AGENT_MARIA, path: '/renewals' });
        const headline = await screen.findByRole('heading', {
            level: 2,
            name: 'Only 1 member renewing was checked, and it is ready',
        });
        expect(headline).toHaveAccessibleDescription(NOT_READ);
        expect(screen.queryByText(/nothing to fix/)).toBeNull();
    });

    it('with none read, never says that nothing renews', async () => {
        serveReadyBookWith([withoutState, withoutCarrier], false);
        renderScreen(<RenewalsPage />, { portal: AGENT_MARIA, path: '/renewals' });
        const headline = await screen.findByRole('heading', {
            level: 2,
            name: 'None of the enrollments read renews, but 2 enrollments in force could not be read',
        });
        expect(headline).toHaveAccessibleDescription(NOT_READ);
        expect(screen.queryByText(/there is nothing to check/)).toBeNull();
    });

    it('the dashboard card: ready so far, marked partial', async () => {
        serveReadyBookWith([withoutState, withoutCarrier]);
        renderScreen(<RenewalsCard />, { portal: AGENT_MARIA, path: '/' });
        const card = await screen.findByRole('region', { name: 'Renewals at risk' });
        const answer = await within(card).findByText('Only 1 member renewing was checked, and it is ready.');
        expect(answer).toHaveAccessibleDescription(NOT_READ);
        expect(within(card).queryByText(/^All \d+ members? renewing (is|are) ready/)).toBeNull();
    });
});
