import { useId } from 'react';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { FilterSelect } from '../../src/components/FilterCard';
import { licenseGap, readinessCell, type ReadinessMatrix } from '../../src/domain/readiness';
import { carrierSummaries, stateSummaries, thingsToFix } from '../../src/domain/readinessSummary';
import {
    FixLink,
    fixForAction,
    ThingsToFixList,
    useGapText,
    type ReadinessAudience,
} from '../../src/components/readinessFixes';
import { CELL_STYLES } from './CellContent';
import type { ReadinessFilters } from './filters';
import type { ReadinessSources } from './useReadiness';

const T = 'resources.readiness';

interface QuestionBoxProps {
    planYear: number;
    years: number[];
    filters: ReadinessFilters;
    set: (change: Partial<ReadinessFilters>) => void;
    matrix: ReadinessMatrix;
    sources: ReadinessSources;
    today: Date;
    audience: ReadinessAudience;
    stateName: (state: string) => string;
    /** The dictionary's, and the matrix's when the dictionary failed. */
    states: string[];
    /** The carriers beyond the contracted ones did not answer: a carrier not found may be one of them. */
    offeredFailed: boolean;
    describedBy?: string;
}

// The carrier and state also narrow the matrix below: one choice, not two.
export const QuestionBox = (props: QuestionBoxProps) => {
    const { planYear, years, filters, set, matrix, audience, stateName, states, describedBy } = props;
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
                {translate(audience.type === 'agent' ? `${T}.question.title` : `${T}.question.producerTitle`)}
            </Typography>
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                    mb: 2,
                }}
            >
                <FilterSelect
                    label={translate(`${T}.filters.carrier`)}
                    value={filters.carrier}
                    options={matrix.columns.map(column => ({ id: column.carrier, name: column.carrier }))}
                    onChange={carrier => set({ carrier })}
                    anyLabel={`${T}.filters.anyCarrier`}
                />
                <FilterSelect
                    label={translate(`${T}.filters.state`)}
                    value={filters.state}
                    options={states.map(state => ({ id: state, name: stateName(state) }))}
                    onChange={state => set({ state })}
                    anyLabel={`${T}.filters.anyState`}
                />
            </Box>
            {years.length > 1 ? (
                <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={planYear}
                    onChange={(_, year: number | null) => year !== null && set({ year })}
                    aria-label={translate(`${T}.planYear.label`)}
                    sx={{ mb: 2 }}
                >
                    {years.map(year => (
                        <ToggleButton key={year} value={year}>
                            {translate(`${T}.planYear.option`, { year })}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
            ) : (
                <Typography sx={{ mb: 2 }}>{translate(`${T}.planYear.option`, { year: planYear })}</Typography>
            )}
            <Box role="status" aria-describedby={describedBy} sx={CELL_STYLES}>
                <Answer {...props} />
            </Box>
        </Paper>
    );
};

const Answer = (props: QuestionBoxProps) => {
    const { planYear, filters, matrix, sources, today, audience, stateName, offeredFailed } = props;
    const translate = useTranslate();
    const gapText = useGapText();
    const { carrier, state } = filters;
    const column = carrier ? matrix.columns.find(candidate => candidate.carrier === carrier) : undefined;
    if (carrier && !column) {
        const unknown = !offeredFailed
            ? 'unknownCarrier'
            : audience.type === 'agent'
              ? 'unknownCarrierPartial'
              : 'unknownCarrierPartialProducer';
        return <Typography>{translate(`${T}.question.${unknown}`, { carrier })}</Typography>;
    }
    if (column && state) {
        // Asked of the rule, not read off the matrix: the state may be one the agent holds no license in.
        const cells = column.policyTypes.map(policyType =>
            readinessCell(sources, { planYear, state, carrier: column.carrier, policyType }, today)
        );
        const ready = cells.filter(cell => cell.ready).length;
        const words = { carrier: column.carrier, state: stateName(state), year: planYear, ready, total: cells.length };
        const verdict = ready === cells.length ? 'ready' : ready > 0 ? 'partly' : 'notReady';
        const readyTypes = cells.filter(cell => cell.ready).map(cell => cell.policyType);
        return (
            <>
                <Typography sx={{ fontWeight: 600, mb: 1 }}>{translate(`${T}.question.${verdict}`, words)}</Typography>
                {readyTypes.length > 0 && (
                    <Typography className="readiness-ready" sx={{ mb: 1 }}>
                        <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                        {translate(`${T}.question.readyFor`, { types: readyTypes.join(', ') })}
                    </Typography>
                )}
                {/* What is missing, each action once (a state's license is one, whatever the policy type). */}
                <ThingsToFixList
                    things={thingsToFix(cells)}
                    planYear={planYear}
                    audience={audience}
                    stateName={stateName}
                    detail={thing => [translate(`${T}.question.neededFor`, { types: thing.policyTypes.join(', ') })]}
                />
            </>
        );
    }
    if (column) {
        const summary = carrierSummaries(matrix.cells).get(column.carrier);
        return (
            <Typography>
                {translate(`${T}.question.carrierOnly`, {
                    carrier: column.carrier,
                    ready: summary?.readyStates ?? 0,
                    licensed: summary?.licensedStates ?? 0,
                    year: planYear,
                })}{' '}
                {translate(`${T}.question.chooseState`)}
            </Typography>
        );
    }
    if (state) {
        const gap = licenseGap(sources.licenses, { planYear, state }, today);
        const summary = stateSummaries(matrix.cells).get(state);
        if (gap) {
            const fix = fixForAction({ kind: 'license', state }, audience);
            return (
                <Typography>
                    {translate(`${T}.question.stateLicense`, {
                        state: stateName(state),
                        gap: gapText(gap, { planYear, state }),
                    })}{' '}
                    <FixLink fix={fix} />
                </Typography>
            );
        }
        return (
            <Typography>
                {translate(`${T}.question.stateOnly`, {
                    state: stateName(state),
                    ready: summary?.readyCarriers ?? 0,
                    total: summary?.carriers ?? matrix.columns.length,
                    year: planYear,
                })}{' '}
                {translate(`${T}.question.chooseCarrier`)}
            </Typography>
        );
    }
    return <Typography color="text.secondary">{translate(`${T}.question.prompt`)}</Typography>;
};
