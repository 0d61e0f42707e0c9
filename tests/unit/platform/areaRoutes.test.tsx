import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractsOf } from '../../../mocks/db/portfolio';
import { AGENT_MARIA, renderApp } from '../harness';

const contractId = contractsOf('agent', AGENT_MARIA.id)[0].Id;

describe("an area's addresses", () => {
    it.each([
        ['/contracts', 'Contracts'],
        ['/licenses/submission', 'Submit a license'],
        ['/contracts/5534/extra', 'Page not found'],
        ['/licenses/foo', 'Page not found'],
        ['/producers/1/2', 'Page not found'],
    ])('%s shows %s', async (path, heading) => {
        renderApp(path, { portal: AGENT_MARIA });
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    });

    it("opens a record's detail by its id", async () => {
        renderApp(`/contracts/${contractId}`, { portal: AGENT_MARIA });
        expect(await screen.findByRole('link', { name: 'Back to contracts' })).toBeInTheDocument();
    });
});
