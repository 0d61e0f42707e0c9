import AssessmentIcon from '@mui/icons-material/Assessment';
import { defineArea } from '../../src/areas/defineArea';

/**
 * Reports, agency portals only (the menu entry exists only for agencies): the RTS report at
 * /reports/rts; /reports leads there.
 */
export const reportsArea = defineArea({
    name: 'reports',
    portalType: 'agency',
    menu: { label: 'app.menu.reports', icon: AssessmentIcon },
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => import('./ReportsIndex').then(module => module.ReportsIndex) },
        { path: 'rts', load: () => import('./RtsReportPage').then(module => module.RtsReportPage) },
    ],
});
