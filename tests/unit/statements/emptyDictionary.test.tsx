import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { StatementList } from '../../../resources/statements/StatementList';
import { AGENT_MARIA, renderScreen, silenceExpectedErrors } from '../harness';

silenceExpectedErrors();

const policyType = () => screen.getByRole('combobox', { name: 'Policy type' });

/** The policy type filter tells an empty dictionary from a malformed one (issue 16 item 9). */
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
});
