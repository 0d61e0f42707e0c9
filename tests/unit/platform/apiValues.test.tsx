import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { toDetail } from '../../../mocks/handlers/enrollments';
import { server } from '../../../mocks/node';
import { EnrollmentList } from '../../../resources/enrollments/EnrollmentList';
import { EnrollmentShow } from '../../../resources/enrollments/EnrollmentShow';
import { HelpRequestCreate } from '../../../resources/help-requests/HelpRequestCreate';
import { HelpRequestList } from '../../../resources/help-requests/HelpRequestList';
import { HelpRequestShow } from '../../../resources/help-requests/HelpRequestShow';
import { LicenseList } from '../../../resources/licenses/LicenseList';
import { LicenseSubmissionPage } from '../../../resources/licenses/LicenseSubmissionPage';
import { StoredFileList } from '../../../src/components/StoredFileList';
import type { Language } from '../../../i18n/language';
import { AGENT_MARIA, renderScreen } from '../harness';

/** The value a detail list (dl) gives a term. */
const valueOf = async (term: string) =>
    (await screen.findByText(term, { selector: 'dt' })).nextElementSibling as HTMLElement;

const terminated = enrollmentsOf('agent', '101').find(row => row.TerminationDate && row.TerminationReason)!;

const openEnrollment = (answer: Record<string, unknown>, language: Language) => {
    server.use(http.get('*/t/agents/101/enrollments/:id', () => HttpResponse.json(answer)));
    renderScreen(<EnrollmentShow />, {
        portal: AGENT_MARIA,
        path: `/enrollments/${terminated.PolicyId}`,
        route: '/enrollments/:id',
        language,
    });
};

const helpRequest = (Id: number, ActivityTypeName: string) => ({
    Id,
    ActivityTypeName,
    Description: 'Please call me back',
    CreatedDateTime: '2026-11-02T10:00:00',
    DueDateTime: null,
    IsCompleted: false,
    LastUpdated: '2026-11-03T10:00:00',
});

