import { useId } from 'react';
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { BarsTable, type Bars } from '../../src/components/charts/BarsTable';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { CHART_HEIGHT } from './cardHeights';
import type { ChartView } from './types';
import { text } from './text';

/** A module of its own, loaded after the dashboard's first data, so the chart library never delays the cards. */
export const BarsView = ({ bars, asTable, view }: { bars: Bars; asTable: boolean; view: ChartView }) => {
    const translate = useTranslate();
    const descriptionId = useId();
    const producers = view === 'producers';
    if (asTable)
        return (
            <BarsTable
                bars={bars}
                caption={translate(text(producers ? 'cards.chart.producersTable' : 'cards.chart.table'))}
                firstColumn={translate(text(producers ? 'cards.chart.producer' : 'cards.chart.month'))}
            />
        );
    return (
        <Box role="img" aria-label={translate(text('cards.chart.title'))} aria-describedby={descriptionId}>
            <Box id={descriptionId} sx={visuallyHidden}>
                {translate(text(producers ? 'cards.chart.producersDescription' : 'cards.chart.description'))}
            </Box>
            {/* Inert: MUI X Charts makes its surface a tab stop with no focus ring and nothing to do there; the
                image's name and description say what it shows, and the table view gives the figures. */}
            <Box inert>
                <BarChart
                    height={CHART_HEIGHT}
                    xAxis={[{ scaleType: 'band', data: bars.labels, tickLabelStyle: { fontSize: 11 } }]}
                    series={bars.series}
                    hideLegend={producers}
                    localeText={{
                        noData: translate(text('cards.chart.noData')),
                        loading: translate(text('cards.chart.loadingData')),
                    }}
                />
            </Box>
        </Box>
    );
};
