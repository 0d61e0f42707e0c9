import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { api } from '../../../../mocks/handlers/shared';
import { SoaCheckPage } from '../../../../resources/scopes/check/SoaCheckPage';
import { applyConfig, config, readRuntimeSettings } from '../../../../src/config';
import { lastMonths, shiftMonth } from '../../../../src/domain/calendarMonths';
import { SOA_FLAGS } from '../../../../resources/scopes/check/rules';
import { AGENT_MARIA, holdRequests, recordRequests, renderScreen, stubDownloads } from '../../harness';
import { expectedCheck } from './expected';

const sent = recordRequests();
const ENROLLMENTS = '/t/agents/101/enrollments';
const searches = () =>
    sent
        .filter(request => request.url.startsWith(`${ENROLLMENTS}?`))
        .map(request => new URLSearchParams(request.url.split('?')[1]));
const monthSearches = () => searches().filter(query => !query.has('CustomerLastName'));
const narrowings = () => searches().filter(query => query.has('CustomerLastName'));

// Enrollment searches in flight, counted at the demo server: never more than 4 at once.
let inFlight = 0;
let peak = 0;
const isSearch = (request: Request) => new URL(request.url).pathname === ENROLLMENTS;
const started = ({ request }: { request: Request }) => {
    if (isSearch(request)) peak = Math.max(peak, ++inFlight);
};
const ended = ({ request }: { request: Request }) => {
    if (isSearch(request)) inFlight -= 1;
};
beforeEach(() => {
    inFlight = peak = 0;
    server.events.on('request:start', started);
    server.events.on('response:mocked', ended);
});
afterEach(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('response:mocked', ended);
});

const TEXT = {
    noSoa: 'No SOA on file',
    notCompleted: 'SOA never completed, or voided',
    completedAfter: 'SOA completed after the application',
    tooOld: 'SOA completed more than 12 months before',
};

const open = (path = '/scopes/check') =>
    renderScreen(<SoaCheckPage />, { portal: AGENT_MARIA, path, resource: 'scopes' });
const countOf = (label: string) =>
    screen.getByRole('button', { name: new RegExp(`^\\d+ ${label.replace(/[()]/g, '\\$&')}$`) });
const done = (checked: number) =>
    screen.findByText(`Checked ${checked} enrollments with an application received in these months`);

