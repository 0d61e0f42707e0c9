import { Box, Button } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useListContext, useTranslate } from 'react-admin';
import { useDictionary } from '../../src/api/useDictionary';
import { DateRangeFields } from '../../src/components/DateRangeFields';
import { useLaterDatesCorrected } from '../../src/components/filterDates';
import { FilterCard, FilterGrid, FilterSelect } from '../../src/components/FilterCard';
import { FILTER_KEYS, readFilter } from './filters';
import type { StatementFilter } from './types';

const text = (key: string) => `resources.statements.filters.${key}`;

const DATE_KEYS = ['statementDateStart', 'statementDateEnd'] as const;

export const StatementFilters = () => {
    const translate = useTranslate();
    const { filterValues, setFilters } = useListContext();
    const filter = readFilter(filterValues);
    const policyTypes = useDictionary('policyTypes');
    const insurers = useDictionary('insurers');
    const change = (patch: Partial<StatementFilter>) => setFilters({ ...filter, ...patch });
    const isDefault = FILTER_KEYS.every(key => filter[key] === undefined);
    const corrected = useLaterDatesCorrected(DATE_KEYS);

    return (
        <FilterCard title={text('title')}>
            <FilterGrid>
                <FilterSelect
                    label={translate(text('policyType'))}
                    value={filter.policyTypeId}
                    options={policyTypes.data}
                    anyLabel={text('allPolicyTypes')}
                    error={Boolean(policyTypes.error) && 'common.dictionaries.policyTypesError'}
                    retry={policyTypes.refetch}
                    emptyText="common.dictionaries.policyTypesEmpty"
                    onChange={policyTypeId => change({ policyTypeId })}
                />
                <FilterSelect
                    label={translate(text('carrier'))}
                    value={filter.insurerId}
                    options={insurers.data}
                    anyLabel={text('allCarriers')}
                    error={Boolean(insurers.error) && 'common.dictionaries.insurersError'}
                    retry={insurers.refetch}
                    emptyText="common.dictionaries.insurersEmpty"
                    onChange={insurerId => change({ insurerId })}
                />
                <DateRangeFields
                    labels={{ start: translate(text('dateStart')), end: translate(text('dateEnd')) }}
                    start={filter.statementDateStart}
                    end={filter.statementDateEnd}
                    corrected={{ start: corrected.has('statementDateStart'), end: corrected.has('statementDateEnd') }}
                    onChange={(bound, value) =>
                        change(bound === 'start' ? { statementDateStart: value } : { statementDateEnd: value })
                    }
                />
            </FilterGrid>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                <Button onClick={() => setFilters({})} disabled={isDefault} startIcon={<ClearIcon />}>
                    {translate(text('clear'))}
                </Button>
            </Box>
        </FilterCard>
    );
};
