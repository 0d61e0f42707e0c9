import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CarrierColumn, ReadinessCell } from '../../src/domain/readiness';
import { CELL_STYLES, CellContent, type ReadinessAudience } from './CellContent';

const T = 'resources.readiness';

export interface ShownMatrix {
    planYear: number;
    states: string[];
    columns: CarrierColumn[];
    cellAt: (state: string, carrier: string, policyType: string) => ReadinessCell | undefined;
}

interface ViewProps {
    matrix: ShownMatrix;
    audience: ReadinessAudience;
    stateName: (state: string) => string;
}

/** A laptop's matrix: a row per state, a column group per carrier with a column per policy type. */
export const ReadinessTable = ({ matrix, audience, stateName }: ViewProps) => {
    const translate = useTranslate();
    const label = translate(`${T}.matrix.label`, { year: matrix.planYear });
    return (
        // A region that scrolls sideways: focusable, so the keyboard can scroll it too.
        <Paper
            variant="outlined"
            role="region"
            aria-label={label}
            tabIndex={0}
            // width 0 / min-width 100%: the table scrolls inside the page instead of widening it.
            sx={{
                width: 0,
                minWidth: '100%',
                overflowX: 'auto',
                ...CELL_STYLES,
                '& td': {
                    verticalAlign: 'top',
                    minWidth: 180,
                    padding: '6px 16px',
                    borderBottom: 1,
                    borderColor: 'divider',
                    typography: 'body2',
                },
                '& .group-start': { borderLeft: 1, borderColor: 'divider' },
            }}
        >
            <Table size="small" aria-label={label}>
                <TableHead>
                    <TableRow>
                        <TableCell rowSpan={2} component="th" scope="col">
                            {translate(`${T}.matrix.state`)}
                        </TableCell>
                        {matrix.columns.map(column => (
                            <TableCell
                                key={column.carrier}
                                component="th"
                                scope="colgroup"
                                colSpan={column.policyTypes.length}
                                className="group-start"
                                sx={{ fontWeight: 600 }}
                            >
                                {column.carrier}
                            </TableCell>
                        ))}
                    </TableRow>
                    <TableRow>
                        {matrix.columns.flatMap(column =>
                            column.policyTypes.map((type, index) => (
                                <TableCell
                                    key={`${column.carrier}|${type}`}
                                    component="th"
                                    scope="col"
                                    className={index === 0 ? 'group-start' : undefined}
                                >
                                    {type}
                                </TableCell>
                            ))
                        )}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {matrix.states.map(state => (
                        <TableRow key={state}>
                            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                                {stateName(state)}
                            </TableCell>
                            {matrix.columns.flatMap(column =>
                                column.policyTypes.map((type, index) => {
                                    const cell = matrix.cellAt(state, column.carrier, type);
                                    return (
                                        // Plain cells (styled once above): hundreds of MUI TableCells are slow.
                                        <td
                                            key={`${column.carrier}|${type}`}
                                            className={index === 0 ? 'group-start' : undefined}
                                        >
                                            {cell && <CellContent cell={cell} audience={audience} />}
                                        </td>
                                    );
                                })
                            )}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Paper>
    );
};

/** A phone's matrix: a section per state listing each carrier and policy type with its cell. */
export const ReadinessByState = ({ matrix, audience, stateName }: ViewProps) => {
    const translate = useTranslate();
    return (
        <Box
            component="section"
            aria-label={translate(`${T}.matrix.byState`, { year: matrix.planYear })}
            sx={{
                ...CELL_STYLES,
                '& .readiness-item': { py: 1, borderTop: 1, borderColor: 'divider' },
                '& .readiness-item-title': { fontWeight: 600 },
            }}
        >
            {matrix.states.map(state => {
                const cells = matrix.columns.flatMap(column =>
                    column.policyTypes.flatMap(type => matrix.cellAt(state, column.carrier, type) ?? [])
                );
                if (cells.length === 0) return null;
                return (
                    <Paper key={state} variant="outlined" component="section" sx={{ p: 2, mb: 2 }}>
                        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                            {stateName(state)}
                        </Typography>
                        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                            {cells.map(cell => (
                                <li key={`${cell.carrier}|${cell.policyType}`} className="readiness-item">
                                    <Typography className="readiness-item-title">
                                        {translate(`${T}.matrix.carrierTypes`, {
                                            carrier: cell.carrier,
                                            types: cell.policyType,
                                        })}
                                    </Typography>
                                    <CellContent cell={cell} audience={audience} />
                                </li>
                            ))}
                        </Box>
                    </Paper>
                );
            })}
        </Box>
    );
};
