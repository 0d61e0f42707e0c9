import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineArea } from '../../src/areas/defineArea';
import { upcomingPage } from '../../src/pages/AreaPage';
import { enrollmentsApi } from './api';

/** Enrollments (spec part 2 §2): the search (still to come on this branch) and the app submission. */
export const enrollmentsArea = defineArea({
    name: 'enrollments',
    menu: { label: 'app.menu.enrollments', icon: AssignmentIcon, order: 20 },
    api: enrollmentsApi,
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: upcomingPage('app.menu.enrollments') },
        {
            path: 'app-submission',
            load: () => import('./app-submission/AppSubmissionPage').then(module => module.AppSubmissionPage),
        },
        {
            path: 'app-submission/success',
            load: () =>
                import('./app-submission/AppSubmissionSuccessPage').then(module => module.AppSubmissionSuccessPage),
        },
    ],
});
