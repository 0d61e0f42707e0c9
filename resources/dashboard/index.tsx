import type { ComponentProps } from 'react';
import type { DashboardComponent } from 'react-admin';
import { defineArea } from '../../src/areas/defineArea';
import { laterEarlyCall, lazyPage } from '../../src/routing/lazyPage';
import { loadAreaTexts } from '../../i18n/catalogues';
import type { HostedSlot } from './cards';
import type { DeferredCardSpec } from './DeferredCard';

const texts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

// Served at `/` as react-admin's dashboard page, so it declares no pages (docs/areas.md, Dashboard).
export const dashboardArea = defineArea({
    name: 'dashboard',
    texts,
    pages: [],
});

/** `texts` load with the page, so a title that is the area's own shows at once; the card's code loads later. */
export type HostedCard = DeferredCardSpec & { texts?: () => Promise<unknown> };

export type HostedCards = Record<HostedSlot, HostedCard>;

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
        laterEarlyCall(() => import('./api').then(module => module.earlyDashboardCalls))
    );
