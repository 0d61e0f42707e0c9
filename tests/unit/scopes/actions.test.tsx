import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { scopesOf } from '../../../mocks/db/scopes';
import { browserLocation, isHttpsUrl } from '../../../resources/scopes/api';
import { ScopeList } from '../../../resources/scopes/ScopeList';
import { ACTIONS_BY_STATUS, actionsFor, SOA_STATUSES } from '../../../resources/scopes/types';
import {
    AGENT_MARIA,
    answerAfterHandling,
    holdRequests,
    recordRequests,
    renderScreen,
    silenceExpectedErrors,
    stubDownloads,
} from '../harness';

const sent = recordRequests();
const listCalls = () => sent.filter(call => call.method === 'GET' && call.url.includes('/scopes?'));

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const buttonsOf = (row: HTMLElement) =>
    within(row)
        .queryAllByRole('button')
        .map(button => button.textContent);

const openList = async () => {
    const user = userEvent.setup();
    renderScreen(<ScopeList />, { portal: AGENT_MARIA, path: '/scopes' });
    await within(await screen.findByRole('table')).findAllByRole('button', { name: /^Void the SOA of / });
    return { user };
};

/** The first row of the first page with this status, and its SOA. */
const rowWith = (status: string) => {
    const index = scopesOf('101').findIndex(soa => soa.status === status);
    return { row: rows()[index], soa: scopesOf('101')[index] };
};

silenceExpectedErrors();

describe('SOA actions by status', () => {
    it('follow the product’s table for all six statuses, and none for an unknown one', () => {
        expect(Object.fromEntries(SOA_STATUSES.map(status => [status, actionsFor(status)]))).toEqual({
            Sent: ['resend', 'void'],
            'Client Viewed': ['resend', 'void'],
            'Client Signed': ['signNow', 'void', 'download'],
            'Agent Viewed': ['signNow', 'void', 'download'],
            Completed: ['download'],
            Voided: [],
        });
        expect(Object.keys(ACTIONS_BY_STATUS).sort()).toEqual([...SOA_STATUSES].sort());
        expect(actionsFor('Archived')).toEqual([]);
    });

    it('show on each row exactly the buttons of its status', async () => {
        await openList();
        const expected: Record<string, string[]> = {
            Sent: ['Resend', 'Void'],
            'Client Viewed': ['Resend', 'Void'],
            'Client Signed': ['Sign now', 'Void', 'Download'],
            'Agent Viewed': ['Sign now', 'Void', 'Download'],
            Completed: ['Download'],
            Voided: [],
        };
        for (const status of SOA_STATUSES) {
            const { row } = rowWith(status);
            expect(row).toHaveTextContent(status);
            expect(buttonsOf(row), status).toEqual(expected[status]);
        }
    });
});

describe('Sign now', () => {
    it('asks for an agent signing session returning to this list, then goes to its https address', async () => {
        const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
        const { user } = await openList();
        const { row, soa } = rowWith('Client Signed');
        await user.click(within(row).getByRole('button', { name: /^Sign now/ }));
        await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
        const call = sent.find(request => request.url.endsWith(`/scopes/${soa.id}/signing-url`))!;
        expect(call.method).toBe('POST');
        expect(await call.request.json()).toEqual({
            role: 'agent',
            return_url: `${window.location.origin}/scopes?agentId=101`,
        });
        expect(assign.mock.calls[0][0]).toMatch(new RegExp(`^https://sign\\.example\\.com/soa/${soa.id}\\?`));
        // On its way out, the row's buttons wait.
        await waitFor(() =>
            within(row)
                .getAllByRole('button')
                .forEach(button => expect(button).toBeDisabled())
        );
    });

    it.each([
        ['an http address', 'http://sign.example.com/soa/1'],
        ['a script', 'javascript:alert(1)'],
        ['a relative path', '/soa/1'],
        ['no address', ''],
    ])('never goes to %s: it fails as the call would', async (_what, url) => {
        const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
        server.use(http.post('*/t/v2/agents/101/scopes/:soaId/signing-url', () => HttpResponse.json({ url })));
        const { user } = await openList();
        await user.click(within(rowWith('Agent Viewed').row).getByRole('button', { name: /^Sign now/ }));
        expect(await screen.findByText('Failed to generate SOA signing session')).toBeInTheDocument();
        expect(assign).not.toHaveBeenCalled();
    });

    it('takes only absolute https addresses', () => {
        expect(isHttpsUrl('https://sign.example.com/a?b=c')).toBe(true);
        for (const url of ['http://x.test', 'HTTPS:/', 'javascript:void(0)', '//evil.test/x', 'ftp://x', '', null, 7])
            expect(isHttpsUrl(url), String(url)).toBe(false);
    });
});

