import { useId, useState } from 'react';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useListContext, useTranslate } from 'react-admin';
import { useDictionary } from '../../src/api/useDictionary';
import { DateRangeFields } from '../../src/components/DateRangeFields';
import { FILTER_KEYS, readFilter } from './filters';
import type { StatementFilter } from './types';

const text = (key: string) => `resources.statements.filters.${key}`;

/**
 * The list's filter card: policy type, carrier and the statement date range. Each change goes to the
 * address under the spec's names and back to page 1.
 */
export const StatementFilters = () => {
    const translate = useTranslate();
    const headingId = useId();
    const { filterValues, setFilters } = useListContext();
    const filter = readFilter(filterValues);
    const policyTypes = useDictionary('policyTypes');
    const insurers = useDictionary('insurers');
    const change = (patch: Partial<StatementFilter>) => setFilters({ ...filter, ...patch });
    const isDefault = FILTER_KEYS.every(key => filter[key] === undefined);
    // Clearing empties the date fields too (they keep what is typed otherwise, even a date not yet accepted).
    const [cleared, setCleared] = useState(0);
    const clear = () => {
        setFilters({});
        setCleared(count => count + 1);
    };

    const options = (
        query: ReturnType<typeof useDictionary>,
        chosen: string | undefined,
        all: string,
        errorKey: string
    ) => ({
        disabled: query.isPending && !query.error,
        error: Boolean(query.error),
        helperText: query.error ? translate(errorKey) : undefined,
        slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
        children: [
            <MenuItem key="" value="">
                {translate(text(all))}
            </MenuItem>,
            // A value chosen in a shared link stays selectable even before (or without) the options.
            ...(chosen && !query.data?.some(option => option.id === chosen)
                ? [
                      <MenuItem key={chosen} value={chosen}>
                          {chosen}
                      </MenuItem>,
                  ]
                : []),
            ...(query.data ?? []).map(option => (
                <MenuItem key={option.id} value={option.id}>
                    {option.name}
                </MenuItem>
            )),
        ],
    });

    return (
        <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', mb: 2 }}>
                {translate(text('title'))}
            </Typography>
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: {
                        xs: 'minmax(0, 1fr)',
                        sm: 'repeat(2, minmax(0, 1fr))',
                        lg: 'repeat(4, minmax(0, 1fr))',
                    },
                }}
            >
                <TextField
                    select
                    size="small"
                    label={translate(text('policyType'))}
                    value={filter.policyTypeId ?? ''}
                    onChange={event => change({ policyTypeId: event.target.value || undefined })}
                    {...options(
                        policyTypes,
                        filter.policyTypeId,
                        'allPolicyTypes',
                        'common.dictionaries.policyTypesError'
                    )}
                />
                <TextField
                    select
                    size="small"
                    label={translate(text('carrier'))}
                    value={filter.insurerId ?? ''}
                    onChange={event => change({ insurerId: event.target.value || undefined })}
                    {...options(insurers, filter.insurerId, 'allCarriers', 'common.dictionaries.insurersError')}
                />
                <DateRangeFields
                    key={cleared}
                    mode="explain"
                    labels={{ start: translate(text('dateStart')), end: translate(text('dateEnd')) }}
                    start={filter.statementDateStart}
                    end={filter.statementDateEnd}
                    onChange={(bound, value) =>
                        change(bound === 'start' ? { statementDateStart: value } : { statementDateEnd: value })
                    }
                />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                <Button onClick={clear} disabled={isDefault} startIcon={<ClearIcon />}>
                    {translate(text('clear'))}
                </Button>
            </Box>
        </Paper>
    );
};
