import { useId, useState } from 'react';
import { Box, ButtonBase, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { CarrierColumn, ReadinessCell } from '../../src/domain/readiness';
import type { CarrierSummary, StateSummary } from '../../src/domain/readinessSummary';
import { useGapText, type ReadinessAudience } from '../../src/components/readinessFixes';
import { CELL_STYLES, CellContent } from './CellContent';
import { useHeaderRowRoom } from '../../src/components/listTable/useHeaderRowRoom';

const T = 'resources.readiness';
/** px: it stays in place, and the carriers' names stop beside it. */
const STATE_COLUMN = 220;

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
    /** Of the whole matrix, whatever the filters: a carrier's or a state's standing does not shrink. */
    carriers: Map<string, CarrierSummary>;
    states: Map<string, StateSummary>;
}

const useStateLine = (planYear: number) => {
    const translate = useTranslate();
    const gapText = useGapText();
    return (summary: StateSummary | undefined, state: string) => {
        if (!summary) return '';
        const standing = summary.licenseGap
            ? gapText(summary.licenseGap, { planYear, state })
            : translate(`${T}.summary.state`, { ready: summary.readyCarriers, total: summary.carriers });
        return summary.thingsToFix === 0
            ? standing
            : `${standing} · ${translate(`${T}.summary.stateFixes`, { smart_count: summary.thingsToFix })}`;
    };
};

/** An icon beside the words, never colour alone. */
const StandingIcon = ({ ready }: { ready: boolean }) =>
    ready ? (
        <CheckCircleIcon fontSize="small" color="success" aria-hidden />
    ) : (
        <ErrorIcon fontSize="small" color="error" aria-hidden />
    );

