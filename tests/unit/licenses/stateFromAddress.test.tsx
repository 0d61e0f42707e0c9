import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LicenseSubmissionPage } from '../../../resources/licenses/LicenseSubmissionPage';
import { AGENT_MARIA, recordRequests, renderApp, renderScreen, settle } from '../harness';
import { expiryField, fileField, numberField, pdf } from './licenseForm';

const sent = recordRequests();

const openForm = (search: string) =>
    renderScreen(<LicenseSubmissionPage />, { portal: AGENT_MARIA, path: `/licenses/submission${search}` });

const stateField = () => screen.findByRole('combobox', { name: /^State/ });

describe('the license form with ?state= (readiness "Submit a license" for a state)', () => {
    it.each([
        ['?state=CA', 'California'],
        ['?state=ca', 'California'],
        ['?state=California', 'California'],
    ])('%s starts with %s chosen, and sends it', async (search, name) => {
        const user = userEvent.setup();
        openForm(search);
        await waitFor(async () => expect(await stateField()).toHaveTextContent(name));
        await user.click(screen.getByRole('combobox', { name: /^License type/ }));
        await user.click(await screen.findByRole('option', { name: 'Life' }));
        await user.type(numberField(), 'CA-1234');
        fireEvent.change(expiryField(), { target: { value: '2028-03-31' } });
        await user.upload(fileField(), pdf());
        await user.click(screen.getByRole('button', { name: 'Submit license' }));
        await waitFor(() => expect(sent.filter(request => request.method === 'POST')).toHaveLength(1));
        const form = await sent.find(request => request.method === 'POST')!.request.formData();
        const license = JSON.parse(await (form.get('license') as Blob).text()) as Record<string, unknown>;
        expect(license.StateProvince).toBe('CA');
    });

    it.each([
        ['?state=ZZ', 'a state the dictionary does not have'],
        ['?state=', 'an empty state'],
        ['', 'no state'],
    ])('%s (%s) leaves the state to choose', async search => {
        const { queryClient } = openForm(search);
        await screen.findByRole('combobox', { name: /^License type/ });
        await settle(queryClient);
        const field = await stateField();
        expect(field).not.toHaveTextContent(/\w/);
        await userEvent.setup().click(field);
        expect(await screen.findByRole('option', { name: 'California' })).toHaveAttribute('aria-selected', 'false');
    });

    it('from readiness: California’s "Submit a license" opens the form with California chosen', async () => {
        const user = userEvent.setup();
        // The states are loaded by then (readiness names the states with them): the form starts with them at hand.
        renderApp(`/readiness?state=CA&carrier=${encodeURIComponent('Summit Life & Health')}`, { portal: AGENT_MARIA });
        const question = await screen.findByRole('region', { name: 'Can you sell it?' });
        await user.click(await within(question).findByRole('link', { name: 'Submit a license' }));
        await waitFor(async () => expect(await stateField()).toHaveTextContent('California'));
    });
});
