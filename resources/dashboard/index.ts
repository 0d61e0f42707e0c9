import type { ComponentProps } from 'react';
import type { DashboardComponent } from 'react-admin';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';
import { lazyPage } from '../../src/routing/lazyPage';
import { loadAreaTexts } from '../../i18n/catalogues';

const texts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

/**
 * The home dashboard (spec part 2 §2 "Dashboard (home)"), at `/` with the portal in the query.
 *
 * How `/` reaches it: react-admin serves `/` with CoreAdminUI's `dashboard` page, not with a resource's
 * route, so the area declares no pages of its own (its data-provider part and texts still come from the
 * area list) and exports `HomePage`, which App.tsx passes as `dashboard` (through resources/index.ts,
 * since the shell never imports a resource). `HomePage` is a lazy page like every area page: its code,
 * @mui/x-charts with it, and its texts load when `/` is first opened, never with another page.
 */
export const dashboardArea = defineArea({
    name: 'dashboard',
    api: lazyApiArea(
        'dashboard',
        {
            resources: {},
            methods: {
                getAlerts: true,
                getRecentEnrollments: true,
                getDashboard: true,
                getProducerSummary: true,
                getAccountManager: true,
                getCalendar: true,
            },
        },
        () => import('./api').then(module => module.dashboardApi)
    ),
    texts,
    pages: [],
});

export const HomePage = lazyPage<ComponentProps<DashboardComponent>>('/', async () => {
    const [Page] = await Promise.all([
        import('./DashboardPage').then(module => module.DashboardPage),
        loadAreaTexts('dashboard', texts),
    ]);
    return Page;
});
