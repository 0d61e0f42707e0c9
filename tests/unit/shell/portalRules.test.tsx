import { render, screen, waitFor, within } from '@testing-library/react';
import { Pagination } from '@mui/material';
import { http, HttpResponse } from 'msw';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { LocalizedComponents } from '../../../src/layout/LocalizedComponents';
import { portalStore } from '../../../src/portal/portalStore';
import { AGENCY_SUNSHINE, AGENT_MARIA, expectLoggedErrors, renderApp } from '../harness';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('legacy addresses', () => {
    it('keep the portal they name over the stored one', async () => {
        const { history } = renderApp('/Agent/Home?agentId=102', { portal: AGENT_MARIA });
        expect(await heading('Home')).toBeInTheDocument();
        expect(await screen.findByText('You are working as the agent James Carter.')).toBeInTheDocument();
        expect(history.location.pathname).toBe('/');
        expect(history.location.search).toBe('?agentId=102');
        expect(portalStore.get()).toMatchObject({ id: '102', type: 'agent' });
    });
});

describe('pages of one portal type', () => {
    it('tell an agency portal that the page is for agent portals, inside the shell', async () => {
        renderApp('/scopes', { portal: AGENCY_SUNSHINE });
        expect(await heading('Access denied')).toBeInTheDocument();
        expect(screen.getByText(/This page is for agent portals only/)).toBeInTheDocument();
        expect(screen.queryByText(/not among the agents and agencies/)).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Switch portal' })).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: 'Producers' })).toBeInTheDocument();
    });
});

describe('a 403 on one dropdown', () => {
    it('stays that dropdown’s error, not the unauthorized page', async () => {
        expectLoggedErrors();
        server.use(http.get('*/t/agencies/201/insurers', () => new HttpResponse(null, { status: 403 })));
        const { history } = renderApp('/producers', { portal: AGENCY_SUNSHINE });
        expect(await screen.findByText('Error loading insurers')).toBeInTheDocument();
        expect(history.location.pathname).toBe('/producers');
        expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument();
    });
});

describe('portal selection', () => {
    it('opens the search on a type that has portals', async () => {
        const agencies = Object.fromEntries(
            Array.from({ length: 10 }, (_, index) => [String(300 + index), `Agency ${index}`])
        );
        server.use(
            http.get('*/t/agents/my/permissions', () =>
                HttpResponse.json({ Id: 7, Name: 'Dana Demo', ViewableAgentList: {}, ViewableAgencyList: agencies })
            )
        );
        renderApp('/portals');
        await screen.findByRole('searchbox', { name: 'Search by name or id' });
        expect(screen.getByRole('button', { name: 'Agencies', pressed: true })).toBeInTheDocument();
        expect(screen.getByText('10 portals shown')).toBeInTheDocument();
        expect(screen.queryByText('No portals found')).not.toBeInTheDocument();
    });

    it("keeps 'No portals found' for a user without portals and links to the not-a-user help", async () => {
        renderApp('/portals', { scenario: 'no-portals' });
        expect(await screen.findByText('No portals found')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Why do I have no portals?' })).toHaveAttribute(
            'href',
            '/unrecognized-user'
        );
    });
});

describe('the header', () => {
    it('leads home from its title, keeping the portal', async () => {
        renderApp('/licenses', { portal: AGENT_MARIA });
        const banner = await screen.findByRole('banner');
        await waitFor(() =>
            expect(within(banner).getByRole('link', { name: 'Producer Hub' })).toHaveAttribute('href', '/?agentId=101')
        );
    });
});

describe('pagination', () => {
    it.each([
        ['en', 'Pagination'],
        ['es', 'Paginación'],
    ] as const)('is labelled from the catalogue in %s', async (language, label) => {
        render(
            <AdminContext i18nProvider={createI18nProvider(language)}>
                <LocalizedComponents>
                    <Pagination count={3} />
                </LocalizedComponents>
            </AdminContext>
        );
        expect(await screen.findByRole('navigation', { name: label })).toBeInTheDocument();
        expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).not.toBeInTheDocument();
    });
});
