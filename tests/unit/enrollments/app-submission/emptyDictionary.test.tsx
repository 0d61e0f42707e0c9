import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { AppSubmissionPage } from '../../../../resources/enrollments/app-submission/AppSubmissionPage';
import { AGENT_MARIA, renderScreen, silenceExpectedErrors } from '../../harness';

silenceExpectedErrors();

const open = () =>
    renderScreen(<AppSubmissionPage />, {
        portal: AGENT_MARIA,
        path: '/enrollments/app-submission',
        resource: 'enrollments',
    });

const policyType = () => screen.getByRole('combobox', { name: /^Policy type/ });

/**
 * An empty dictionary is not a failed one, and neither is "nothing to choose" in general:
 * `{}` says that there are no policy types, null is a malformed answer (the dictionary's error).
 */
describe('the policy type choice of an app', () => {
    it('says there are no policy types when the dictionary is empty, before and after Submit', async () => {
        server.use(http.get('*/t/policytypes/dictionary', () => HttpResponse.json({})));
        const user = userEvent.setup();
        open();
        await waitFor(() => expect(policyType()).toHaveAccessibleDescription('No policy types available'));
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        await waitFor(() => expect(policyType()).toHaveAttribute('aria-invalid', 'true'));
        expect(policyType()).toHaveAccessibleDescription('No policy types available');
    });

    it('says the policy types did not load when the dictionary answers null', async () => {
        server.use(http.get('*/t/policytypes/dictionary', () => HttpResponse.json(null)));
        open();
        await waitFor(() => expect(policyType()).toHaveAccessibleDescription('Error loading policy types'));
    });
});
