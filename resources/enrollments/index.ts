import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';
import { laterEarlyCall } from '../../src/routing/lazyPage';

// Their texts load with their page only, so the enrollment list's first load does not grow with them.
const disenrollments = {
    name: 'disenrollments',
    texts: { en: () => import('./disenrollments/i18n/en'), es: () => import('./disenrollments/i18n/es') },
};

// The legacy addresses (/Agent|Agency/Enrollments/Enrollment/{id}) are redirected by src/pages/LegacyRedirect.tsx.
export const enrollmentsArea = defineArea({
    name: 'enrollments',
    menu: { label: 'app.menu.enrollments', icon: AssignmentIcon },
    api: lazyApiArea('enrollments', () => import('./api').then(module => module.enrollmentsApi)),
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        {
            path: '',
            load: () => import('./EnrollmentList').then(module => module.EnrollmentList),
            early: laterEarlyCall(() => import('./early').then(module => module.earlyListCalls)),
        },
        {
            path: 'app-submission',
            load: () => import('./app-submission/AppSubmissionPage').then(module => module.AppSubmissionPage),
        },
        {
            path: 'app-submission/success',
            load: () =>
                import('./app-submission/AppSubmissionSuccessPage').then(module => module.AppSubmissionSuccessPage),
        },
        {
            path: 'missing-commissions',
            load: () => import('./missing/MissingCommissionsPage').then(module => module.MissingCommissionsPage),
        },
        {
            path: 'disenrollments',
            load: () => import('./disenrollments/DisenrollmentsPage').then(module => module.DisenrollmentsPage),
            part: disenrollments,
        },
        { path: ':id', load: () => import('./EnrollmentShow').then(module => module.EnrollmentShow) },
    ],
});
