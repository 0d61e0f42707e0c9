import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { request } from '../../../src/api/httpClient';
import { applyConfig, readRuntimeSettings } from '../../../src/config';
import { QuickLinks } from '../../../src/layout/QuickLinks';
import { AGENT_MARIA, renderScreen } from '../harness';

/** As main.tsx does once config.json is read: after every module of the app has been loaded. */
const applyFile = (raw: unknown) => applyConfig(readRuntimeSettings(raw).settings!);

// Each test starts with the defaults again (tests/unit/setup.ts).
describe('settings applied from config.json after the app has loaded', () => {
    it('reach the one HTTP client: base URL and client id header', async () => {
        let seen: Request | undefined;
        server.use(
            http.get('https://api.agency.test/api/feeds/news', ({ request: sent }) => {
                seen = sent;
                return HttpResponse.json([]);
            })
        );
        applyFile({ apiBaseUrl: 'https://api.agency.test/', clientIdHeader: 'X-Agency-Client', clientId: 'agency' });
        await request('/api/feeds/news', { anonymous: true });
        expect(seen?.headers.get('X-Agency-Client')).toBe('agency');
    });

    it("reach the header's quick links", async () => {
        applyFile({ quickLinks: { analyticsUrl: 'https://bi.agency.test/' } });
        renderScreen(<QuickLinks />, { portal: AGENT_MARIA, path: '/', resource: 'contracts' });
        await userEvent.setup().click((await screen.findAllByRole('button', { name: 'Quick links' }))[0]);
        const popover = await screen.findByRole('dialog', { name: 'Quick links' });
        expect(await within(popover).findByRole('link', { name: /^Analytics/ })).toHaveAttribute(
            'href',
            'https://bi.agency.test/'
        );
        await within(popover).findByRole('link', { name: /^Sunfire quoting/ });
    });
});
