import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { contractOptionsOf } from '../../../../mocks/db/contracts/requests';
import { states } from '../../../../mocks/db/dictionaries';
import { licensesOf } from '../../../../mocks/db/portfolio';
import { DownlineRequestPage, RequestPage } from '../../../../resources/contracts/requests/RequestWizard';
import { RequestSuccessPage } from '../../../../resources/contracts/requests/RequestSuccessPage';
import type { Portal } from '../../../../src/portal/types';
import { renderScreen } from '../../harness';
import { today } from '../../../../src/forms';

/** Helpers of the contract request tests: open a path, move through steps, read what is offered. */

const SUCCESS_ROUTES = {
    '/contracts/request/success': <RequestSuccessPage />,
    '/contracts/downlinerequest/success': <RequestSuccessPage />,
};

export const openRequest = (portal: Portal, language: 'en' | 'es' = 'en', query = '') =>
    renderScreen(<RequestPage />, {
        portal,
        path: `/contracts/request${query}`,
        resource: 'contracts',
        routes: SUCCESS_ROUTES,
        language,
    });

export const openDownlineRequest = (portal: Portal, query = '') =>
    renderScreen(<DownlineRequestPage />, {
        portal,
        path: `/contracts/downlinerequest${query}`,
        resource: 'contracts',
        routes: SUCCESS_ROUTES,
    });

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

export const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
export const back = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Back' }));

export const group = (name: string | RegExp) => screen.getByRole('group', { name });

/** The labels of the checkboxes (or radios) of a fieldset. */
export const optionsIn = (name: string | RegExp, role: 'checkbox' | 'radio' = 'checkbox') =>
    within(group(name))
        .getAllByRole(role)
        .map(box => box.closest('label')?.textContent ?? '');

export const chooseUpline = async (user: UserEvent, name: string) => {
    await stepHeading('Upline');
    await user.click(await screen.findByRole('radio', { name: new RegExp(`^${escape(name)}`) }));
};

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits for the form step's lists, then ticks contracts and states by their labels. */
export const tick = async (user: UserEvent, ...labels: string[]) => {
    for (const label of labels) await user.click(await screen.findByRole('checkbox', { name: label }));
};

export const contractLabel = (option: ReturnType<typeof contractOptionsOf>[number]) =>
    option.PolicyTypes.length
        ? `${option.InsurerName} (${option.PolicyTypes.map(type => type.Abbreviation).join(', ')})`
        : option.InsurerName;

/** The names of the states an owner holds a license in, alphabetically as the dictionary lists them. */
/** The states of an owner's licenses, all of them or only those not expired at the test day (whole days). */
const stateNamesOf = (ownerType: 'agent' | 'agency', ownerId: string, current: boolean) => {
    const day = today();
    const held = new Set(
        licensesOf(ownerType, ownerId)
            .filter(license => !current || license.ExpirationDate.slice(0, 10) >= day)
            .map(license => license.StateProvince)
    );
    return states.filter(state => held.has(state.Abbreviation)).map(state => state.Name);
};

/** The states a request for this owner may name: where a license is held that has not expired. */
export const licensedStateNames = (ownerType: 'agent' | 'agency', ownerId: string) =>
    stateNamesOf(ownerType, ownerId, true);

/** The states where every license the owner holds has expired. */
export const expiredStateNames = (ownerType: 'agent' | 'agency', ownerId: string) => {
    const current = new Set(licensedStateNames(ownerType, ownerId));
    return stateNamesOf(ownerType, ownerId, false).filter(name => !current.has(name));
};

/** The form's note on which states are listed, for an owner holding licenses. */
export const statesNote = (name: string) =>
    new RegExp(`^Only the states where ${name} holds a license that has not expired are listed\\.`);

export const stateId = (name: string) => states.find(state => state.Name === name)!.Id;

export const waitForFormLists = async () => {
    await stepHeading('Contracts and states');
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
};