describe('Void', () => {
    it('asks first; once confirmed, the row shows Voided without the list being loaded again', async () => {
        const { user } = await openList();
        const { row, soa } = rowWith('Sent');
        const name = `${soa.first_name} ${soa.last_name}`;
        await user.click(within(row).getByRole('button', { name: `Void the SOA of ${name}` }));
        const dialog = await screen.findByRole('dialog', { name: 'Void this SOA?' });
        expect(dialog).toHaveTextContent(name);
        await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(sent.filter(call => call.url.endsWith('/voids'))).toEqual([]);

        await user.click(within(row).getByRole('button', { name: `Void the SOA of ${name}` }));
        const release = holdRequests('post', '*/t/v2/agents/101/scopes/:soaId/voids');
        await user.click(
            within(await screen.findByRole('dialog', { name: 'Void this SOA?' })).getByRole('button', {
                name: 'Void SOA',
            })
        );
        // While the call runs, none of the row's actions can fire.
        await waitFor(() =>
            within(row)
                .getAllByRole('button')
                .forEach(button => expect(button).toBeDisabled())
        );
        release();
        expect(await screen.findByText('SOA voided successfully')).toBeInTheDocument();
        await waitFor(() => expect(row).toHaveTextContent('Voided'));
        expect(buttonsOf(row)).toEqual([]);
        expect(sent.filter(call => call.url.endsWith(`/scopes/${soa.id}/voids`))).toHaveLength(1);
        expect(listCalls()).toHaveLength(1);
    });

    it('shows Voided when the server takes it but answers no SOA (null)', async () => {
        answerAfterHandling('post', '*/t/v2/agents/101/scopes/:soaId/voids', null);
        const { user } = await openList();
        const { row } = rowWith('Client Viewed');
        await user.click(within(row).getByRole('button', { name: /^Void the SOA/ }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Void SOA' }));
        expect(await screen.findByText('SOA voided successfully')).toBeInTheDocument();
        await waitFor(() => expect(row).toHaveTextContent('Voided'));
        expect(screen.queryByText('Failed to void SOA')).not.toBeInTheDocument();
    });

    it('says so when it fails, and the row stays as it was', async () => {
        server.use(http.post('*/t/v2/agents/101/scopes/:soaId/voids', () => new HttpResponse(null, { status: 500 })));
        const { user } = await openList();
        const { row } = rowWith('Client Viewed');
        await user.click(within(row).getByRole('button', { name: /^Void the SOA/ }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Void SOA' }));
        expect(await screen.findByText('Failed to void SOA')).toBeInTheDocument();
        expect(row).toHaveTextContent('Client Viewed');
        expect(screen.queryByText('SOA voided successfully')).not.toBeInTheDocument();
    });
});

describe('Resend', () => {
    it('sends the SOA again', async () => {
        const { user } = await openList();
        const { row, soa } = rowWith('Client Viewed');
        await user.click(within(row).getByRole('button', { name: /^Resend/ }));
        expect(await screen.findByText('SOA resent successfully')).toBeInTheDocument();
        const call = sent.find(request => request.url.endsWith(`/scopes/${soa.id}/request`))!;
        expect(call.method).toBe('PATCH');
        await waitFor(() => expect(row).toHaveTextContent('Sent'));
    });

    it('sent again when the server takes it but answers no SOA ({}): the row as the list now has it', async () => {
        answerAfterHandling('patch', '*/t/v2/agents/101/scopes/:soaId/request', {});
        const { user } = await openList();
        const index = scopesOf('101').findIndex(soa => soa.status === 'Client Viewed');
        await user.click(within(rows()[index]).getByRole('button', { name: /^Resend/ }));
        expect(await screen.findByText('SOA resent successfully')).toBeInTheDocument();
        await waitFor(() => expect(rows()[index]).toHaveTextContent('Sent'));
        expect(listCalls()).toHaveLength(2);
        expect(screen.queryByText('Failed to resend SOA')).not.toBeInTheDocument();
    });

    it('says it failed on a server error, never that it was sent', async () => {
        server.use(
            http.patch('*/t/v2/agents/101/scopes/:soaId/request', () => new HttpResponse(null, { status: 500 }))
        );
        const { user } = await openList();
        const { row } = rowWith('Sent');
        await user.click(within(row).getByRole('button', { name: /^Resend/ }));
        expect(await screen.findByText('Failed to resend SOA')).toBeInTheDocument();
        expect(screen.queryByText('SOA resent successfully')).not.toBeInTheDocument();
        await waitFor(() =>
            within(row)
                .getAllByRole('button')
                .forEach(button => expect(button).toBeEnabled())
        );
    });
});

describe('Download', () => {
    it('saves the pdf with the pending and success toasts, the row waiting meanwhile', async () => {
        const downloads = stubDownloads();
        const { user } = await openList();
        const { row, soa } = rowWith('Completed');
        const release = holdRequests('get', '*/t/v2/agents/101/scopes/:soaId/pdf');
        await user.click(within(row).getByRole('button', { name: /^Download the SOA/ }));
        expect(await screen.findByText('Downloading SOA...')).toBeInTheDocument();
        await waitFor(() => expect(within(row).getByRole('button')).toBeDisabled());
        release();
        expect(await screen.findByText('SOA downloaded successfully')).toBeInTheDocument();
        expect(downloads.map(file => [file.name, file.type])).toEqual([
            [`SOA-${soa.id}-${soa.last_name}.pdf`, 'application/pdf'],
        ]);
    });

    it('says it failed', async () => {
        server.use(http.get('*/t/v2/agents/101/scopes/:soaId/pdf', () => new HttpResponse(null, { status: 404 })));
        const { user } = await openList();
        await user.click(within(rowWith('Agent Viewed').row).getByRole('button', { name: /^Download/ }));
        expect(await screen.findByText('Failed to download SOA')).toBeInTheDocument();
    });
});
