import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatementList } from '../../../resources/statements/StatementList';
import { today } from '../../../src/forms/dates';
import { AGENT_MARIA, recordRequests, renderScreen } from '../harness';
import { clock } from '../../../src/clock';

const ROWS = '/t/agents/101/statements';
const sent = recordRequests();
const calls = () => sent.filter(request => request.url.startsWith(ROWS)).map(request => request.url);
const lastCall = () => new URL(`http://x${calls().at(-1) ?? ''}`).searchParams;

const inTwoDays = () => {
    const day = clock.now();
    day.setDate(day.getDate() + 2);
    return today(day);
};

const open = async (path = '/statements') => {
    const user = userEvent.setup();
    const rendered = renderScreen(<StatementList />, { portal: AGENT_MARIA, path });
    await within(await screen.findByRole('table')).findAllByRole('link');
    return { user, ...rendered };
};

/** One rule for every date filter (maximum today): the field, the address and the call agree. */
describe('statement date filters: no later than today', () => {
    it('turns a typed later date into today, saying why in the field, the address and the call', async () => {
        const { user, history } = await open();
        const field = screen.getByLabelText('Statement date from');
        await user.type(field, inTwoDays());
        await waitFor(() => expect(field).toHaveValue(today()));
        expect(field).toHaveAccessibleDescription('Date cannot be in the future');
        expect(new URLSearchParams(history.location.search).get('statementDateStart')).toBe(today());
        await waitFor(() => expect(lastCall().get('StartStatementDateRange')).toBe(today()));
    });

    it('shows a later date in the address as today, saying why, and writes today in the address', async () => {
        const { history } = renderScreen(<StatementList />, {
            portal: AGENT_MARIA,
            path: '/statements?statementDateEnd=2099-01-01',
        });
        const field = await screen.findByLabelText('Statement date to');
        await waitFor(() => expect(new URLSearchParams(history.location.search).get('statementDateEnd')).toBe(today()));
        expect(field).toHaveValue(today());
        expect(field).toHaveAccessibleDescription('Date cannot be in the future');
        await waitFor(() => expect(lastCall().get('EndStatementDateRange')).toBe(today()));
        expect(calls().some(url => url.includes('2099'))).toBe(false);
    });

    it('asks for a start after the end as shown, saying the range is backwards', async () => {
        const { user, history } = await open('/statements?agentId=101&statementDateEnd=2025-03-01');
        const start = screen.getByLabelText('Statement date from');
        await user.type(start, '2025-06-01');
        await waitFor(() => expect(start).toHaveAccessibleDescription('Start date cannot be after end date'));
        expect(new URLSearchParams(history.location.search).get('statementDateStart')).toBe('2025-06-01');
        await waitFor(() => expect(lastCall().get('StartStatementDateRange')).toBe('2025-06-01'));
        expect(await screen.findByText('No statements found')).toBeInTheDocument();
    });
});
