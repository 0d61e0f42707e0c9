import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProducerLink } from '../../../src/components/ProducerLink';
import { AGENCY_SUNSHINE, AGENT_MARIA, recordRequests, renderScreen, settle } from '../harness';

const sent = recordRequests();

const links = (
    <>
        <ProducerLink agentId="20121" name="Maria Garcia" />
        <ProducerLink agentId="20195" name="Maria Garcia" />
        <ProducerLink agentId="20101" name="Daniel Ramirez" />
        <ProducerLink agentId="20195" name="Maria Garcia (NPN 7750195)" />
        <ProducerLink agentId="20101" name="20101" />
    </>
);

describe('a link to a producer', () => {
    it('tells an agency’s namesakes apart by their agent id, and leaves other names as they are', async () => {
        renderScreen(links, { portal: AGENCY_SUNSHINE, path: '/enrollments' });
        expect(await screen.findByRole('link', { name: 'Maria Garcia (Agent ID 20121)' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Maria Garcia (Agent ID 20195)' })).toBeInTheDocument();
        // Already told apart by the caller.
        expect(screen.getByRole('link', { name: 'Maria Garcia (NPN 7750195)' })).toBeInTheDocument();
        // Given by its id alone: named as the downline names it.
        expect(screen.getAllByRole('link', { name: 'Daniel Ramirez' })).toHaveLength(2);
        expect(sent.filter(request => request.url.endsWith('/downlineagents'))).toHaveLength(1);
    });

    it('in an agent’s portal, names as given and asks for no downline', async () => {
        const { queryClient } = renderScreen(links, { portal: AGENT_MARIA, path: '/enrollments' });
        await waitFor(() => expect(screen.getAllByRole('link', { name: 'Maria Garcia' })).toHaveLength(2));
        await settle(queryClient);
        expect(sent).toEqual([]);
    });
});
