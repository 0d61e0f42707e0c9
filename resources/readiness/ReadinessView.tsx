import { useId, useMemo, useState, type ReactNode } from 'react';
import {
    Alert,
    Box,
    Button,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { isNotFound } from '../../src/api/useDetailRecord';
import { FilterCard, FilterSelect } from '../../src/components/FilterCard';
import { PageHeading } from '../../src/components/PageHeading';
import { PartialNote } from '../../src/components/PartialAnswer';
import { EmptyState, ErrorState, LoadingState, RetryButton } from '../../src/components/States';
import { defaultPlanYear, readinessPlanYears, type ReadinessCell } from '../../src/domain/readiness';
import { carrierSummaries, stateSummaries, thingsToFix } from '../../src/domain/readinessSummary';
import type { ReadinessAudience } from '../../src/components/readinessFixes';
import { EAndOLine } from './EAndOLine';
import type { ReadinessFilters, ReadinessShown } from './filters';
import { QuestionBox } from './QuestionBox';
import { ReadinessByState, ReadinessTable, type ShownMatrix } from './ReadinessViews';
import { ThingsToFix } from './ThingsToFix';
import type { ReadinessSubject } from './types';
import { useReadiness } from './useReadiness';
import { clock } from '../../src/clock';

const T = 'resources.readiness';

const cellKey = (state: string, carrier: string, policyType: string) => `${state}|${carrier}|${policyType}`;

/** "Only ready" and "only not ready" drop the rows and columns left empty. */
const shownMatrix = (planYear: number, cells: ReadinessCell[], filters: ReadinessFilters): ShownMatrix => {
    const visible = cells.filter(
        cell =>
            (!filters.state || cell.state === filters.state) &&
            (!filters.carrier || cell.carrier === filters.carrier) &&
            (!filters.policyType || cell.policyType === filters.policyType) &&
            (filters.only === undefined || cell.ready === (filters.only === 'ready'))
    );
    const byKey = new Map(visible.map(cell => [cellKey(cell.state, cell.carrier, cell.policyType), cell]));
    const columns = new Map<string, Set<string>>();
    for (const cell of visible)
        columns.set(cell.carrier, (columns.get(cell.carrier) ?? new Set()).add(cell.policyType));
    return {
        planYear,
        states: [...new Set(visible.map(cell => cell.state))],
        columns: [...columns.entries()].map(([carrier, types]) => ({ carrier, policyTypes: [...types].sort() })),
        cellAt: (state, carrier, policyType) => byKey.get(cellKey(state, carrier, policyType)),
    };
};

const loadErrorOf = (error: unknown, producer: boolean, fallback: string) => {
    if (!producer) return fallback;
    // As the producer detail: a 404 or 403 is this producer's, anything else generic.
    const status = error instanceof HttpError ? error.status : 0;
    return status === 404 || status === 403 ? 'messages.status.agentDetailsUnavailable' : 'messages.errors.generic';
};

export interface ViewProps {
    subject: ReadinessSubject;
    filters: ReadinessFilters;
    update: (change: (current: ReadinessFilters) => ReadinessFilters) => void;
    knownName?: string;
    above?: ReactNode;
}

export const ReadinessView = ({ subject, filters, update, knownName, above }: ViewProps) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const [today] = useState(() => clock.now());
    const years = readinessPlanYears(today);
    const planYear = filters.year !== undefined && years.includes(filters.year) ? filters.year : defaultPlanYear(today);
    const readiness = useReadiness(subject, planYear, today);
    const producer = subject.type === 'producer';
    const name = readiness.producerName ?? knownName ?? '';
    const audience: ReadinessAudience =
        subject.type === 'self' ? { type: 'agent' } : { type: 'agency', agentId: subject.agentId, agentName: name };
    const { stateNames, matrix, sources } = readiness;
    const stateName = (state: string) => {
        const full = stateNames.get(state);
        return full ? `${full} (${state})` : state;
    };
    const toFix = useMemo(() => (matrix ? thingsToFix(matrix.cells) : []), [matrix]);
    const carriers = useMemo(() => carrierSummaries(matrix?.cells ?? []), [matrix]);
    const states = useMemo(() => stateSummaries(matrix?.cells ?? []), [matrix]);
    const shown = useMemo(() => matrix && shownMatrix(planYear, matrix.cells, filters), [matrix, planYear, filters]);
    // The question may be asked of any state: the dictionary's, and the matrix's (its abbreviations) besides.
    const askable = useMemo(
        () =>
            [...new Set([...stateNames.keys(), ...(matrix?.states ?? [])])]
                .filter(state => state !== '')
                .sort((a, b) => (stateNames.get(a) ?? a).localeCompare(stateNames.get(b) ?? b)),
        [stateNames, matrix]
    );
    const set = (change: Partial<ReadinessFilters>) => update(current => ({ ...current, ...change }));
    const policyTypes = [...new Set(matrix?.columns.flatMap(column => column.policyTypes) ?? [])].sort();
    const loaded = !readiness.isPending && matrix && sources && shown;
    // The sources beside the matrix that did not answer: the count and the answer do not speak for them.
    const missing = [
        readiness.offeredFailed && (producer ? 'offeredProducer' : 'offered'),
        readiness.eAndO?.isError && 'eAndO',
        readiness.statesFailed && 'states',
    ].filter((part): part is string => typeof part === 'string');
    const partial = missing.length > 0 ? missing.map(part => translate(`${T}.partial.${part}`)) : undefined;
    const partialId = useId();

    const body = () => {
        if (readiness.licensesError || readiness.contractsError)
            return (
                <ErrorState
                    message={
                        readiness.licensesError
                            ? loadErrorOf(readiness.licensesError, producer, `${T}.errors.licenses`)
                            : `${T}.errors.contracts`
                    }
                    // No new try finds a producer the agency cannot retrieve: only the way back.
                    retry={producer && isNotFound(readiness.licensesError) ? null : readiness.retryMatrix}
                />
            );
        if (!loaded) return <LoadingState />;
        // Without the carriers on offer, a portal with no contract has no column: not "nothing on file".
        if (matrix.cells.length === 0)
            return readiness.offeredFailed ? (
                <>
                    <EmptyState message={`${T}.matrix.emptyUnoffered`} />
                    {partial && <PartialNote id={partialId} parts={partial} />}
                </>
            ) : (
                <EmptyState message={`${T}.matrix.empty`} />
            );
        return (
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                    mb: 2,
                }}
            >
                <QuestionBox
                    planYear={planYear}
                    years={years}
                    filters={filters}
                    set={set}
                    matrix={matrix}
                    sources={sources}
                    today={today}
                    audience={audience}
                    stateName={stateName}
                    states={askable}
                    offeredFailed={readiness.offeredFailed}
                    describedBy={partial && partialId}
                />
                <ThingsToFix
                    planYear={planYear}
                    cells={matrix.cells}
                    toFix={toFix}
                    audience={audience}
                    stateName={stateName}
                    partial={partial && { id: partialId, parts: partial }}
                />
            </Box>
        );
    };

    return (
        <>
            <PageHeading title={name ? translate(`${T}.producerTitle`, { name }) : translate(`${T}.title`)} />
            {above}
            {body()}
            {/* A producer the agency cannot load has nothing else to show: its error says it. */}
            {!(producer && readiness.licensesError) && <EAndOLine eAndO={readiness.eAndO} />}
            {readiness.offeredFailed && (
                <Alert severity="warning" sx={{ mb: 2 }} action={<RetryButton retry={readiness.retryOffered} />}>
                    {translate(producer ? `${T}.errors.offeredProducer` : `${T}.errors.offered`)}
                </Alert>
            )}
            {readiness.statesFailed && (
                // Without the dictionary the rows show abbreviations only, and a license naming its state
                // in full is not matched: said, not hidden.
                <Alert severity="warning" sx={{ mb: 2 }} action={<RetryButton retry={readiness.retryStates} />}>
                    {translate(`${T}.errors.states`)}
                </Alert>
            )}
            {loaded && matrix.cells.length > 0 && (
                <FilterCard title={`${T}.filters.title`}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
                        <Box sx={{ width: { xs: '100%', sm: 260 } }}>
                            <FilterSelect
                                label={translate(`${T}.filters.policyType`)}
                                value={filters.policyType}
                                options={policyTypes.map(type => ({ id: type, name: type }))}
                                onChange={policyType => set({ policyType })}
                                anyLabel={`${T}.filters.anyPolicyType`}
                            />
                        </Box>
                        <ToggleButtonGroup
                            exclusive
                            size="small"
                            value={filters.only ?? 'all'}
                            onChange={(_, only: ReadinessShown | 'all' | null) =>
                                only !== null && set({ only: only === 'all' ? undefined : only })
                            }
                            aria-label={translate(`${T}.filters.show`)}
                        >
                            <ToggleButton value="all">{translate(`${T}.filters.all`)}</ToggleButton>
                            <ToggleButton value="ready">{translate(`${T}.filters.onlyReady`)}</ToggleButton>
                            <ToggleButton value="notReady">{translate(`${T}.filters.onlyNotReady`)}</ToggleButton>
                        </ToggleButtonGroup>
                        <Button
                            onClick={() =>
                                set({ state: undefined, carrier: undefined, policyType: undefined, only: undefined })
                            }
                        >
                            {translate(`${T}.filters.clear`)}
                        </Button>
                    </Box>
                    {shown.states.length === 0 ? (
                        <EmptyState message={`${T}.matrix.nothingShown`} />
                    ) : phone ? (
                        <ReadinessByState
                            key={`${shown.states.join()}`}
                            matrix={shown}
                            audience={audience}
                            stateName={stateName}
                            carriers={carriers}
                            states={states}
                        />
                    ) : (
                        <ReadinessTable
                            matrix={shown}
                            audience={audience}
                            stateName={stateName}
                            carriers={carriers}
                            states={states}
                        />
                    )}
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                        {translate(`${T}.limits`)}
                    </Typography>
                </FilterCard>
            )}
        </>
    );
};