describe('the SOA check', () => {
    it('places each application of the last 12 months in its month, asks only about the doubtful ones, and counts each flag', async () => {
        const expected = await expectedCheck('101');
        open();
        await done(expected.rows.length);
        // Every flag shows in the demo data, with the count the rules give.
        for (const flag of SOA_FLAGS) {
            expect(expected.counts[flag]).toBeGreaterThan(0);
            expect(countOf(TEXT[flag])).toHaveTextContent(`${expected.counts[flag]} ${TEXT[flag]}`);
        }
        expect(screen.getByText('SOA completed in time').previousSibling).toHaveTextContent(
            String(expected.counts.pass)
        );
        // One search per month, then one per doubtful case: the calls grow with the doubtful cases only.
        expect(monthSearches()).toHaveLength(12);
        expect(
            monthSearches()
                .map(query => query.get('BeginningAgentReceivedAppDate'))
                .sort()
        ).toEqual(expected.months.map(month => `${month}-01`));
        expect(expected.questions).toBeGreaterThan(0);
        expect(narrowings()).toHaveLength(expected.questions);
        expect(peak).toBeLessThanOrEqual(4);
        const flagged = SOA_FLAGS.reduce((sum, flag) => sum + (expected.counts[flag] ?? 0), 0);
        expect(
            screen.getByRole('heading', {
                name: `${flagged} of ${expected.rows.length} enrollments need your attention`,
            })
        ).toBeInTheDocument();
    });

    it('shows the results chosen, kept in the address; each row leads to its enrollment, its customer’s SOAs and a request for them', async () => {
        const user = userEvent.setup();
        const expected = await expectedCheck('101');
        const { history } = open();
        await done(expected.rows.length);
        await user.click(countOf(TEXT.completedAfter));
        await waitFor(() =>
            expect(new URLSearchParams(history.location.search).getAll('flag')).toEqual(['completedAfter'])
        );
        const table = screen.getByRole('table', { name: 'Enrollments and their SOAs' });
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows).toHaveLength(expected.counts.completedAfter!);
        for (const row of rows) expect(row).toHaveTextContent(TEXT.completedAfter);
        const links = within(rows[0]).getAllByRole('link');
        const enrollmentId = links[0].getAttribute('href')!.match(/^\/enrollments\/(\d+)\?agentId=101$/)![1];
        expect(expected.byPolicy.get(Number(enrollmentId))).toBe('completedAfter');
        expect(links[1].getAttribute('href')).toMatch(/^\/scopes\?firstName=.+&lastName=.+&agentId=101$/);
        expect(links[1]).toHaveAccessibleName(/View the SOAs of /);
        const name = links[0].textContent!;
        const [first, ...last] = name.split(' ');
        const requestPath = `/scopes/request?${new URLSearchParams({ firstName: first, lastName: last.join(' ') })}&agentId=101`;
        // The application is taken: a new SOA cannot cover it, so the row leads to documenting it and to the next
        // appointment's SOA, never to "Request an SOA" as if that cured it.
        expect(within(rows[0]).queryByRole('link', { name: `Request an SOA for ${name}` })).toBeNull();
        expect(
            within(rows[0]).getByText('A new SOA cannot cover this application: document what happened.')
        ).toBeInTheDocument();
        expect(within(rows[0]).getByRole('link', { name: `Open the enrollment of ${name}` })).toHaveAttribute(
            'href',
            links[0].getAttribute('href')
        );
        expect(within(rows[0]).getByRole('link', { name: `Open the SOA of ${name}` })).toHaveAttribute(
            'href',
            links[1].getAttribute('href')
        );
        expect(
            within(rows[0]).getByRole('link', { name: `Request an SOA for the next appointment with ${name}` })
        ).toHaveAttribute('href', requestPath);

        await user.click(countOf(TEXT.noSoa));
        await waitFor(() =>
            expect(new URLSearchParams(history.location.search).getAll('flag')).toEqual(['noSoa', 'completedAfter'])
        );
        const both = within(table).getAllByRole('row').slice(1);
        expect(both).toHaveLength(expected.counts.noSoa! + expected.counts.completedAfter!);
        // With no SOA at all, requesting one is what there is to do.
        const noSoa = both.find(row => row.textContent?.includes(TEXT.noSoa))!;
        const noSoaName = within(noSoa).getAllByRole('link')[0].textContent!;
        expect(within(noSoa).getByRole('link', { name: `Request an SOA for ${noSoaName}` })).toBeInTheDocument();
        expect(within(noSoa).queryByRole('link', { name: /^Open the enrollment of / })).toBeNull();
    });

    it('offers an SOA completed more than 12 months before what fits it too, in English and Spanish', async () => {
        const expected = await expectedCheck('101');
        const { unmount } = open('/scopes/check?flag=tooOld');
        await done(expected.rows.length);
        const rows = within(screen.getByRole('table', { name: 'Enrollments and their SOAs' }))
            .getAllByRole('row')
            .slice(1);
        expect(rows).toHaveLength(expected.counts.tooOld!);
        for (const row of rows) {
            expect(within(row).queryByRole('link', { name: /^Request an SOA for (?!the next)/ })).toBeNull();
            expect(within(row).getByRole('link', { name: /^Open the enrollment of / })).toBeInTheDocument();
            expect(
                within(row).getByRole('link', { name: /^Request an SOA for the next appointment with / })
            ).toBeInTheDocument();
        }
        unmount();

        renderScreen(<SoaCheckPage />, {
            portal: AGENT_MARIA,
            path: '/scopes/check?flag=tooOld',
            resource: 'scopes',
            language: 'es',
        });
        await screen.findByText(
            `Se comprobaron ${expected.rows.length} inscripciones con una solicitud recibida en estos meses`
        );
        const [row] = within(screen.getByRole('table', { name: 'Inscripciones y sus SOA' }))
            .getAllByRole('row')
            .slice(1);
        expect(
            within(row).getByText('Un SOA nuevo no puede cubrir esta solicitud: documente lo que pasó.')
        ).toBeInTheDocument();
        expect(within(row).getByRole('link', { name: /^Abrir la inscripción de / })).toBeInTheDocument();
        expect(within(row).getByRole('link', { name: /^Abrir el SOA de / })).toBeInTheDocument();
        expect(
            within(row).getByRole('link', { name: /^Solicitar un SOA para la próxima cita con / })
        ).toBeInTheDocument();
    });

    it('saves the rows shown as a CSV file', async () => {
        const saved = stubDownloads();
        const user = userEvent.setup();
        const expected = await expectedCheck('101');
        open('/scopes/check?flag=tooOld');
        await done(expected.rows.length);
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        expect(saved).toEqual([
            expect.objectContaining({ name: expect.stringMatching(/^soa-check-\d{4}-\d{2}-\d{2}\.csv$/) }),
        ]);
    });

    it('checks another window from the address, one search per month', async () => {
        const to = shiftMonth(lastMonths(1).to, -12);
        const window = { from: shiftMonth(to, -2), to };
        const expected = await expectedCheck('101', window);
        open(`/scopes/check?from=${window.from}&to=${window.to}`);
        await done(expected.rows.length);
        expect(monthSearches()).toHaveLength(3);
        expect(narrowings()).toHaveLength(expected.questions);
    });

    it('checks only the policy types config.json names', async () => {
        applyConfig({ ...readRuntimeSettings({ soaPolicyTypes: ['Prescription Drug Plan'] }).settings! });
        const expected = await expectedCheck('101');
        expect(config.soaPolicyTypes).toEqual(['Prescription Drug Plan']);
        expect(expected.rows.every(row => row.PolicyType === 'Prescription Drug Plan')).toBe(true);
        open();
        await done(expected.rows.length);
    });
});

