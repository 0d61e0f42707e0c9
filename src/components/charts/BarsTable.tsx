import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '../visuallyHidden';

export interface Bars {
    labels: string[];
    series: Array<{ id: string; label: string; data: number[] }>;
}

export interface BarsTableProps {
    bars: Bars;
    /** Translated: the table's name and its first column's header. */
    caption: string;
    firstColumn: string;
    cell?: (value: number) => ReactNode;
    /** Read by screen readers but not shown, while the bars stand in its place. */
    outOfSight?: boolean;
}

/** Without the chart library, which its callers load on their own. */
export const BarsTable = ({ bars, caption, firstColumn, cell = value => value, outOfSight }: BarsTableProps) => (
    <TableContainer sx={outOfSight ? visuallyHidden : undefined}>
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
                                {cell(serie.data[index])}
                            </TableCell>
                        ))}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    </TableContainer>
);
