import type { ComponentType } from 'react';
import type { Portal, PortalType } from '../../src/portal/types';
import {
    AGING_CARD_HEIGHT,
    MANAGER_HEIGHT,
    RECENT_SOAS_HEIGHT,
    RECENT_STATEMENTS_HEIGHT,
    SUMMARY_HEIGHT,
} from './cardHeights';
import { CalendarCard } from './CalendarCard';
import { deferredCard } from './DeferredCard';
import { EnrollmentChartCard } from './EnrollmentChartCard';
import { RecentEnrollmentsCard } from './RecentEnrollmentsCard';
import { text } from './useDashboardApi';

type CardProps = { portal: Portal };

/**
 * The page's first cards come with its code: its own lists (recent enrollments, the training calendar), whose
 * answers are among the page's early calls (api.ts) and whose code is light and shared. Every other card's code
 * loads once one of them has shown its answer (deferredCard), each with its title and spinner at its height
 * until then: the manager's chip and contact links, the producer summary's table and filters (an agency's card
 * only), and the lists other areas serve (whose calls' code loads with their first call) never hold back the
 * first cards. Two first cards on separate calls: one slow answer does not hold back the rest. The chart's card
 * comes with the page, since its views' buttons in its title row (their wrapping depends on the portal, the
 * language and the width) must be there for the card to keep its place; its bars (@mui/x-charts) load as the
 * deferred cards do (EnrollmentChartCard).
 */
const ManagerCard = deferredCard<CardProps>({
    load: () => import('./ManagerCard').then(module => module.ManagerCard),
    title: text('cards.manager.title'),
    minHeight: MANAGER_HEIGHT,
});
const AgingContractsCard = deferredCard<CardProps>({
    load: () => import('./AgingContractsCard').then(module => module.AgingContractsCard),
    title: text('cards.agingContracts.title'),
    minHeight: AGING_CARD_HEIGHT,
});
const ProducerSummaryCard = deferredCard<CardProps>({
    load: () => import('./ProducerSummaryCard').then(module => module.ProducerSummaryCard),
    title: text('cards.producerSummary.title'),
    minHeight: SUMMARY_HEIGHT,
    wide: true,
});
const RecentStatementsCard = deferredCard<CardProps>({
    load: () => import('./RecentStatementsCard').then(module => module.RecentStatementsCard),
    title: text('cards.recentStatements.title'),
    minHeight: RECENT_STATEMENTS_HEIGHT,
});
const RecentScopesCard = deferredCard<CardProps>({
    load: () => import('./RecentScopesCard').then(module => module.RecentScopesCard),
    title: text('cards.recentScopes.title'),
    minHeight: RECENT_SOAS_HEIGHT,
});

/** The slots whose cards another area provides (see below). */
export type HostedSlot = 'news' | 'videos' | 'expiring' | 'renewals';

export interface DashboardCardEntry {
    key: string;
    /** A slot's name instead: the card another area provides for it. */
    Card: ComponentType<CardProps> | HostedSlot;
    portalType?: PortalType;
}

/**
 * The dashboard's cards in the order they show. Each mounts at once with the page, its place
 * kept; each makes its own call, none waiting for another's answer.
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
