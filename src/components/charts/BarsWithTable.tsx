import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { BarsTable, type Bars } from './BarsTable';

export interface BarsWithTableProps {
    bars: Bars;
    /** Translated: the table's name (the chart's too) and its first column's header. */
    title: string;
    firstColumn: string;
    asTable: boolean;
    height: number;
    cell?: (value: number) => ReactNode;
    valueFormatter?: (value: number | null) => string;
    hideLegend?: boolean;
    noData: string;
    loading: string;
}

/** Screen readers read the table. Loaded lazily: the chart library (about 100 kB gzip) never delays first figures. */
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
            // Inert: out of the reading and tab order (its figures are the table's), its own focus stop included.
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
