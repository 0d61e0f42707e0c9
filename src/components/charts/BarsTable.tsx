import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '../visuallyHidden';
import { NotKnown } from '../PartialAnswer';

export interface Bars {
    labels: string[];
    /** null: a figure the answer lacks, shown as not known (no bar), never as 0. */
    series: Array<{ id: string; label: string; data: Array<number | null> }>;
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
                                {serie.data[index] === null ? <NotKnown /> : cell(serie.data[index])}
                            </TableCell>
                        ))}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    </TableContainer>
);
