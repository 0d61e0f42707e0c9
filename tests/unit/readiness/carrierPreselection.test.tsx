import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractOptionsOf } from '../../../mocks/db/contracts/requests';
import { RequestPage } from '../../../resources/contracts/requests/RequestWizard';
import { AGENT_MARIA, renderScreen } from '../harness';
import { back, chooseUpline, contractLabel, next, stepHeading, waitForFormLists } from '../contracts/requests/wizard';

const OPTIONS = contractOptionsOf('201');
const CARRIER = OPTIONS[0].InsurerName;

const openWithCarrier = () =>
    renderScreen(<RequestPage />, {
        portal: AGENT_MARIA,
        path: `/contracts/request?${new URLSearchParams({ carrier: CARRIER })}`,
        resource: 'contracts',
    });

const toFormStep = async (user: UserEvent) => {
    await chooseUpline(user, 'Sunshine Benefits Group');
    await next(user);
    await waitForFormLists();
};

/** Which of the upline's contract options are checked, by carrier. */
const checkedCarriers = () =>
    OPTIONS.filter(
        option => (screen.getByRole('checkbox', { name: contractLabel(option) }) as HTMLInputElement).checked
    )
        .map(option => option.InsurerName)
        .sort();

const carrierOptions = OPTIONS.filter(option => option.InsurerName === CARRIER).map(option => option.InsurerName);

describe('the contract request wizard with ?carrier= (readiness "Request a contract")', () => {
    it('starts with that carrier’s contract options checked, and only those', async () => {
        const user = userEvent.setup();
        openWithCarrier();
        await toFormStep(user);
        expect(checkedCarriers()).toEqual(carrierOptions);
    });

    it('checks them on a reload of the form step too, once the wizard has named the upline', async () => {
        renderScreen(<RequestPage />, {
            portal: AGENT_MARIA,
            path: `/contracts/request?${new URLSearchParams({ carrier: CARRIER, step: 'form', uplineId: '201' })}`,
            resource: 'contracts',
        });
        await waitForFormLists();
        expect(checkedCarriers()).toEqual(carrierOptions);
    });

    it('keeps them through Back and Forward, the page’s and the browser’s, with the carrier kept in the address', async () => {
        const user = userEvent.setup();
        const { history } = openWithCarrier();
        await toFormStep(user);
        await back(user);
        await stepHeading('Upline');
        await next(user);
        await waitForFormLists();
        expect(checkedCarriers()).toEqual(carrierOptions);
        act(() => history.go(-1));
        await stepHeading('Upline');
        act(() => history.go(1));
        await waitForFormLists();
        expect(checkedCarriers()).toEqual(carrierOptions);
        expect(new URLSearchParams(history.location.search).get('carrier')).toBe(CARRIER);
    });

    it('never checks them again once the person unchecked them, after Back and Next', async () => {
        const user = userEvent.setup();
        openWithCarrier();
        await toFormStep(user);
        for (const option of OPTIONS.filter(candidate => candidate.InsurerName === CARRIER))
            await user.click(screen.getByRole('checkbox', { name: contractLabel(option) }));
        expect(checkedCarriers()).toEqual([]);
        await back(user);
        await stepHeading('Upline');
        await next(user);
        await waitForFormLists();
        expect(checkedCarriers()).toEqual([]);
    });
});
