import { useId } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { monthChoices, type Month, type MonthWindow, type MonthWindowRule } from '../domain/calendarMonths';
import { useFormatters } from './formatting';

export interface MonthWindowFieldsProps {
    window: MonthWindow;
    rule: MonthWindowRule;
    labels: { from: string; to: string };
    onChange: (window: MonthWindow) => void;
    corrected?: boolean;
}

export const MonthWindowFields = ({ window, rule, labels, onChange, corrected = false }: MonthWindowFieldsProps) => {
    const translate = useTranslate();
    const { month } = useFormatters();
    const noteId = useId();
    const choices = monthChoices(rule);
    const field = (bound: 'from' | 'to') => (
        <TextField
            select
            size="small"
            label={translate(labels[bound])}
            value={window[bound]}
            onChange={event => {
                const chosen: Month = event.target.value;
                onChange(
                    bound === 'from'
                        ? { from: chosen, to: chosen > window.to ? chosen : window.to }
                        : { from: chosen < window.from ? chosen : window.from, to: chosen }
                );
            }}
            fullWidth={false}
            slotProps={{
                inputLabel: { shrink: true },
                select: corrected ? { SelectDisplayProps: { 'aria-describedby': noteId } } : undefined,
            }}
            sx={{ width: { xs: '100%', sm: 240 } }}
        >
            {choices.map(choice => (
                <MenuItem key={choice} value={choice}>
                    {month(choice)}
                </MenuItem>
            ))}
        </TextField>
    );
    return (
        <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                {field('from')}
                {field('to')}
            </Box>
            {corrected && (
                <Typography id={noteId} variant="body2" sx={{ mt: 1 }}>
                    {translate('common.monthWindow.corrected', { from: month(window.from), to: month(window.to) })}
                </Typography>
            )}
        </>
    );
};
