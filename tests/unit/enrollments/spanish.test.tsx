import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { AppSubmissionSuccessPage } from '../../../resources/enrollments/app-submission/AppSubmissionSuccessPage';
import { submissionSummary } from '../../../resources/enrollments/app-submission/summary';
import { EnrollmentShow } from '../../../resources/enrollments/EnrollmentShow';
import { AGENT_MARIA, renderScreen } from '../harness';

/** The value a detail list (dl) gives a term. */
const valueOf = async (term: string) => (await screen.findByText(term, { selector: 'dt' })).nextElementSibling;

/** Spanish agrees in gender and number with the word it qualifies. */
describe('enrollments in Spanish', () => {
    it('says "Ninguna" for an empty termination date and "Ninguno" for an empty termination reason', async () => {
        const active = enrollmentsOf('agent', '101').find(row => !row.TerminationDate && !row.TerminationReason)!;
        renderScreen(<EnrollmentShow />, {
            portal: AGENT_MARIA,
            path: `/enrollments/${active.PolicyId}`,
            route: '/enrollments/:id',
            language: 'es',
        });
        expect(await valueOf('Fecha de terminación')).toHaveTextContent(/^Ninguna$/);
        expect(await valueOf('Motivo de terminación')).toHaveTextContent(/^Ninguno$/);
    });

    it('says an id that cannot be an enrollment’s is not valid', async () => {
        renderScreen(<EnrollmentShow />, {
            portal: AGENT_MARIA,
            path: '/enrollments/not-an-id',
            route: '/enrollments/:id',
            language: 'es',
        });
        expect(await screen.findByText('El ID de inscripción no es válido')).toBeInTheDocument();
    });

    it('says a value was not given in words that fit a feminine and a masculine field alike', async () => {
        submissionSummary.keep({
            rows: [
                { label: 'resources.enrollments.appSubmission.fields.MedicareADate', value: '', date: true },
                { label: 'resources.enrollments.appSubmission.fields.MedicaidNumber', value: '' },
            ],
            files: ['application.pdf'],
        });
        renderScreen(<AppSubmissionSuccessPage />, {
            portal: AGENT_MARIA,
            path: '/enrollments/app-submission/success',
            language: 'es',
        });
        expect(await valueOf('Fecha de Medicare Parte A')).toHaveTextContent(/^Sin indicar$/);
        expect(await valueOf('Número de Medicaid')).toHaveTextContent(/^Sin indicar$/);
        submissionSummary.forget();
    });
});
