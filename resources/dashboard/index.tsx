import type { ComponentProps } from 'react';
import type { DashboardComponent } from 'react-admin';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';
import { startEarly } from '../../src/api/httpClient';
import { lazyPage } from '../../src/routing/lazyPage';
import { loadAreaTexts } from '../../i18n/catalogues';
import type { HostedSlot } from './cards';
import type { DeferredCardSpec } from './DeferredCard';

const texts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

/**
 * The home dashboard, at `/` with the portal in the query.
 *
 * How `/` reaches it: react-admin serves `/` with CoreAdminUI's `dashboard` page, not with a resource's
 * route, so the area declares no pages of its own (its data-provider part and texts still come from the
 * area list) and exports `createHomePage`: resources/index.ts gives it the cards other areas host and
 * passes the page to App.tsx, which gives it react-admin as `dashboard` (the shell never imports a
 * resource). The home page is a lazy page like every area page: its code and its texts load when `/` is first
 * opened, never with another page; the code of the cards that are not its first, and the chart's bars
 * (@mui/x-charts), load after its first card shows its data (cards.tsx).
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

/**
 * A card another area provides for one of the dashboard's slots (cards.tsx): its code loads after the page's
 * first answer; `texts`, when its title is the area's own, load with the page so the title shows at once.
 */
export type HostedCard = DeferredCardSpec & { texts?: () => Promise<unknown> };

export type HostedCards = Record<HostedSlot, HostedCard>;

/**
 * The home page, given the cards other areas host on it (resources/index.ts composes them: areas do not import
 * each other). The page's code and its texts load together, with the hosted cards' titles; the cards' own code
 * loads after the page has shown its first answer, each on its own with its title and spinner meanwhile.
 */
export const createHomePage = (hosted: HostedCards) =>
    lazyPage<ComponentProps<DashboardComponent>>(
        '/',
        async () => {
            const [{ DashboardPage, hostedCardComponents }] = await Promise.all([
                import('./DashboardPage'),
                loadAreaTexts('dashboard', texts),
                ...Object.values(hosted).map(card => card.texts?.()),
            ]);
            const cards = hostedCardComponents(hosted);
            return () => <DashboardPage hosted={cards} />;
        },
        // The dashboard's own calls, once its small API module is there (alongside the page's code).
        portal => import('./api').then(module => startEarly(() => module.earlyDashboardCalls(portal)))
    );
