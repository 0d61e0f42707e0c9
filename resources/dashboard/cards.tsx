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
import { text } from './text';

type CardProps = { portal: Portal };

// First cards come with the page; the others load as DeferredCard.tsx says (docs/areas.md, Dashboard).
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
    calls: ['statements'],
});
const RecentScopesCard = deferredCard<CardProps>({
    load: () => import('./RecentScopesCard').then(module => module.RecentScopesCard),
    title: text('cards.recentScopes.title'),
    minHeight: RECENT_SOAS_HEIGHT,
    calls: ['scopes'],
});

export type HostedSlot = 'news' | 'videos' | 'expiring' | 'renewals';

export interface DashboardCardEntry {
    key: string;
    /** A slot's name instead: the card another area provides for it. */
    Card: ComponentType<CardProps> | HostedSlot;
    portalType?: PortalType;
}

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
