import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { EnrollmentShow } from '../../../resources/enrollments/EnrollmentShow';
import { AGENCY_SUNSHINE, renderScreen, silenceExpectedErrors } from '../harness';

silenceExpectedErrors();

/** `null` where a list is due is a malformed answer, not "no payments". */
describe('an agency enrollment whose payments answer null', () => {
    it('says the payments did not load instead of leaving its payment sections out', async () => {
        server.use(http.get('*/t/agencies/201/enrollments/:id/payments/:kind', () => HttpResponse.json(null)));
        const enrollment = enrollmentsOf('agency', '201')[0];
        renderScreen(<EnrollmentShow />, {
            portal: AGENCY_SUNSHINE,
            path: `/enrollments/${enrollment.PolicyId}`,
            route: '/enrollments/:id',
        });
        expect(await screen.findByText('Error loading payments')).toBeInTheDocument();
        expect(screen.queryByText('No payments found')).not.toBeInTheDocument();
    });
});
