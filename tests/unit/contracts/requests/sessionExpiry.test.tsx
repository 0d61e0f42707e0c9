import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faultState } from '../../../../mocks/faults/state';
import { parseFaultRule } from '../../../../mocks/faults/rules';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp, silenceExpectedErrors } from '../../harness';
import { back, chooseUpline, next, stepHeading } from './wizard';

// A session that expires between two steps: the next step's lookup answers 401. The wizard stays as it was,
// the session-expired dialog offers to sign in again, and the lookup loads again once the user is back.

silenceExpectedErrors();

const expireOnce = (call: string) => faultState.add([parseFaultRule(`${call} 401 once`)!]);

const backToPage = async () => {
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Back to the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('a session that expires between wizard steps', () => {
    it('the contract options: the dialog, the wizard as it was, the options once back', async () => {
        const user = userEvent.setup();
        const { history } = renderApp('/contracts/request?agentId=101', { portal: AGENT_MARIA });
        await chooseUpline(user, 'Sunshine Benefits Group');
        expireOnce('GET /t/agencies/*/contractoptions');
        await next(user);
        await backToPage();
        expect(history.location.pathname).toBe('/contracts/request');
        await stepHeading('Contracts and states');
        expect(await screen.findAllByRole('checkbox', { name: /\(/ })).not.toEqual([]);
        expect(screen.queryByText('Error loading contracts')).toBeNull();
        await back(user);
        expect(await screen.findByRole('radio', { name: /^Sunshine Benefits Group/ })).toBeChecked();
    });

    it('the upline choices after a new agent’s details: the details kept, the choices once back', async () => {
        const user = userEvent.setup();
        const { history } = renderApp('/contracts/downlinerequest?agencyId=201', { portal: AGENCY_SUNSHINE });
        await stepHeading('Agent');
        await user.click(screen.getByRole('radio', { name: /^A new agent/ }));
        await next(user);
        await stepHeading('Agent details');
        await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Lena');
        await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Ortiz');
        await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'lena@example.com');
        await user.type(screen.getByRole('textbox', { name: /^NPN/ }), '778899');
        expireOnce('GET /t/v2/agencies/*/downlines');
        await next(user);
        await backToPage();
        expect(history.location.pathname).toBe('/contracts/downlinerequest');
        await chooseUpline(user, 'Sunshine Benefits Group');
        await back(user);
        await stepHeading('Agent details');
        expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Lena');
        expect(screen.getByRole('textbox', { name: /^NPN/ })).toHaveValue('778899');
    });

    it('the uplines after Next with the first step as it started: the dialog, then the uplines once back', async () => {
        const user = userEvent.setup();
        const { history } = renderApp('/contracts/request?agencyId=201', { portal: AGENCY_SUNSHINE });
        await stepHeading('Who for');
        expireOnce('GET /t/agencies/*/uplines');
        await next(user);
        await backToPage();
        expect(history.location.pathname).toBe('/contracts/request');
        await chooseUpline(user, 'National Senior Marketing Partners');
    });
});