describe('the SOA check’s run', () => {
    it('stops on Cancel keeping what arrived, and checks the rest on demand', async () => {
        const user = userEvent.setup();
        const expected = await expectedCheck('101');
        const release = holdRequests('get', api(ENROLLMENTS));
        open();
        await user.click(await screen.findByRole('button', { name: 'Cancel' }));
        expect(
            await screen.findByText('Check stopped: the results below cover only what was searched.')
        ).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(/^SOA check stopped: 0 of 12 searches done$/);
        release();
        await user.click(screen.getByRole('button', { name: 'Check the rest' }));
        await done(expected.rows.length);
        expect(screen.queryByRole('button', { name: 'Check the rest' })).toBeNull();
        expect(screen.getByRole('status')).toHaveTextContent('SOA check complete');
    });
});

describe('the SOA check stopped while it narrows', () => {
    it('counts in its headline only the enrollments it decided, and says how many it did not', async () => {
        const user = userEvent.setup();
        const expected = await expectedCheck('101');
        holdRequests('get', api(ENROLLMENTS), request => new URL(request.url).searchParams.has('CustomerLastName'));
        open();
        // The narrowing questions start once every month has answered.
        await waitFor(() => expect(narrowings().length).toBeGreaterThan(0));
        await user.click(await screen.findByRole('button', { name: 'Cancel' }));
        const headline = await screen.findByRole('heading', { name: /enrollments? needs? your attention$/ });
        const [flagged, decided] = (headline.textContent ?? '').match(/\d+/g)!.map(Number);
        const unknown = expected.rows.length - decided;
        expect(unknown).toBeGreaterThan(0);
        expect(headline).toHaveAccessibleDescription(
            `Partial answer: result not known for ${unknown} enrollment${unknown === 1 ? '' : 's'}`
        );
        const flagCounts = SOA_FLAGS.map(flag => Number(countOf(TEXT[flag]).textContent!.match(/^\d+/)![0]));
        expect(flagCounts.reduce((sum, count) => sum + count, 0)).toBe(flagged);
        const passed = Number(screen.getByText('SOA completed in time').previousSibling!.textContent);
        expect(flagged + passed).toBe(decided);
    });
});

