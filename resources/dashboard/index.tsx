import type { ComponentProps, ComponentType } from 'react';
import type { DashboardComponent } from 'react-admin';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';
import { startEarly } from '../../src/api/httpClient';
import { lazyPage } from '../../src/routing/lazyPage';
import { loadAreaTexts } from '../../i18n/catalogues';
import type { HostedSlot } from './cards';
import { deferredCard, type DeferredHostedCard } from './DeferredCard';

const texts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

/**
 * The home dashboard, at `/` with the portal in the query.
 *
 * How `/` reaches it: react-admin serves `/` with CoreAdminUI's `dashboard` page, not with a resource's
 * route, so the area declares no pages of its own (its data-provider part and texts still come from the
 * area list) and exports `createHomePage`: resources/index.ts gives it the cards other areas host and
 * passes the page to App.tsx, which gives it react-admin as `dashboard` (the shell never imports a
 * resource). The home page is a lazy page like every area page: its code and its texts load when `/` is first
 * opened, never with another page; the chart's bars (@mui/x-charts) load after its first card shows its data.
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

/** Slots whose card loads once the page has shown its first answer, not with the page. */
type DeferredSlot = 'renewals';

/**
 * Cards another area provides for the dashboard's slots (cards.tsx), each loaded with its code and texts: with
 * the page, or (a deferred slot) after its first answer.
 */
export type HostedCards = Record<Exclude<HostedSlot, DeferredSlot>, () => Promise<ComponentType>> &
    Record<DeferredSlot, DeferredHostedCard>;

/**
 * The home page, given the cards other areas host on it (resources/index.ts composes them: areas do not import
 * each other). The page's code, its texts and the hosted cards load together, so no card's call waits for
 * another card's code.
 */
export const createHomePage = (hosted: HostedCards) => {
    const renewals = deferredCard(hosted.renewals);
    return lazyPage<ComponentProps<DashboardComponent>>(
        '/',
        async () => {
            const [DashboardPage, news, videos, expiring] = await Promise.all([
                import('./DashboardPage').then(module => module.DashboardPage),
                hosted.news(),
                hosted.videos(),
                hosted.expiring(),
                loadAreaTexts('dashboard', texts),
            ]);
            return () => <DashboardPage hosted={{ news, videos, expiring, renewals }} />;
        },
        // The dashboard's own calls, once its small API module is there (alongside the page's code).
        portal => import('./api').then(module => startEarly(() => module.earlyDashboardCalls(portal)))
    );
};
