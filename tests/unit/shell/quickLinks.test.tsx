import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { QuickLinks } from '../../../src/layout/QuickLinks';
import { AGENCY_SUNSHINE, AGENT_MARIA, recordRequests, renderScreen, silenceExpectedErrors } from '../harness';

const sent = recordRequests();
silenceExpectedErrors();

const openPopover = async (portal = AGENT_MARIA) => {
    renderScreen(<QuickLinks />, { portal, path: '/', resource: 'contracts' });
    await userEvent.setup().click((await screen.findAllByRole('button', { name: 'Quick links' }))[0]);
    return screen.findByRole('dialog', { name: 'Quick links' });
};

describe('quick links popover', () => {
    it('lists the tools, each opening in a new tab with rel="noopener noreferrer"', async () => {
        const popover = await openPopover();
        const connecture = await within(popover).findByRole('link', { name: /^Connecture quoting/ });
        // Captive: as it is. Non-captive: the connection claim added.
        expect(connecture).toHaveAttribute('href', 'https://connecture.example.com/sso/agents/101');
        const sunfire = await within(popover).findByRole('link', { name: /^Sunfire quoting/ });
        expect(sunfire).toHaveAttribute(
            'href',
            'https://sunfire.example.com/sso/agents/101?connection=demo-connection'
        );
        for (const name of [/^Analytics/, /^Certification information/, /^Training calendar/])
            expect(within(popover).getByRole('link', { name })).toHaveAttribute(
                'href',
                expect.stringMatching(/^https:/)
            );
        for (const link of within(popover).getAllByRole('link')) {
            expect(link).toHaveAttribute('target', '_blank');
            expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
    });

    it('calls both tools of the portal once, and again never in the session', async () => {
        await openPopover(AGENCY_SUNSHINE);
        await screen.findByRole('link', { name: /^Sunfire quoting/ });
        const user = userEvent.setup();
        await user.keyboard('{Escape}');
        await user.click((await screen.findAllByRole('button', { name: 'Quick links' }))[0]);
        expect(await screen.findByRole('link', { name: /^Sunfire quoting/ })).toBeInTheDocument();
        const calls = sent.map(request => request.url).filter(url => /connecture|sunfire/.test(url));
        expect(calls.sort()).toEqual(['/t/agencies/201/connecture', '/t/agencies/201/sunfire']);
    });

    it('one tool failing leaves the others usable, with its own short text', async () => {
        server.use(http.get('*/t/agents/:id/sunfire', () => new HttpResponse(null, { status: 500 })));
        const popover = await openPopover();
        expect(await within(popover).findByText('Could not load this link. Try again later.')).toBeInTheDocument();
        expect(within(popover).queryByRole('link', { name: /^Sunfire quoting/ })).not.toBeInTheDocument();
        expect(await within(popover).findByRole('link', { name: /^Connecture quoting/ })).toBeInTheDocument();
        expect(within(popover).getByRole('link', { name: /^Analytics/ })).toBeInTheDocument();
    });

    it('an address that is not https is shown as not available, never as a link', async () => {
        server.use(
            http.get('*/t/agents/:id/connecture', () =>
                HttpResponse.json({ sso_url: 'javascript:alert(1)', is_captive: true })
            )
        );
        const popover = await openPopover();
        await within(popover).findByRole('link', { name: /^Sunfire quoting/ });
        expect(within(popover).queryByRole('link', { name: /^Connecture quoting/ })).not.toBeInTheDocument();
        expect(within(popover).getByText('Not available')).toBeInTheDocument();
    });
});
