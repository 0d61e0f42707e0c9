import { useState } from 'react';
import { Box, Button } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { DateRangeFields } from '../../src/components/DateRangeFields';
import { useLaterDatesCorrected } from '../../src/components/filterDates';
import { DebouncedTextField } from '../../src/components/DebouncedTextField';
import { FilterCard, FilterGrid } from '../../src/components/FilterCard';
import type { SoaFilter } from './types';

const text = (key: string) => `resources.scopes.filters.${key}`;

const DATE_KEYS = ['from', 'to'] as const;

export interface ScopeFiltersProps {
    filter: SoaFilter;
    onChange: (patch: SoaFilter) => void;
    onClear: () => void;
    onRefresh: () => void;
    refreshing: boolean;
}

export const ScopeFilters = ({ filter, onChange, onClear, onRefresh, refreshing }: ScopeFiltersProps) => {
    const translate = useTranslate();
    const corrected = useLaterDatesCorrected(DATE_KEYS);
    // Clearing empties the date fields too (they keep what is typed otherwise, even a date not yet accepted).
    const [cleared, setCleared] = useState(0);
    const clear = () => {
        onClear();
        setCleared(count => count + 1);
    };
    return (
        <FilterCard title={text('title')}>
            <FilterGrid>
                <DebouncedTextField
                    label={translate(text('firstName'))}
                    value={filter.firstName}
                    onChange={firstName => onChange({ firstName })}
                />
                <DebouncedTextField
                    label={translate(text('lastName'))}
                    value={filter.lastName}
                    onChange={lastName => onChange({ lastName })}
                />
                <DebouncedTextField
                    label={translate(text('email'))}
                    value={filter.email}
                    onChange={email => onChange({ email })}
                />
            </FilterGrid>
            <FilterGrid sx={{ mt: 2 }}>
                <DateRangeFields
                    key={cleared}
                    labels={{ start: translate(text('from')), end: translate(text('to')) }}
                    start={filter.from}
                    end={filter.to}
                    corrected={{ start: corrected.has('from'), end: corrected.has('to') }}
                    onChange={(bound, value) => onChange(bound === 'start' ? { from: value } : { to: value })}
                />
            </FilterGrid>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
                <Button onClick={onRefresh} disabled={refreshing} startIcon={<RefreshIcon />}>
                    {translate(text('refresh'))}
                </Button>
                <Button onClick={clear} disabled={Object.keys(filter).length === 0} startIcon={<ClearIcon />}>
                    {translate(text('clear'))}
                </Button>
            </Box>
        </FilterCard>
    );
};
