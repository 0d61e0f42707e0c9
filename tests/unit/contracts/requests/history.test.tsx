import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AGENCY_SUNSHINE, AGENT_MARIA } from '../../harness';
import { back, chooseUpline, next, openDownlineRequest, openRequest, stepHeading, waitForFormLists } from './wizard';

// The wizard's steps are entries of the browser history: Back and Forward move between them with everything
// kept and without asking to leave; the address keeps the step and the ids chosen, nothing typed, no name.

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

const NEW_AGENCY = {
    name: 'Bright Path Advisors',
    npn: '445566',
    first: 'Lena',
    last: 'Ortiz',
    email: 'lena@example.com',
};

const fillNewAgency = async (user: UserEvent) => {
    await user.type(textbox(/^Agency name/), NEW_AGENCY.name);
    await user.type(screen.getAllByRole('textbox', { name: /^NPN/ })[0], NEW_AGENCY.npn);
    await user.type(textbox(/^First name/), NEW_AGENCY.first);
    await user.type(textbox(/^Last name/), NEW_AGENCY.last);
    await user.type(textbox(/^Email/), NEW_AGENCY.email);
    await user.type(screen.getAllByRole('textbox', { name: /^NPN/ })[1], '778899');
};

/** Everything a page could have kept about the person: the address and both storages. */
const keptAnywhere = (history: { location: { search: string } }) =>
    [
        decodeURIComponent(history.location.search),
        JSON.stringify({ ...localStorage }),
        JSON.stringify({ ...sessionStorage }),
    ].join(' ');

describe('the contract request wizard in the browser history', () => {
    it('Back and Forward move between steps with everything kept, never asking; the address holds no personal data', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const user = userEvent.setup();
        const { history } = openRequest(AGENCY_SUNSHINE);
        await stepHeading('Who for');
        await user.click(screen.getByRole('radio', { name: /^A new agency/ }));
        await next(user);
        await stepHeading('Agency details');
        expect(new URLSearchParams(history.location.search).get('step')).toBe('agencyDetails');
        await fillNewAgency(user);
        await next(user);
        await chooseUpline(user, 'Sunshine Benefits Group');
        const search = new URLSearchParams(history.location.search);
        expect(Object.fromEntries(search)).toEqual({
            agencyId: '201',
            step: 'upline',
            target: 'newAgency',
            uplineId: '201',
        });
        for (const typed of [NEW_AGENCY.name, NEW_AGENCY.npn, NEW_AGENCY.first, NEW_AGENCY.email, 'Lena'])
            expect(keptAnywhere(history)).not.toContain(typed);

        act(() => history.go(-1));
        await stepHeading('Agency details');
        expect(textbox(/^Agency name/)).toHaveValue(NEW_AGENCY.name);
        act(() => history.go(-1));
        await stepHeading('Who for');
        expect(screen.getByRole('radio', { name: /^A new agency/ })).toBeChecked();
        act(() => history.go(2));
        await stepHeading('Upline');
        expect(screen.getByRole('radio', { name: /^Sunshine Benefits Group/ })).toBeChecked();
        // The page's Back is the browser's: one entry back, the same as the browser's Back.
        await back(user);
        await stepHeading('Agency details');
        expect(history.location.search).toContain('step=agencyDetails');
        expect(confirm).not.toHaveBeenCalled();
    });

    it('leaving the wizard asks first, by a link or Cancel, and stays when the person says no', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const user = userEvent.setup();
        const { history } = openRequest(AGENCY_SUNSHINE);
        await stepHeading('Who for');
        await user.click(screen.getByRole('radio', { name: /^A new agency/ }));
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(confirm).toHaveBeenCalledTimes(1);
        act(() => history.push('/contracts'));
        expect(confirm).toHaveBeenCalledTimes(2);
        expect(history.location.pathname).toBe('/contracts/request');
        expect(screen.getByRole('radio', { name: /^A new agency/ })).toBeChecked();
    });

    it('a reload returns to the step with the ids chosen; where typed details are gone, to the step that asks for them', async () => {
        const user = userEvent.setup();
        const first = openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        const address = first.history.location.search;
        first.unmount();

        // Reloaded on the form step: the upline's contracts, and Back shows the upline still chosen.
        const reloaded = openRequest(AGENT_MARIA, 'en', address);
        await waitForFormLists();
        expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
        expect(reloaded.history.location.search).toBe(address);
        await back(user);
        await stepHeading('Upline');
        expect(await screen.findByRole('radio', { name: /^Sunshine Benefits Group/ })).toBeChecked();
        reloaded.unmount();

        // A new agency's details were never kept: the reload lands on them, empty, not on the upline step.
        const agency = openRequest(AGENCY_SUNSHINE, 'en', '?step=upline&target=newAgency&uplineId=201');
        await stepHeading('Agency details');
        expect(textbox(/^Agency name/)).toHaveValue('');
        await waitFor(() => expect(agency.history.location.search).toContain('step=agencyDetails'));
    });

    it('an upline id the uplines do not hold sends the reload back to the upline step, saying why', async () => {
        const user = userEvent.setup();
        const { history } = openRequest(AGENT_MARIA, 'en', '?step=form&uplineId=999999');
        await stepHeading('Upline');
        await screen.findByRole('radio', { name: /^Sunshine Benefits Group/ });
        expect(screen.queryAllByRole('radio', { checked: true })).toEqual([]);
        const why = 'The upline agency in the address (ID 999999) is not one of the choices here, so choose one below.';
        expect(await screen.findByText(why)).toBeInTheDocument();
        await waitFor(() =>
            expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
                agentId: '101',
                step: 'upline',
            })
        );
        // Chosen: the reason has been read and goes.
        await user.click(screen.getByRole('radio', { name: /^Sunshine Benefits Group/ }));
        expect(screen.queryByText(why)).toBeNull();
    });

    it('a downline agent reloaded on a later step is named by the agency’s agent list', async () => {
        openDownlineRequest(AGENCY_SUNSHINE, '?step=upline&target=agent&forAgentId=102');
        await stepHeading('Upline');
        expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    });
});
