import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { StatementList } from '../../../resources/statements/StatementList';
import { AGENT_MARIA, renderScreen, silenceExpectedErrors } from '../harness';

silenceExpectedErrors();

const policyType = () => screen.getByRole('combobox', { name: 'Policy type' });

/** The policy type filter tells an empty dictionary from a malformed one. */
describe('the statements policy type filter', () => {
    it('says there are no policy types when the dictionary is empty', async () => {
        server.use(http.get('*/t/policytypes/dictionary', () => HttpResponse.json({})));
        renderScreen(<StatementList />, { portal: AGENT_MARIA, path: '/statements' });
        await waitFor(() => expect(policyType()).toHaveAccessibleDescription('No policy types available'));
    });

    it('says the policy types did not load when the dictionary answers null', async () => {
        server.use(http.get('*/t/policytypes/dictionary', () => HttpResponse.json(null)));
        renderScreen(<StatementList />, { portal: AGENT_MARIA, path: '/statements' });
        await waitFor(() => expect(policyType()).toHaveAccessibleDescription('Error loading policy types'));
    });

    it('offers Try again under a filter whose choices did not load; the list keeps its search', async () => {
        const user = userEvent.setup();
        server.use(http.get('*/t/policytypes/dictionary', () => HttpResponse.json(null), { once: true }));
        const { history } = renderScreen(<StatementList />, { portal: AGENT_MARIA, path: '/statements?insurerId=3' });
        await waitFor(() => expect(policyType()).toHaveAccessibleDescription('Error loading policy types'));
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        await waitFor(() => expect(policyType()).not.toHaveAccessibleDescription('Error loading policy types'));
        await user.click(policyType());
        expect((await within(await screen.findByRole('listbox')).findAllByRole('option')).length).toBeGreaterThan(1);
        expect(history.location.search).toContain('insurerId=3');
    });
});
