import { useState } from 'react';
import {
    Box,
    Button,
    Checkbox,
    Collapse,
    FormControlLabel,
    LinearProgress,
    Typography,
    useMediaQuery,
    useTheme,
} from '@mui/material';
import MoreIcon from '@mui/icons-material/ExpandMore';
import LessIcon from '@mui/icons-material/ExpandLess';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useTranslate } from 'react-admin';
import { useDictionary } from '../../src/api/useDictionary';
import { useNamedDownline } from '../../src/components/producerNames';
import { useApiValue } from '../../src/components/ApiValue';
import { DateRangeFields } from '../../src/components/DateRangeFields';
import { useLaterDatesCorrected } from '../../src/components/filterDates';
import { FilterCard, FilterGrid, FilterSelect } from '../../src/components/FilterCard';
import { usePortal } from '../../src/portal/PortalScope';
import { useEnrollmentSearchForm } from './api';
import { DebouncedTextField } from '../../src/components/DebouncedTextField';
import { DATE_PARAMS, type EnrollmentSearch, type SearchParam } from './types';

const text = (key: string) => `resources.enrollments.filters.${key}`;

const DATE_RANGES = [
    ['effDate', 'effDateStart', 'effDateEnd'],
    ['appDate', 'appDateStart', 'appDateEnd'],
    ['agentDate', 'agentDateStart', 'agentDateEnd'],
] as const satisfies ReadonlyArray<readonly [string, SearchParam, SearchParam]>;

export interface EnrollmentFiltersProps {
    search: EnrollmentSearch;
    onChange: (search: EnrollmentSearch) => void;
}

