import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractOptionsOf } from '../../../mocks/db/contracts/requests';
import { RequestPage } from '../../../resources/contracts/requests/RequestWizard';
import { AGENT_MARIA, renderScreen } from '../harness';
import { chooseUpline, contractLabel, next, waitForFormLists } from '../contracts/requests/wizard';

const OPTIONS = contractOptionsOf('201');

describe('the contract request wizard with ?carrier= (readiness "Request a contract")', () => {
    it('starts with that carrier’s contract options checked, and only those', async () => {
        const user = userEvent.setup();
        const carrier = OPTIONS[0].InsurerName;
        renderScreen(<RequestPage />, {
            portal: AGENT_MARIA,
            path: `/contracts/request?${new URLSearchParams({ carrier })}`,
            resource: 'contracts',
        });
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        for (const option of OPTIONS) {
            const box = screen.getByRole('checkbox', { name: contractLabel(option) });
            if (option.InsurerName === carrier) expect(box).toBeChecked();
            else expect(box).not.toBeChecked();
        }
    });
});
