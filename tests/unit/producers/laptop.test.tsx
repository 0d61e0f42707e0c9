import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProducerList } from '../../../resources/producers/ProducerList';
import { rtsYears } from '../../../resources/producers/rts';
import { AGENCY_SUNSHINE, recordRequests, renderScreen } from '../harness';

const ROWS = '/t/v2/agencies/201/downlineagentcontracts';
const sent = recordRequests();
const expectLastCall = (query: string) =>
    waitFor(() =>
        expect(
            sent
                .map(request => request.url)
                .filter(url => url.startsWith(`${ROWS}?`))
                .at(-1)
        ).toBe(`${ROWS}?${query}`)
    );

// jsdom matches no media query: the screen is wide, as on a laptop.
describe('producers on a laptop', () => {
    it('keeps the key columns, with the upline under the agent and the end date under the start date', async () => {
        const user = userEvent.setup();
        renderScreen(<ProducerList />, { portal: AGENCY_SUNSHINE, path: '/producers' });
        const table = await screen.findByRole('table', { name: 'Producer contracts' });
        await within(table).findAllByRole('link');
        const headers = within(table)
            .getAllByRole('columnheader')
            .map(header => header.textContent);
        expect(headers).toEqual([
            'AgentUpline agency',
            'Carrier',
            'Policy types',
            'Writing number',
            'Start dateEnd date',
            ...rtsYears().columns.map(year => `RTS ${year}`),
            'Policies',
        ]);
        expect(within(table).getByRole('columnheader', { name: /^Agent/ })).toHaveAttribute('aria-sort', 'ascending');

        // A header and its sort button are named by the column; what a press does is the button's description.
        expect(within(table).getByRole('button', { name: 'Carrier' })).toHaveAccessibleDescription(
            'Sort by carrier ascending'
        );
        // The fields shown under another still sort on their own.
        await user.click(within(table).getByRole('button', { name: 'End date' }));
        await expectLastCall('Status=Active&page=1&pageSize=25&sort=end_date-asc');
        await user.click(within(table).getByRole('button', { name: 'Upline agency' }));
        await expectLastCall('Status=Active&page=1&pageSize=25&sort=upline_agency-asc');
        await user.click(within(table).getByRole('button', { name: 'Upline agency' }));
        await expectLastCall('Status=Active&page=1&pageSize=25&sort=upline_agency-desc');
        expect(within(table).getByRole('columnheader', { name: /^Agent/ })).toHaveAttribute('aria-sort', 'descending');
        // The RTS columns are not sortable on the server: no sort button.
        expect(within(table).queryByRole('button', { name: /RTS/ })).not.toBeInTheDocument();
    });
});