// The header row and state column stay fixed, so a cell is always read beside its state and carrier.
export const ReadinessTable = ({ matrix, audience, stateName, carriers, states }: ViewProps) => {
    const translate = useTranslate();
    const stateLine = useStateLine(matrix.planYear);
    const label = translate(`${T}.matrix.label`, { year: matrix.planYear });
    const box = useHeaderRowRoom();
    return (
        // A region that scrolls both ways: focusable, so the keyboard can scroll it too.
        <Paper
            variant="outlined"
            ref={box}
            role="region"
            aria-label={label}
            tabIndex={0}
            // width 0 / min-width 100%: the table scrolls inside its box instead of widening the page.
            sx={{
                width: 0,
                minWidth: '100%',
                maxHeight: 'max(360px, calc(100vh - 140px))',
                overflow: 'auto',
                // A cell reached by Tab is scrolled clear of the state column that stays in place (and of the
                // header row: useHeaderRowRoom).
                scrollPaddingLeft: STATE_COLUMN,
                ...CELL_STYLES,
                '& table': { borderCollapse: 'separate', borderSpacing: 0 },
                '& td': {
                    verticalAlign: 'top',
                    minWidth: 170,
                    padding: '6px 12px',
                    borderBottom: 1,
                    borderColor: 'divider',
                    typography: 'body2',
                },
                '& thead': { position: 'sticky', top: 0, zIndex: 2 },
                '& thead th': { bgcolor: 'background.paper', verticalAlign: 'bottom' },
                '& th.readiness-state': {
                    position: 'sticky',
                    left: 0,
                    zIndex: 1,
                    bgcolor: 'background.paper',
                    borderRight: 1,
                    borderColor: 'divider',
                    width: STATE_COLUMN,
                    minWidth: STATE_COLUMN,
                    maxWidth: STATE_COLUMN,
                    verticalAlign: 'top',
                },
                '& thead th.readiness-state': { zIndex: 3 },
                '& .group-start': { borderLeft: 1, borderColor: 'divider' },
                // A carrier's name stays in view while any of its columns is (its group may be wider than the box).
                '& .readiness-carrier': { display: 'inline-block', position: 'sticky', left: STATE_COLUMN + 16 },
                '& .readiness-summary': {
                    display: 'flex',
                    gap: 0.5,
                    alignItems: 'flex-start',
                    typography: 'body2',
                    fontWeight: 400,
                    color: 'text.secondary',
                    mt: 0.25,
                },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
        >
            <Table size="small" aria-label={label}>
                <TableHead>
                    <TableRow>
                        <TableCell rowSpan={2} component="th" scope="col" className="readiness-state">
                            {translate(`${T}.matrix.state`)}
                        </TableCell>
                        {matrix.columns.map(column => {
                            const summary = carriers.get(column.carrier);
                            return (
                                <TableCell
                                    key={column.carrier}
                                    component="th"
                                    scope="colgroup"
                                    colSpan={column.policyTypes.length}
                                    className="group-start"
                                    sx={{ fontWeight: 600 }}
                                >
                                    <span className="readiness-carrier">
                                        {column.carrier}
                                        {summary && (
                                            <span className="readiness-summary">
                                                <StandingIcon ready={summary.readyStates > 0} />
                                                {translate(`${T}.summary.carrier`, {
                                                    ready: summary.readyStates,
                                                    licensed: summary.licensedStates,
                                                })}
                                            </span>
                                        )}
                                    </span>
                                </TableCell>
                            );
                        })}
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
                    {matrix.states.map(state => {
                        const summary = states.get(state);
                        return (
                            <TableRow key={state}>
                                <TableCell component="th" scope="row" className="readiness-state">
                                    <Box component="span" sx={{ fontWeight: 600 }}>
                                        {stateName(state)}
                                    </Box>
                                    {summary && (
                                        <span className="readiness-summary">
                                            <StandingIcon ready={!summary.licenseGap && summary.readyCarriers > 0} />
                                            {stateLine(summary, state)}
                                        </span>
                                    )}
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
                        );
                    })}
                </TableBody>
            </Table>
        </Paper>
    );
};

export const ReadinessByState = ({ matrix, audience, stateName, states }: ViewProps) => {
    const translate = useTranslate();
    const stateLine = useStateLine(matrix.planYear);
    const baseId = useId();
    const [open, setOpen] = useState<string | undefined>(matrix.states.length === 1 ? matrix.states[0] : undefined);
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
            <Paper variant="outlined" component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {matrix.states.map((state, index) => {
                    const cells = matrix.columns.flatMap(column =>
                        column.policyTypes.flatMap(type => matrix.cellAt(state, column.carrier, type) ?? [])
                    );
                    const summary = states.get(state);
                    const expanded = open === state;
                    const panelId = `${baseId}-${index}`;
                    return (
                        <Box component="li" key={state} sx={{ borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}>
                            <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', m: 0 }}>
                                <ButtonBase
                                    aria-expanded={expanded}
                                    aria-controls={panelId}
                                    onClick={() => setOpen(expanded ? undefined : state)}
                                    sx={{
                                        width: '100%',
                                        justifyContent: 'space-between',
                                        textAlign: 'left',
                                        gap: 1,
                                        p: 1.5,
                                        typography: 'body1',
                                        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                                    }}
                                >
                                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                                        <StandingIcon
                                            ready={Boolean(summary && !summary.licenseGap && summary.readyCarriers > 0)}
                                        />
                                        <span>
                                            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                                                {stateName(state)}
                                            </Box>
                                            <Box
                                                component="span"
                                                sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}
                                            >
                                                {stateLine(summary, state)}
                                            </Box>
                                        </span>
                                    </Box>
                                    <ExpandMoreIcon
                                        aria-hidden
                                        sx={{ transform: expanded ? 'rotate(180deg)' : undefined, flexShrink: 0 }}
                                    />
                                </ButtonBase>
                            </Typography>
                            {expanded && (
                                <Box
                                    component="ul"
                                    id={panelId}
                                    aria-label={stateName(state)}
                                    sx={{ m: 0, px: 1.5, pb: 1, listStyle: 'none' }}
                                >
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
                            )}
                        </Box>
                    );
                })}
            </Paper>
        </Box>
    );
};
