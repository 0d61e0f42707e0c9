import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { EnrollmentList } from '../../../resources/enrollments/EnrollmentList';
import {
    AGENT_JAMES,
    AGENT_MARIA,
    holdRequests,
    recordRequests,
    renderScreen,
    expectLoggedErrors,
    stubDownloads,
} from '../harness';
import type { Portal } from '../../../src/portal/types';

const sent = recordRequests();
const EXPORT_NAME = 'Export the enrollments found to Excel';

const openList = async (path = '/enrollments', portal: Portal = AGENT_MARIA) => {
    const user = userEvent.setup();
    renderScreen(<EnrollmentList />, { portal, path });
    await screen.findByRole('table', { name: 'Enrollments' });
    const button = screen.getByRole('button', { name: EXPORT_NAME });
    await waitFor(() => expect(button).toBeEnabled());
    return { user, button };
};

describe('enrollments export', () => {
    it('exports the search in its sort with the toasts and saves the file under its name', async () => {
        const downloads = stubDownloads();
        const { user, button } = await openList('/enrollments?last=a&stateId=10&sort=EffectiveDate&order=DESC');
        const release = holdRequests('get', '*/t/agents/101/enrollments/excel');
        await user.click(button);
        expect(await screen.findByText('Exporting enrollments...')).toBeInTheDocument();
        await waitFor(() => expect(button).toBeDisabled());
        release();
        expect(await screen.findByText('Enrollments exported successfully')).toBeInTheDocument();
        expect(downloads.map(file => file.name)).toEqual(['Enrollments-101.xlsx']);
        expect(sent.map(call => call.url)).toContain(
            '/t/agents/101/enrollments/excel?CustomerLastName=a&CustomerStateId=10&sort=EffectiveDate-desc'
        );
        await waitFor(() => expect(button).toBeEnabled());
    });

    it('is off, saying why, for a portal without the export flag', async () => {
        renderScreen(<EnrollmentList />, { portal: AGENT_JAMES, path: '/enrollments' });
        expect(await screen.findByText('Export feature is not enabled for this portal')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: EXPORT_NAME })).toBeDisabled();
    });

    it('says the feature is not enabled when the server refuses the export, never a success', async () => {
        expectLoggedErrors();
        server.use(http.get('*/t/agents/101/enrollments/excel', () => new HttpResponse(null, { status: 403 })));
        const { user, button } = await openList();
        await user.click(button);
        expect(await screen.findByText('Error exporting enrollments')).toBeInTheDocument();
        expect(await screen.findByText('Export feature is not enabled for this portal')).toBeInTheDocument();
        expect(button).toBeDisabled();
        expect(screen.queryByText('Enrollments exported successfully')).not.toBeInTheDocument();
    });

    it('reports an error, not a success, for a broken file', async () => {
        expectLoggedErrors();
        server.use(http.get('*/t/agents/101/enrollments/excel', () => HttpResponse.json({})));
        const { user, button } = await openList();
        await user.click(button);
        expect(await screen.findByText('Error exporting enrollments')).toBeInTheDocument();
        expect(screen.queryByText('Enrollments exported successfully')).not.toBeInTheDocument();
    });
});