describe('values the API sends in English', () => {
    it('shows a known termination reason and enrollment status in Spanish on a Spanish page', async () => {
        openEnrollment({ ...toDetail(terminated), TerminationReason: 'Deceased', AppQueueStatus: 'Enrolled' }, 'es');
        expect(await valueOf('Motivo de terminación')).toHaveTextContent(/^Fallecimiento$/);
        expect(await valueOf('Estado de la solicitud')).toHaveTextContent(/^Inscrita$/);
    });

    it('shows an unknown one as sent, marked as English on a Spanish page and unmarked on an English one', async () => {
        const unknown = { ...toDetail(terminated), TerminationReason: 'Plan exited market', AppQueueStatus: 'On hold' };
        openEnrollment(unknown, 'es');
        const reason = await within(await valueOf('Motivo de terminación')).findByText('Plan exited market');
        expect(reason).toHaveAttribute('lang', 'en');
        expect(within(await valueOf('Estado de la solicitud')).getByText('On hold')).toHaveAttribute('lang', 'en');
    });

    it('leaves an unknown value unmarked on an English page', async () => {
        openEnrollment({ ...toDetail(terminated), TerminationReason: 'Plan exited market' }, 'en');
        const reason = await valueOf('Termination reason');
        expect(reason).toHaveTextContent(/^Plan exited market$/);
        expect(reason.querySelector('[lang]')).toBeNull();
    });

    it('offers the termination reasons of the enrollment search in Spanish', async () => {
        renderScreen(<EnrollmentList />, { portal: AGENT_MARIA, path: '/enrollments', language: 'es' });
        await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Motivo de terminación' }));
        expect(await screen.findByRole('option', { name: 'Baja voluntaria' })).toBeInTheDocument();
        expect(screen.getByRole('option', { name: 'Fallecimiento' })).toBeInTheDocument();
        expect(screen.queryByRole('option', { name: 'Deceased' })).toBeNull();
    });

    it('names help request types in Spanish, and marks an unknown one, in the list', async () => {
        server.use(
            http.get('*/t/agents/101/activities', () =>
                HttpResponse.json([helpRequest(9001, 'Agent Service'), helpRequest(9002, 'Underwriting')])
            )
        );
        renderScreen(<HelpRequestList />, { portal: AGENT_MARIA, path: '/help-requests', language: 'es' });
        const known = await screen.findByRole('link', { name: /^Abrir la solicitud de ayuda: Servicio al agente,/ });
        expect(known).toHaveTextContent(/^Servicio al agente$/);
        const unknown = screen.getByText('Underwriting');
        expect(unknown).toHaveAttribute('lang', 'en');
        expect(unknown.closest('a')).not.toBeNull();
    });

    it('marks an unknown help request type in the detail page’s heading', async () => {
        server.use(
            http.get('*/t/agents/101/activities', () => HttpResponse.json([helpRequest(9002, 'Underwriting')])),
            http.get('*/t/activities/9002', () =>
                HttpResponse.json({ ...helpRequest(9002, 'Underwriting'), Notes: [] })
            ),
            http.get('*/t/activities/9002/notes', () => HttpResponse.json([]))
        );
        renderScreen(<HelpRequestShow />, {
            portal: AGENT_MARIA,
            path: '/help-requests/9002',
            route: '/help-requests/:id',
            language: 'es',
        });
        const heading = await screen.findByRole('heading', { level: 1, name: /Underwriting/ });
        expect(within(heading).getByText('Underwriting')).toHaveAttribute('lang', 'en');
    });

    it('names license types in Spanish and keeps an unknown one as sent', async () => {
        const license = (Id: number, StateProvince: string, LicenseType: string) => ({
            Id,
            StateProvince,
            LicenseNumber: `L-${Id}`,
            LicenseType,
            IsResidentLicense: true,
            ExpirationDate: '2028-06-30T00:00:00',
        });
        server.use(
            http.get('*/t/agents/101/licenses', () =>
                HttpResponse.json([license(1, 'FL', 'Accident & Health'), license(2, 'GA', 'Surplus Lines')])
            )
        );
        renderScreen(<LicenseList />, { portal: AGENT_MARIA, path: '/licenses', language: 'es' });
        expect(await screen.findByText(/^Tipo de licencia: Accidentes y salud$/)).toBeInTheDocument();
        expect(screen.getByText('Surplus Lines')).toHaveAttribute('lang', 'en');
        expect(screen.queryByText(/Accident & Health/)).toBeNull();
    });

    it('offers license types and help request types in Spanish, an unknown one marked', async () => {
        server.use(
            http.get('*/t/licenseTypes', () =>
                HttpResponse.json([
                    { Id: 1, Name: 'Life' },
                    { Id: 9, Name: 'Surplus Lines' },
                ])
            )
        );
        const user = userEvent.setup();
        const { unmount } = renderScreen(<LicenseSubmissionPage />, {
            portal: AGENT_MARIA,
            path: '/licenses/submission',
            resource: 'licenses',
            language: 'es',
        });
        await user.click(await screen.findByRole('combobox', { name: /^Tipo de licencia/ }));
        expect(await screen.findByRole('option', { name: 'Vida' })).toBeInTheDocument();
        expect(
            within(screen.getByRole('option', { name: 'Surplus Lines' })).getByText('Surplus Lines')
        ).toHaveAttribute('lang', 'en');
        await user.keyboard('{Escape}');
        unmount();

        renderScreen(<HelpRequestCreate />, {
            portal: AGENT_MARIA,
            path: '/help-requests/new',
            resource: 'help-requests',
            language: 'es',
        });
        const type = await screen.findByRole('combobox', { name: /^Tipo de solicitud/ });
        await waitFor(() => expect(type).toHaveTextContent('Servicio al agente'));
        await user.click(type);
        const options = await screen.findAllByRole('option');
        expect(options.map(option => option.textContent)).toEqual(['Servicio al agente', 'Cumplimiento normativo']);
    });

    it('names stored files’ types in Spanish and marks an unknown one', async () => {
        const file = (Id: number, FileTypeName: string) => ({
            Id,
            FileName: `file-${Id}`,
            FileExtension: 'pdf',
            CreatedDate: '2026-10-01T00:00:00',
            FileTypeName,
        });
        renderScreen(
            <StoredFileList
                files={{
                    isPending: false,
                    error: null,
                    data: [file(1, 'License certificate'), file(2, 'Power of attorney')],
                    refetch: () => undefined,
                }}
            />,
            { portal: AGENT_MARIA, path: '/licenses', language: 'es' }
        );
        await waitFor(() => expect(screen.getByText(/^Certificado de licencia · agregado el/)).toBeInTheDocument());
        expect(screen.getByText('Power of attorney')).toHaveAttribute('lang', 'en');
    });
});
