import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { api } from '../../../mocks/handlers/shared';
import { ExpiringPage } from '../../../resources/expiring/ExpiringPage';
import { ExpiryCard } from '../../../resources/expiring/ExpiryCard';
import { loadDownlineContracts, wasCapped } from '../../../resources/expiring/useForecast';
import { AGENT_MARIA, renderScreen } from '../harness';

describe('a list the forecast reads, cut at the API’s row limit', () => {
    it.each([
        ['the too-many-results flag', { data: [1, 2], total: 2, meta: { tooManyResults: true } }, true],
        ['a total above the rows read', { data: [1, 2], total: 10_001 }, true],
        ['every row read', { data: [1, 2], total: 2 }, false],
        ['a flag that says no', { data: [1], total: 1, meta: { tooManyResults: false } }, false],
        ['no total', { data: [1] }, false],
        ['no answer yet', undefined, false],
    ] as const)('%s: capped %s', (_name, answer, capped) => {
        expect(wasCapped(answer)).toBe(capped);
    });

    it('says so from any page of the downline contract rows', async () => {
        const pages = [
            { data: Array.from({ length: 100 }, (_, id) => ({ id, agent_id: 1, insurer_name: 'A' })), total: 10_000 },
            { data: [{ id: 100, agent_id: 2, insurer_name: 'B' }], total: 10_000, meta: { tooManyResults: true } },
        ];
        const dataProvider = {
            getList: (_resource: string, { pagination }: { pagination: { page: number } }) =>
                Promise.resolve(pages[pagination.page - 1] ?? { data: [], total: 10_000 }),
        };
        const { byProducer, capped } = await loadDownlineContracts(dataProvider as unknown as DataProvider);
        expect(capped).toBe(true);
        expect(byProducer.get('2')).toHaveLength(1);
    });
});

const CAPPED =
    'One of the lists the forecast reads has more rows than the portal can load (10,000): the forecast may be incomplete.';

describe('the forecast page and its dashboard card when a list was capped', () => {
    it.each([
        ['the page', <ExpiringPage key="page" />],
        ['the dashboard card', <ExpiryCard key="card" />],
    ])('%s says the forecast may be incomplete', async (_name, shown) => {
        // 10,001 licenses, none within 90 days: the list's one page of 10,000 holds less than the total.
        const licenses = Array.from({ length: 10_001 }, (_, index) => ({
            Id: index + 1,
            StateProvince: 'TX',
            LicenseNumber: `L${index + 1}`,
            LicenseType: 'Life',
            IsResidentLicense: false,
            ExpirationDate: '2099-01-01T00:00:00',
        }));
        server.use(http.get(api('/t/agents/101/licenses'), () => HttpResponse.json(licenses)));
        renderScreen(shown, { portal: AGENT_MARIA, path: '/expiring' });
        expect(await screen.findByText(CAPPED)).toBeInTheDocument();
    });
});
