import { useId } from 'react';
import { Box, InputAdornment, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { DebouncedTextField } from '../../src/components/DebouncedTextField';
import type { ContractStatus } from './types';

export interface ContractFiltersProps {
    status: ContractStatus;
    statusOptions: ContractStatus[];
    onStatusChange: (status: ContractStatus) => void;
    carrier: string;
    /** Called once typing has paused, with the trimmed text or undefined. */
    onCarrierChange: (carrier: string | undefined) => void;
}

export const ContractFilters = ({
    status,
    statusOptions,
    onStatusChange,
    carrier,
    onCarrierChange,
}: ContractFiltersProps) => {
    const translate = useTranslate();
    const headingId = useId();
    const statusLabelId = useId();
    return (
        <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
                {translate('resources.contracts.filters.title')}
            </Typography>
            <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                sx={{ alignItems: { xs: 'stretch', md: 'flex-end' } }}
            >
                <Box sx={{ flexShrink: 0 }}>
                    <Typography id={statusLabelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                        {translate('resources.contracts.filters.status')}
                    </Typography>
                    <ToggleButtonGroup
                        value={status}
                        exclusive
                        size="small"
                        color="primary"
                        aria-labelledby={statusLabelId}
                        // Pressing the selected status again keeps it: there is always one status.
                        onChange={(_event, next: ContractStatus | null) => next && onStatusChange(next)}
                        sx={{ flexWrap: 'wrap' }}
                    >
                        {statusOptions.map(option => (
                            <ToggleButton key={option} value={option} sx={{ px: 2 }}>
                                {translate(`resources.contracts.filters.statuses.${option}`)}
                            </ToggleButton>
                        ))}
                    </ToggleButtonGroup>
                </Box>
                <DebouncedTextField
                    type="search"
                    label={translate('resources.contracts.filters.carrier')}
                    helperText={translate('resources.contracts.filters.carrierHelp')}
                    value={carrier}
                    onChange={onCarrierChange}
                    sx={{ flex: { md: 1 }, maxWidth: { md: 480 } }}
                    slotProps={{
                        input: {
                            startAdornment: (
                                <InputAdornment position="start">
                                    <SearchIcon fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                        formHelperText: { sx: { mx: 0 } },
                    }}
                />
            </Stack>
        </Paper>
    );
};
