import { lazy, Suspense, type ComponentType } from 'react';
import type { Portal, PortalType } from '../../src/portal/types';
import { AgingContractsCard } from './AgingContractsCard';
import { CalendarCard } from './CalendarCard';
import { EnrollmentChartCard } from './EnrollmentChartCard';
import { ManagerCard } from './ManagerCard';
import { RecentEnrollmentsCard } from './RecentEnrollmentsCard';
import { DashboardCard } from './DashboardCard';
import { SUMMARY_HEIGHT } from './producerSummary';
import { LoadingState } from '../../src/components/States';
import { text } from './useDashboardApi';
import { RecentScopesCard } from './RecentScopesCard';
import { RecentStatementsCard } from './RecentStatementsCard';

/**
 * The producer summary is for agencies only: its table, filters and their code load for an agency's dashboard,
 * never with an agent's.
 */
const LazyProducerSummaryCard = lazy(() =>
    import('./ProducerSummaryCard').then(module => ({ default: module.ProducerSummaryCard }))
);
const ProducerSummaryCard = ({ portal }: { portal: Portal }) => (
    <Suspense
        fallback={
            <DashboardCard title={text('cards.producerSummary.title')} minHeight={SUMMARY_HEIGHT} wide>
                <LoadingState />
            </DashboardCard>
        }
    >
        <LazyProducerSummaryCard portal={portal} />
    </Suspense>
);

/** The slots whose cards another area provides (see below). */
export type HostedSlot = 'news' | 'videos' | 'expiring' | 'renewals';

export interface DashboardCardEntry {
    key: string;
    /** A slot's name instead: the card another area provides for it. */
    Card: ComponentType<{ portal: Portal }> | HostedSlot;
    portalType?: PortalType;
}

/**
 * The dashboard's cards in the order they show. Each mounts at once with the page and makes
 * its own call, so every card's call starts together and none waits for another.
 *
 * News (5, GET /api/feeds/news) and videos (3, GET /api/videos) are the videos area's cards (`NewsCard`,
 * `VideosCard` from resources/videos): their slots are here, and resources/index.ts, where areas are composed,
 * hands them to the page (createHomePage), since resources do not import each other.
 */
export const DASHBOARD_CARDS: DashboardCardEntry[] = [
    { key: 'recentEnrollments', Card: RecentEnrollmentsCard },
    { key: 'manager', Card: ManagerCard },
    { key: 'agingContracts', Card: AgingContractsCard },
    { key: 'chart', Card: EnrollmentChartCard },
    { key: 'producerSummary', Card: ProducerSummaryCard, portalType: 'agency' },
    { key: 'recentStatements', Card: RecentStatementsCard },
    { key: 'recentScopes', Card: RecentScopesCard, portalType: 'agent' },
    { key: 'calendar', Card: CalendarCard },
    { key: 'expiring', Card: 'expiring' },
    { key: 'renewals', Card: 'renewals' },
    { key: 'news', Card: 'news' },
    { key: 'videos', Card: 'videos' },
];
