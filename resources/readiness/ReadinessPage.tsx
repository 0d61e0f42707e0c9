import { useMemo, useState, type ReactNode } from 'react';
import {
    Alert,
    Box,
    Button,
    Checkbox,
    FormControlLabel,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { HttpError, useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { BackLink } from '../../src/components/BackLink';
import { FilterCard, FilterGrid, FilterSelect } from '../../src/components/FilterCard';
import { PageHeading } from '../../src/components/PageHeading';
import { EmptyState, ErrorState, LoadingState, RetryButton } from '../../src/components/States';
import { readinessPlanYears, type ReadinessCell } from '../../src/domain/readiness';
import { useSelectedPortal } from '../../src/portal/usePortal';
import type { Portal } from '../../src/portal/types';
import { useAddressState } from '../../src/routing/useAddressState';
import type { ReadinessAudience } from './CellContent';
import { EAndOLine } from './EAndOLine';
import { readFilters, writeFilters, type ReadinessFilters } from './filters';
import { ReadinessByState, ReadinessTable, type ShownMatrix } from './ReadinessViews';
import type { ReadinessSubject } from './types';
import { useReadiness } from './useReadiness';

const T = 'resources.readiness';
const ALL = { page: 1, perPage: 10_000 };
const SELF: ReadinessSubject = { type: 'self' };

const cellKey = (state: string, carrier: string, policyType: string) => `${state}|${carrier}|${policyType}`;

/** The matrix's states, columns and cells the filters leave; "only what is not ready" drops ready rows/columns. */
const shownMatrix = (
    planYear: number,
    cells: ReadinessCell[],
    filters: ReadinessFilters
): { shown: ShownMatrix; ready: number; total: number } => {
    const matching = cells.filter(
        cell =>
            (!filters.state || cell.state === filters.state) &&
            (!filters.carrier || cell.carrier === filters.carrier) &&
            (!filters.policyType || cell.policyType === filters.policyType)
    );
    const visible = filters.notReadyOnly ? matching.filter(cell => !cell.ready) : matching;
    const byKey = new Map(visible.map(cell => [cellKey(cell.state, cell.carrier, cell.policyType), cell]));
    const columns = new Map<string, Set<string>>();
    for (const cell of visible)
        columns.set(cell.carrier, (columns.get(cell.carrier) ?? new Set()).add(cell.policyType));
    return {
        shown: {
            planYear,
            states: [...new Set(visible.map(cell => cell.state))],
            columns: [...columns.entries()].map(([carrier, types]) => ({ carrier, policyTypes: [...types].sort() })),
            cellAt: (state, carrier, policyType) => byKey.get(cellKey(state, carrier, policyType)),
        },
        ready: matching.filter(cell => cell.ready).length,
        total: matching.length,
    };
};

const loadErrorOf = (error: unknown, producer: boolean, fallback: string) => {
    if (!producer) return fallback;
    // As the producer detail: a 404 or 403 is this producer's, anything else generic (spec part 1 §2, part 2 §6).
    const status = error instanceof HttpError ? error.status : 0;
    return status === 404 || status === 403 ? 'messages.status.agentDetailsUnavailable' : 'messages.errors.generic';
};

interface ViewProps {
    portal: Portal;
    subject: ReadinessSubject;
    filters: ReadinessFilters;
    update: (change: (current: ReadinessFilters) => ReadinessFilters) => void;
    /** The agency's producer's name when the page knows it before the producer detail answers. */
    knownName?: string;
    /** Shown between the heading and the matrix (the agency's producer choice). */
    above?: ReactNode;
}

/** The matrix of one agent for a plan year, with its E&O, filters and count. */
const ReadinessView = ({ portal, subject, filters, update, knownName, above }: ViewProps) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const [today] = useState(() => new Date());
    const years = readinessPlanYears(today);
    const planYear = filters.year !== undefined && years.includes(filters.year) ? filters.year : years[0];
    const readiness = useReadiness(portal, subject, planYear, today);
    const producer = subject.type === 'producer';
    const name = readiness.producerName ?? knownName ?? '';
    const audience: ReadinessAudience =
        subject.type === 'self' ? { type: 'agent' } : { type: 'agency', agentId: subject.agentId, agentName: name };
    const stateName = (state: string) => {
        const full = readiness.stateNames.get(state);
        return full ? `${full} (${state})` : state;
    };
    const matrix = readiness.matrix;
    const shown = useMemo(
        () => (matrix ? shownMatrix(planYear, matrix.cells, filters) : undefined),
        [matrix, planYear, filters]
    );
    const set = (change: Partial<ReadinessFilters>) => update(current => ({ ...current, ...change }));
    const policyTypes = [...new Set(matrix?.columns.flatMap(column => column.policyTypes) ?? [])].sort();

    return (
        <>
            <PageHeading title={name ? translate(`${T}.producerTitle`, { name }) : translate(`${T}.title`)} />
            {above}
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate(producer ? `${T}.producerIntro` : `${T}.intro`)}
            </Typography>
            <EAndOLine eAndO={readiness.eAndO} />
            {years.length > 1 && (
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
            )}
            <FilterCard title={`${T}.filters.title`}>
                <FilterGrid>
                    <FilterSelect
                        label={translate(`${T}.filters.state`)}
                        value={filters.state}
                        options={matrix?.states.map(state => ({ id: state, name: stateName(state) }))}
                        onChange={state => set({ state })}
                        anyLabel={`${T}.filters.anyState`}
                    />
                    <FilterSelect
                        label={translate(`${T}.filters.carrier`)}
                        value={filters.carrier}
                        options={matrix?.columns.map(column => ({ id: column.carrier, name: column.carrier }))}
                        onChange={carrier => set({ carrier })}
                        anyLabel={`${T}.filters.anyCarrier`}
                    />
                    <FilterSelect
                        label={translate(`${T}.filters.policyType`)}
                        value={filters.policyType}
                        options={matrix ? policyTypes.map(type => ({ id: type, name: type })) : undefined}
                        onChange={policyType => set({ policyType })}
                        anyLabel={`${T}.filters.anyPolicyType`}
                    />
                    <FormControlLabel
                        control={
                            <Checkbox
                                checked={filters.notReadyOnly}
                                onChange={event => set({ notReadyOnly: event.target.checked })}
                            />
                        }
                        label={translate(`${T}.filters.notReadyOnly`)}
                    />
                </FilterGrid>
                <Button
                    sx={{ mt: 1 }}
                    onClick={() =>
                        set({ state: undefined, carrier: undefined, policyType: undefined, notReadyOnly: false })
                    }
                >
                    {translate(`${T}.filters.clear`)}
                </Button>
            </FilterCard>
            {readiness.licensesError || readiness.contractsError ? (
                <ErrorState
                    message={
                        readiness.licensesError
                            ? loadErrorOf(readiness.licensesError, producer, `${T}.errors.licenses`)
                            : `${T}.errors.contracts`
                    }
                    retry={readiness.retryMatrix}
                />
            ) : readiness.isPending || !matrix || !shown ? (
                <LoadingState />
            ) : matrix.cells.length === 0 ? (
                <EmptyState message={`${T}.matrix.empty`} />
            ) : (
                <>
                    {readiness.offeredFailed && (
                        <Alert
                            severity="warning"
                            sx={{ mb: 2 }}
                            action={<RetryButton retry={readiness.retryOffered} />}
                        >
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
                    <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
                        {translate(`${T}.count`, { ready: shown.ready, total: shown.total, year: planYear })}
                    </Typography>
                    {shown.shown.states.length === 0 ? (
                        <EmptyState message={`${T}.matrix.nothingShown`} />
                    ) : phone ? (
                        <ReadinessByState matrix={shown.shown} audience={audience} stateName={stateName} />
                    ) : (
                        <ReadinessTable matrix={shown.shown} audience={audience} stateName={stateName} />
                    )}
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                        {translate(`${T}.limits`)}
                    </Typography>
                </>
            )}
        </>
    );
};

/** /readiness: the agent's own matrix; an agency picks one of its producers (kept in the address). */
export const ReadinessPage = () => {
    const translate = useTranslate();
    const portal = useSelectedPortal();
    const { state: filters, update } = useAddressState({ read: readFilters, write: writeFilters });
    const agency = portal?.type === 'agency';
    const producers = useGetList<{ id: string; name: string }>(
        'downlineAgents',
        { pagination: ALL },
        { enabled: agency, staleTime: 5 * 60_000 }
    );
    if (!portal) return null;
    if (!agency) return <ReadinessView portal={portal} subject={SELF} filters={filters} update={update} />;
    const chosen = filters.producer;
    const picker = (
        <Box sx={{ maxWidth: 420, mb: 2 }}>
            <FilterSelect
                label={translate(`${T}.producer.label`)}
                value={chosen}
                options={producers.data?.map(option => ({ id: String(option.id), name: option.name }))}
                onChange={producer =>
                    // Another producer has other states and carriers: the other filters start over.
                    update(current => ({ notReadyOnly: false, year: current.year, producer }))
                }
                anyLabel={`${T}.producer.choose`}
                error={producers.isError && `${T}.producer.loadError`}
                retry={producers.refetch}
                emptyText={`${T}.producer.none`}
            />
        </Box>
    );
    return chosen ? (
        <ReadinessView
            key={chosen}
            portal={portal}
            subject={{ type: 'producer', agentId: chosen }}
            filters={filters}
            update={update}
            knownName={producers.data?.find(option => String(option.id) === chosen)?.name}
            above={picker}
        />
    ) : (
        <>
            <PageHeading title={translate(`${T}.title`)} />
            {picker}
            <EmptyState message={`${T}.producer.prompt`} />
        </>
    );
};

/** /producers/{agentId}/readiness: a producer's matrix, reached from the producer detail. */
export const ProducerReadinessPage = () => {
    const portal = useSelectedPortal();
    const { agentId = '' } = useParams();
    const { state: filters, update } = useAddressState({ read: readFilters, write: writeFilters });
    const subject = useMemo(() => ({ type: 'producer', agentId }) as const, [agentId]);
    if (!portal) return null;
    return (
        <>
            <BackLink to={`/producers/${encodeURIComponent(agentId)}`} label={`${T}.backToProducer`} />
            <ReadinessView portal={portal} subject={subject} filters={filters} update={update} />
        </>
    );
};