/** Changing the state clears the county here, not in an effect, which would also fire on load and reset. */
export const EnrollmentFilters = ({ search, onChange }: EnrollmentFiltersProps) => {
    const translate = useTranslate();
    const portal = usePortal();
    const form = useEnrollmentSearchForm();
    // The search form's agents are a map by name, which holds one of two producers of one name: the choice lists
    // the agency's downline instead, namesakes told apart, and the search takes any of its agent ids.
    const agency = portal?.type === 'agency';
    const downline = useNamedDownline({ enabled: agency });
    const agents = downline.named?.map(agent => ({ id: String(agent.id), name: agent.name }));
    const corrected = useLaterDatesCorrected(DATE_PARAMS);
    const counties = useDictionary('counties', { stateId: search.stateId }, { enabled: Boolean(search.stateId) });
    const shown = useApiValue();
    const termReasons = form.data?.terminationReasons.map(reason => {
        const { text: name, lang } = shown('terminationReason', reason.name);
        return { id: reason.id, name, lang };
    });

    const change = (patch: EnrollmentSearch) => onChange({ ...search, ...patch });
    const rangeLabel = (range: string, bound: 'from' | 'to') =>
        translate(text('rangeLabel'), { range: translate(text(range)), bound: translate(text(bound)) });
    const formError = Boolean(form.error);
    const isEmpty = Object.keys(search).length === 0;
    // On a phone the filters past the first four fold away, saying how many of them are in use.
    const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
    const [more, setMore] = useState(false);
    const hiddenActive = Object.keys(search).filter(
        name => !['first', 'last', 'policyTypeId', 'insurerId'].includes(name)
    ).length;

    return (
        <FilterCard title={text('title')}>
            {(form.isPending || (Boolean(search.stateId) && counties.isPending)) && (
                <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 2 }} />
            )}
            <FilterGrid>
                <DebouncedTextField
                    label={translate(text('first'))}
                    value={search.first}
                    onChange={first => change({ first })}
                />
                <DebouncedTextField
                    label={translate(text('last'))}
                    value={search.last}
                    onChange={last => change({ last })}
                />
                <FilterSelect
                    anyLabel={text('any')}
                    label={translate(text('policyType'))}
                    value={search.policyTypeId}
                    options={form.data?.policyTypes}
                    error={formError && 'common.dictionaries.policyTypesError'}
                    retry={form.refetch}
                    emptyText="common.dictionaries.policyTypesEmpty"
                    onChange={policyTypeId => change({ policyTypeId })}
                />
                <FilterSelect
                    anyLabel={text('any')}
                    label={translate(text('insurer'))}
                    value={search.insurerId}
                    options={form.data?.insurers}
                    error={formError && 'common.dictionaries.insurersError'}
                    retry={form.refetch}
                    emptyText="common.dictionaries.insurersEmpty"
                    onChange={insurerId => change({ insurerId })}
                />
            </FilterGrid>
            <Collapse in={!isPhone || more}>
                <FilterGrid sx={{ mt: 2 }}>
                    <FilterSelect
                        anyLabel={text('any')}
                        label={translate(text('state'))}
                        value={search.stateId}
                        options={form.data?.states}
                        error={formError && 'common.dictionaries.statesError'}
                        retry={form.refetch}
                        emptyText="common.dictionaries.statesEmpty"
                        onChange={stateId => change({ stateId, countyId: undefined })}
                    />
                    <FilterSelect
                        anyLabel={text('any')}
                        label={translate(text('county'))}
                        value={search.countyId}
                        options={search.stateId ? counties.data : []}
                        disabled={!search.stateId || (counties.isPending && !counties.error)}
                        error={Boolean(counties.error) && 'common.dictionaries.countiesError'}
                        retry={counties.refetch}
                        emptyText={search.stateId ? 'common.dictionaries.countiesEmpty' : undefined}
                        helperText={search.stateId ? undefined : translate(text('countyNeedsState'))}
                        onChange={countyId => change({ countyId })}
                    />
                    <FilterSelect
                        anyLabel={text('any')}
                        label={translate(text('termReason'))}
                        value={search.termReasonId}
                        options={termReasons}
                        error={formError && text('termReasonsError')}
                        retry={form.refetch}
                        emptyText="resources.enrollments.filters.termReasonsEmpty"
                        onChange={termReasonId => change({ termReasonId })}
                    />
                    {portal?.type === 'agency' && (
                        <FilterSelect
                            anyLabel={text('any')}
                            label={translate(text('agent'))}
                            value={search.selectedAgentId}
                            options={agents}
                            error={Boolean(downline.error) && 'common.dictionaries.agentsError'}
                            retry={downline.refetch}
                            emptyText="common.dictionaries.agentsEmpty"
                            onChange={selectedAgentId => change({ selectedAgentId })}
                        />
                    )}
                    {DATE_RANGES.map(([range, start, end]) => (
                        <DateRangeFields
                            key={range}
                            labels={{ start: rangeLabel(range, 'from'), end: rangeLabel(range, 'to') }}
                            start={search[start]}
                            end={search[end]}
                            corrected={{ start: corrected.has(start), end: corrected.has(end) }}
                            onChange={(bound, value) => change({ [bound === 'start' ? start : end]: value })}
                        />
                    ))}
                </FilterGrid>
            </Collapse>
            {isPhone && (
                <Button
                    onClick={() => setMore(open => !open)}
                    aria-expanded={more}
                    startIcon={more ? <LessIcon /> : <MoreIcon />}
                    sx={{ mt: 1 }}
                >
                    {more ? translate(text('fewer')) : translate(text('more'), { smart_count: hiddenActive })}
                </Button>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
                <FormControlLabel
                    control={
                        <Checkbox
                            checked={search.activeOnly === 'true'}
                            onChange={event => change({ activeOnly: event.target.checked ? 'true' : undefined })}
                        />
                    }
                    label={translate(text('activeOnly'))}
                />
                <Typography variant="caption" color="text.secondary">
                    {translate(text('notAfterToday'))}
                </Typography>
                <Button
                    onClick={() => onChange({})}
                    disabled={isEmpty}
                    startIcon={<ClearIcon />}
                    sx={{ ml: { sm: 'auto' } }}
                >
                    {translate(text('clear'))}
                </Button>
            </Box>
        </FilterCard>
    );
};
