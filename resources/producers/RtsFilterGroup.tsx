import { useId } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RTS_FILTERS, type RtsFilter } from './types';

export interface RtsFilterGroupProps {
    label: string;
    value: RtsFilter | undefined;
    onChange: (value: RtsFilter | undefined) => void;
    describedBy?: string;
}

/** Pressing the selected value clears it. */
export const RtsFilterGroup = ({ label, value, onChange, describedBy }: RtsFilterGroupProps) => {
    const translate = useTranslate();
    const labelId = useId();
    return (
        <Box sx={{ minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
            <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {label}
            </Typography>
            <ToggleButtonGroup
                value={value ?? null}
                exclusive
                size="small"
                color="primary"
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                onChange={(_event, next: RtsFilter | null) => onChange(next ?? undefined)}
                // One row in every language: a long value wraps inside its own button; each button starts from no
                // width and grows, so a row breaks only when their narrowest forms no longer fit (Spanish at 320 px).
                sx={{ display: 'flex', flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}
            >
                {RTS_FILTERS.map(option => (
                    <ToggleButton
                        key={option}
                        value={option}
                        sx={{ px: { xs: 0.75, sm: 1.5 }, flex: { xs: '1 1 0', sm: '0 0 auto' }, lineHeight: 1.2 }}
                    >
                        {translate(`resources.producers.filters.rts.${option}`)}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
        </Box>
    );
};
