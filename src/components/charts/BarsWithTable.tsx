import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { BarsTable, type Bars } from './BarsTable';

export interface BarsWithTableProps {
    bars: Bars;
    /** Translated: the table's name (the chart's too) and its first column's header. */
    title: string;
    firstColumn: string;
    /** The table in view instead of the bars (a toggle the caller offers). */
    asTable: boolean;
    height: number;
    /** How a value reads in the table (an amount with its sign) and in the chart's tooltip. */
    cell?: (value: number) => ReactNode;
    valueFormatter?: (value: number | null) => string;
    hideLegend?: boolean;
    /** Translated texts the chart shows when it has nothing to draw, and while it loads. */
    noData: string;
    loading: string;
}

/**
 * Bars drawn with MUI X Charts with the same figures as a table behind them: a screen reader reads the table
 * (the drawing is inert: hidden from it and from the keyboard), and the caller's toggle puts the table in view
 * instead of the bars, for exact amounts. A module
 * of its own, which its callers load with React's lazy (behind a spinner), so the chart library (about 100 kB
 * gzip) never delays the figures a page shows first.
 */
export const BarsWithTable = ({
    bars,
    title,
    firstColumn,
    asTable,
    height,
    cell,
    valueFormatter,
    hideLegend,
    noData,
    loading,
}: BarsWithTableProps) => (
    <>
        {!asTable && (
            // Inert: the drawing is out of the reading and tab order (its figures are the table's), its own
            // focus stop included.
            <Box inert>
                <BarChart
                    height={height}
                    xAxis={[{ scaleType: 'band', data: bars.labels, tickLabelStyle: { fontSize: 11 } }]}
                    series={bars.series.map(serie => ({ ...serie, valueFormatter }))}
                    hideLegend={hideLegend}
                    localeText={{ noData, loading }}
                />
            </Box>
        )}
        <BarsTable bars={bars} caption={title} firstColumn={firstColumn} cell={cell} outOfSight={!asTable} />
    </>
);
