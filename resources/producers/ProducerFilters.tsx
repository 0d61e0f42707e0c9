import { useId } from 'react';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useListContext, useTranslate } from 'react-admin';
import { useDictionary } from '../../src/api/useDictionary';
import { FilterSelect } from '../../src/components/FilterCard';
import { usePortal } from '../../src/portal/PortalScope';
import { AgentFilter } from './AgentFilter';
import { readFilter } from './filters';
import { rtsYears } from './rts';
import { RtsFilterGroup } from './RtsFilterGroup';
import { DEFAULT_STATUS, PRODUCER_STATUSES, type ProducerFilter, type ProducerStatus } from './types';

const text = (key: string) => `resources.producers.filters.${key}`;

/** Choosing or clearing an agent also resets the sort to that case's default, in the same step (sortAfterFilter). */
export const ProducerFilters = () => {
    const translate = useTranslate();
    const headingId = useId();
    const rtsHelpId = useId();
    const portal = usePortal();
    const { filterValues, setFilters } = useListContext();
    const filter = readFilter(filterValues);
    const years = rtsYears();
    const insurers = useDictionary('insurers', { agencyId: portal.id });

    const change = (patch: Partial<ProducerFilter>) => setFilters({ ...filter, ...patch });
    const isDefault = Object.entries(filter).every(([key, value]) =>
        key === 'Status' ? value === DEFAULT_STATUS : value === undefined
    );
    const clear = () =>
        change({
            Status: DEFAULT_STATUS,
            InsurerId: undefined,
            RtsCurrentYear: undefined,
            RtsNextYear: undefined,
            AgentId: undefined,
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
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
                }}
            >
                <TextField
                    select
                    size="small"
                    label={translate(text('status'))}
                    value={filter.Status}
                    onChange={event => change({ Status: event.target.value as ProducerStatus })}
                >
                    {PRODUCER_STATUSES.map(status => (
                        <MenuItem key={status} value={status}>
                            {translate(text(`statuses.${status}`))}
                        </MenuItem>
                    ))}
                </TextField>
                <FilterSelect
                    label={translate(text('carrier'))}
                    value={filter.InsurerId}
                    options={insurers.data}
                    anyLabel={text('allCarriers')}
                    error={Boolean(insurers.error) && 'common.dictionaries.insurersError'}
                    retry={insurers.refetch}
                    emptyText="common.dictionaries.insurersEmpty"
                    onChange={InsurerId => change({ InsurerId })}
                />
                <AgentFilter agentId={filter.AgentId} onChange={AgentId => change({ AgentId })} />
            </Box>
            <Box
                sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'flex-end',
                    columnGap: 4,
                    rowGap: 2,
                    mt: 2,
                }}
            >
                <RtsFilterGroup
                    label={translate(text('rtsCurrentYear'), { year: years.current })}
                    value={filter.RtsCurrentYear}
                    onChange={RtsCurrentYear => change({ RtsCurrentYear })}
                    describedBy={rtsHelpId}
                />
                <RtsFilterGroup
                    label={translate(text('rtsNextYear'), { year: years.next })}
                    value={filter.RtsNextYear}
                    onChange={RtsNextYear => change({ RtsNextYear })}
                    describedBy={rtsHelpId}
                />
                <Button onClick={clear} disabled={isDefault} startIcon={<ClearIcon />} sx={{ ml: { md: 'auto' } }}>
                    {translate(text('clear'))}
                </Button>
            </Box>
            <Typography id={rtsHelpId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {translate(text('rtsHelp'))}
            </Typography>
        </Paper>
    );
};
