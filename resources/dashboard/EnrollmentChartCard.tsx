import { useMemo, useState, type ComponentProps } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Bars } from '../../src/components/charts/BarsTable';
import { laterCode, useLaterCode } from '../../src/components/laterCode';
import { useDownlineName } from '../../src/components/producerNames';
import { PageDataContext, usePageData } from '../../src/components/pageData';
import { QueryState } from '../../src/components/QueryState';
import { LoadingState } from '../../src/components/States';
import type { Portal, PortalType } from '../../src/portal/types';
import { useEnrollmentChart, useProducerSummary } from './api';
import { DashboardCard } from './DashboardCard';
import { useWantedNow } from './DeferredCard';
import { CHART_CARD_HEIGHT } from './cardHeights';
import type { BarsView as LoadedBarsView } from './EnrollmentBars';
import { monthLabel } from './months';
import { byEnrollmentsDescending, defaultProducerRange, PRODUCER_PAGE_SIZE } from './producerRanking';
import type { ChartItem, ChartView, ProducerSummaryRow } from './types';
import { text } from './text';

export const chartViewsFor = (type: PortalType): ChartView[] =>
    type === 'agency' ? ['sixMonths', 'twelveMonths', 'producers'] : ['sixMonths', 'twelveMonths'];

const monthBars = (items: ChartItem[], locale: string, translate: (key: string) => string): Bars => ({
    labels: items.map(item => monthLabel(item.MonthName, locale)),
    series: [
        {
            id: 'thisYear',
            label: translate(text('cards.chart.thisYear')),
            data: items.map(item => item.EnrollmentCount),
        },
        {
            id: 'lastYear',
            label: translate(text('cards.chart.lastYear')),
            data: items.map(item => item.LastYearEnrollmentCount ?? null),
        },
    ],
});

const producerBars = (
    rows: ProducerSummaryRow[],
    translate: (key: string) => string,
    nameOf: (producer: { id: string | number; name: string }) => string
): Bars => {
    const top = byEnrollmentsDescending(rows).slice(0, PRODUCER_PAGE_SIZE);
    return {
        labels: top.map(row => nameOf({ id: row.AgentId, name: row.AgentName ?? String(row.AgentId) })),
        series: [
            {
                id: 'enrollments',
                label: translate(text('cards.chart.enrollments')),
                data: top.map(row => row.EnrollmentCount),
            },
        ],
    };
};

// A chunk of their own (about 100 kB gzip).
const barsCode = laterCode(() => import('./EnrollmentBars').then(module => module.BarsView));

// The chart library loads after the cards' data instead of competing with it, and only once the reader comes near
// the chart (on a phone it is screens below the first) or the keyboard reaches the cards, as the later cards do.
const BarsWhenChartMayLoad = ({
    chartMayLoad,
    ...props
}: ComponentProps<typeof LoadedBarsView> & { chartMayLoad: boolean }) => {
    const [placeholderRef, due] = useWantedNow<HTMLDivElement>();
    const BarsView = useLaterCode(barsCode, chartMayLoad && due);
    if (BarsView) return <BarsView {...props} />;
    return <div ref={placeholderRef}>{due && <LoadingState />}</div>;
};

// The producers view reads the producer summary's default range, the call the summary card makes anyway.
export const EnrollmentChartCard = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const views = chartViewsFor(portal.type);
    const [chosen, setView] = useState<ChartView>('sixMonths');
    const view = views.includes(chosen) ? chosen : 'sixMonths';
    const [asTable, setAsTable] = useState(false);
    const page = usePageData();
    const chartMayLoad = !page || page.shown;
    const dashboard = useEnrollmentChart();
    const producers = useProducerSummary(defaultProducerRange(), { enabled: view === 'producers' });
    // Unique labels whether the downline has answered or not (the summary's own namesakes count too): a chart's band
    // axis draws two equal labels as one.
    const summaryProducers = useMemo(
        () => producers.data?.map(row => ({ id: row.AgentId, name: row.AgentName ?? String(row.AgentId) })),
        [producers.data]
    );
    const downlineName = useDownlineName({ enabled: view === 'producers', alongside: summaryProducers });
    const toggles = (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <ToggleButtonGroup
                size="small"
                exclusive
                value={view}
                onChange={(_, next: ChartView | null) => next && setView(next)}
                aria-label={translate(text('cards.chart.views.label'))}
            >
                {views.map(option => (
                    <ToggleButton key={option} value={option}>
                        {translate(text(`cards.chart.views.${option}`))}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
            <Button size="small" onClick={() => setAsTable(current => !current)}>
                {translate(text(asTable ? 'cards.chart.showChart' : 'cards.chart.showTable'))}
            </Button>
        </Box>
    );
    return (
        <DashboardCard title={text('cards.chart.title')} minHeight={CHART_CARD_HEIGHT} wide actions={toggles}>
            {/* The chart's answer alone is not the page's first data: its bars still wait for their code. */}
            <PageDataContext.Provider value={undefined}>
                {view === 'producers' ? (
                    <QueryState
                        query={producers}
                        error={text('cards.producerSummary.error')}
                        empty={text('cards.producerSummary.empty')}
                    >
                        {rows => (
                            <BarsWhenChartMayLoad
                                chartMayLoad={chartMayLoad}
                                bars={producerBars(rows, translate, downlineName)}
                                asTable={asTable}
                                view={view}
                            />
                        )}
                    </QueryState>
                ) : (
                    <QueryState
                        query={dashboard}
                        error={text('cards.chart.error')}
                        empty={text('cards.chart.empty')}
                        isEmpty={answer =>
                            (view === 'sixMonths' ? answer.EnrollmentsChart6Months : answer.EnrollmentsChart12Months)
                                .length === 0
                        }
                    >
                        {answer => (
                            <BarsWhenChartMayLoad
                                chartMayLoad={chartMayLoad}
                                bars={monthBars(
                                    view === 'sixMonths'
                                        ? answer.EnrollmentsChart6Months
                                        : answer.EnrollmentsChart12Months,
                                    locale,
                                    translate
                                )}
                                asTable={asTable}
                                view={view}
                            />
                        )}
                    </QueryState>
                )}
            </PageDataContext.Provider>
        </DashboardCard>
    );
};
