import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EnrollmentList } from '../../../resources/enrollments/EnrollmentList';
import { today } from '../../../src/forms/dates';
import { AGENT_MARIA, recordRequests, renderScreen } from '../harness';
import { clock } from '../../../src/clock';

const ROWS = '/t/agents/101/enrollments';
const sent = recordRequests();
const lastCall = () =>
    new URL(`http://x${sent.filter(request => request.url.startsWith(`${ROWS}?`)).at(-1)?.url ?? ''}`).searchParams;

const inTwoDays = () => {
    const day = clock.now();
    day.setDate(day.getDate() + 2);
    return today(day);
};

/** One rule for every date filter (maximum today): the field, the address and the call agree. */
describe('enrollment date filters: no later than today', () => {
    it('turns a typed later date into today, saying why in the field, the address and the call', async () => {
        const user = userEvent.setup();
        const { history } = renderScreen(<EnrollmentList />, { portal: AGENT_MARIA, path: '/enrollments' });
        const field = await screen.findByLabelText('Effective date: To');
        await user.type(field, inTwoDays());
        await waitFor(() => expect(field).toHaveValue(today()));
        expect(field).toHaveAccessibleDescription('Date cannot be in the future');
        expect(new URLSearchParams(history.location.search).get('effDateEnd')).toBe(today());
        await waitFor(() => expect(lastCall().get('EndingEffectiveDate')).toBe(today()));
    });

    it('shows a later date in the address as today, saying why, and writes today in the address', async () => {
        const { history } = renderScreen(<EnrollmentList />, {
            portal: AGENT_MARIA,
            path: '/enrollments?agentDateStart=2999-01-01',
        });
        const field = await screen.findByLabelText('Agent received date: From');
        await waitFor(() => expect(new URLSearchParams(history.location.search).get('agentDateStart')).toBe(today()));
        expect(field).toHaveValue(today());
        expect(field).toHaveAccessibleDescription('Date cannot be in the future');
        await waitFor(() => expect(lastCall().get('BeginningAgentReceivedAppDate')).toBe(today()));
        expect(sent.some(request => request.url.includes('2999'))).toBe(false);
    });
});
