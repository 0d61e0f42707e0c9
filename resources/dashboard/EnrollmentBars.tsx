import { useId } from 'react';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { CHART_HEIGHT } from './cardHeights';
import type { ChartView } from './types';
import { text } from './useDashboardApi';

export interface Bars {
    labels: string[];
    series: Array<{ id: string; label: string; data: number[] }>;
}

/** The text alternative: the same figures as a table. */
const BarsTable = ({ bars, caption, firstColumn }: { bars: Bars; caption: string; firstColumn: string }) => (
    <TableContainer>
        <Table size="small" aria-label={caption}>
            <TableHead>
                <TableRow>
                    <TableCell>{firstColumn}</TableCell>
                    {bars.series.map(serie => (
                        <TableCell key={serie.id} align="right">
                            {serie.label}
                        </TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {bars.labels.map((label, index) => (
                    <TableRow key={`${label}-${index}`}>
                        <TableCell component="th" scope="row">
                            {label}
                        </TableCell>
                        {bars.series.map(serie => (
                            <TableCell key={serie.id} align="right">
                                {serie.data[index]}
                            </TableCell>
                        ))}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    </TableContainer>
);

/**
 * The enrollment chart's figures as bars (MUI X Charts) or as a table: a module of its own, loaded after the
 * dashboard's first data (EnrollmentChartCard), so the chart library never delays the cards.
 */
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
