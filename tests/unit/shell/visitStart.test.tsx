import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { startVisit } from '../../../src/startup/startVisit';
// The app's routes (the areas' lazy pages and their first calls) are registered when the app's modules load.
import '../../../src/App';
import { statementsOf } from '../../../mocks/db/statements';
import { AGENCY_SUNSHINE, AGENT_MARIA, holdRequests, recordRequests, renderApp, signInAs } from '../harness';

const SIGN_IN = ['GET /api/user', 'GET /t/agents/my/permissions'];

describe("a visit's first calls", () => {
    const sent = recordRequests();
    const calls = () => sent.map(request => `${request.method} ${request.url}`);

    it("a deep link's first call and the sign-in calls go out together: none waits for another's answer", async () => {
        signInAs();
        const release = [
            holdRequests('get', '*/api/user'),
            holdRequests('get', '*/t/agents/my/permissions'),
            holdRequests('get', '*/t/agents/101/contracts'),
        ];
        startVisit('/contracts', '?agentId=101');
        await waitFor(() =>
            expect(calls().sort()).toEqual(['GET /t/agents/101/contracts?Filter=Active', ...SIGN_IN].sort())
        );
        release.forEach(open => open());
    });

    it("the dashboard's own calls go out with the sign-in calls, before any of them answers", async () => {
        signInAs();
        const release = [holdRequests('get', '*/api/user'), holdRequests('get', '*/t/agents/my/permissions')];
        startVisit('/', '?agentId=101');
        await waitFor(() =>
            expect(calls().sort()).toEqual(
                [
                    ...SIGN_IN,
                    'GET /t/alerts',
                    'GET /t/agents/101/enrollments/recent?maxResults=10',
                    'GET /t/agents/101/accountmanager',
                    'GET /t/agents/101/dashboard',
                    'GET /api/content/calendar',
                ].sort()
            )
        );
        release.forEach(open => open());
    });

    it("an enrollment search's calls go out with the sign-in calls, and the list takes them: no call twice", async () => {
        signInAs();
        const address = '/enrollments?agentId=101&last=a&activeOnly=true&sort=EffectiveDate&order=DESC';
        const [pathname, search] = address.split('?');
        const release = [holdRequests('get', '*/api/user'), holdRequests('get', '*/t/agents/my/permissions')];
        const listCalls = () => calls().filter(call => call.startsWith('GET /t/agents/101/enrollments'));
        const asked = [
            'GET /t/agents/101/enrollmentsearchform',
            'GET /t/agents/101/enrollments?CustomerLastName=a&ActiveOnly=true&page=1&pageSize=25&sort=EffectiveDate-desc',
        ].sort();
        startVisit(pathname, `?${search}`);
        await waitFor(() => expect(listCalls().sort()).toEqual(asked));
        release.forEach(open => open());
        renderApp(address, { portal: AGENT_MARIA });
        expect(await screen.findByRole('heading', { level: 1, name: 'Enrollments' })).toBeInTheDocument();
        await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
        expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
        expect(listCalls().sort()).toEqual(asked);
    });

    it("a statement's calls go out with the sign-in calls, its lists by the portal's kind, and the page takes them", async () => {
        signInAs();
        const statementCalls = (owner: string) => calls().filter(call => call.startsWith(`GET /t/${owner}`));
        const agent = statementsOf('agent', '101')[0].PaymentRunId;
        const agency = statementsOf('agency', '201')[0].PaymentRunId;
        const lists = (path: string, types: string[]) =>
            [path, ...types.flatMap(type => [`${path}/payments/${type}/processed`, `${path}/payments/${type}/onhold`])]
                .map(url => `GET ${url}`)
                .sort();
        const release = [holdRequests('get', '*/api/user'), holdRequests('get', '*/t/agents/my/permissions')];
        startVisit(`/statements/${agent}`, '?agentId=101');
        startVisit(`/statements/${agency}`, '?agencyId=201');
        const asked = {
            agent: lists(`/t/agentstatements/101/${agent}`, ['commissions']),
            agency: lists(`/t/agencystatements/201/${agency}`, ['commissions', 'overrides']),
        };
        await waitFor(() => expect(statementCalls('agentstatements').sort()).toEqual(asked.agent));
        await waitFor(() => expect(statementCalls('agencystatements').sort()).toEqual(asked.agency));
        release.forEach(open => open());
        renderApp(`/statements/${agency}?agencyId=201`, { portal: AGENCY_SUNSHINE });
        const overrides = await screen.findByRole('region', { name: 'Override payments' });
        await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
        expect(within(overrides).getByRole('tab', { name: /Processed/ })).toBeInTheDocument();
        expect(statementCalls('agencystatements').sort()).toEqual(asked.agency);
    });

    it('the auth provider takes the sign-in answers started early: each call once', async () => {
        signInAs();
        startVisit('/preferences', '');
        const auth = createAuthProvider();
        await auth.checkAuth({});
        await auth.getPermissions?.({});
        expect(calls()).toEqual(SIGN_IN);
    });

    it("the dashboard's cards take the answers started early: no call twice", async () => {
        signInAs();
        startVisit('/', '?agentId=101');
        renderApp('/?agentId=101', { portal: AGENT_MARIA });
        await screen.findByText('Home', { selector: 'h1' });
        await waitFor(() => expect(calls()).toContain('GET /t/agents/101/dashboard'));
        await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
        const twice = calls().filter((call, index) => calls().indexOf(call) !== index);
        expect(twice).toEqual([]);
    });

    it("an early call that fails is its card's error, never an unhandled one", async () => {
        signInAs();
        server.use(http.get('*/t/agents/101/dashboard', () => new HttpResponse(null, { status: 500 })));
        startVisit('/', '?agentId=101');
        renderApp('/?agentId=101', { portal: AGENT_MARIA });
        expect(await screen.findByText('Error loading dashboard')).toBeInTheDocument();
        expect(calls().filter(call => call === 'GET /t/agents/101/dashboard')).toHaveLength(1);
    });
});