describe('what the SOA check says to screen readers', () => {
    it('speaks at the start, each quarter and the end, and says complete only once every application is placed', async () => {
        const expected = await expectedCheck('101');
        const said: string[] = [];
        // Whatever the run's status region says, from its first words (it comes with the results).
        const note = () => {
            for (const region of screen.queryAllByRole('status')) {
                const text = region.textContent ?? '';
                if (/^(Checking \d+ searches|SOA check)/.test(text) && text !== said.at(-1)) said.push(text);
            }
        };
        const observer = new MutationObserver(note);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        // One search answered at a time, each in a task of its own, as answers trickle in over a network.
        let turn = Promise.resolve();
        server.use(
            http.get(api(ENROLLMENTS), () => {
                turn = turn.then(() => new Promise(resolve => setTimeout(resolve, 0)));
                return turn.then(() => undefined);
            })
        );
        open();
        await done(expected.rows.length);
        await waitFor(() => expect(said.at(-1)).toBe('SOA check complete'));
        observer.disconnect();
        expect(said.length, said.join(' | ')).toBeLessThanOrEqual(5);
        expect(said.indexOf('SOA check complete')).toBe(said.length - 1);
    });
});

describe('the SOA check when a call fails', () => {
    it('names a month whose search failed, keeps the others’ results, and asks only that month again', async () => {
        const user = userEvent.setup();
        const expected = await expectedCheck('101');
        const failing = lastMonths(12).from;
        server.use(
            http.get(api(ENROLLMENTS), ({ request }) => {
                const query = new URL(request.url).searchParams;
                if (query.get('BeginningAgentReceivedAppDate') === `${failing}-01` && !query.has('CustomerLastName'))
                    return new HttpResponse(null, { status: 500 });
                return undefined;
            })
        );
        open();
        expect((await screen.findByText(/could not be searched/)).parentElement).toHaveTextContent(
            new Date(`${failing}-15`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
        );
        const missing = expected.rows.filter(row => row.AgentReceivedAppDate.startsWith(failing)).length;
        await done(expected.rows.length - missing);
        expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleDescription(
            'Partial answer: 1 of 12 months not searched'
        );
        server.resetHandlers();
        const before = sent.length;
        await user.click(screen.getByRole('button', { name: 'Check the rest' }));
        await done(expected.rows.length);
        expect(screen.queryByText(/could not be searched/)).toBeNull();
        const again = sent
            .slice(before)
            .filter(request => request.url.startsWith(`${ENROLLMENTS}?`) && !request.url.includes('CustomerLastName'));
        expect(
            again.map(request => new URLSearchParams(request.url.split('?')[1]).get('BeginningAgentReceivedAppDate'))
        ).toEqual([`${failing}-01`]);
    });

    it('names an enrollment whose placing failed, keeps the others’ results, and asks only it again', async () => {
        const user = userEvent.setup();
        const expected = await expectedCheck('101');
        let failed = '';
        server.use(
            http.get(api(ENROLLMENTS), ({ request }) => {
                const last = new URL(request.url).searchParams.get('CustomerLastName');
                if (!last || (failed && failed !== last)) return undefined;
                failed = last;
                return new HttpResponse(null, { status: 500 });
            })
        );
        open();
        const alert = await screen.findByText(/could not be placed within their month/);
        expect(alert.parentElement).toHaveTextContent(failed);
        // Only the enrollments judged are counted as checked; those not placed are counted beside the headline.
        const unknown = within(alert.parentElement!).getAllByRole('link').length;
        await done(expected.rows.length - unknown);
        const headline = screen.getByRole('heading', { level: 2 });
        expect(headline).toHaveTextContent(new RegExp(`of ${expected.rows.length - unknown} enrollments need`));
        expect(headline).toHaveAccessibleDescription(
            `Partial answer: result not known for ${unknown} enrollment${unknown === 1 ? '' : 's'}`
        );
        server.resetHandlers();
        const before = sent.length;
        await user.click(screen.getByRole('button', { name: 'Check the rest' }));
        await waitFor(() => expect(screen.queryByText(/could not be placed/)).toBeNull());
        const again = sent.slice(before).filter(request => request.url.includes('CustomerLastName'));
        expect(
            new Set(again.map(request => new URLSearchParams(request.url.split('?')[1]).get('CustomerLastName')))
        ).toEqual(new Set([failed]));
    });

    it('says the SOAs could not be loaded, with Try again, instead of any verdict', async () => {
        const user = userEvent.setup();
        server.use(
            http.get(api('/t/v2/agents/101/scopes'), () => new HttpResponse(null, { status: 500 }), { once: true })
        );
        open();
        expect(
            await screen.findByText('Your SOAs could not be loaded, so no enrollment can be checked.')
        ).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByRole('table', { name: 'Enrollments and their SOAs' })).toBeInTheDocument();
    });
});
