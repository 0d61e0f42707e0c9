import { useId } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { monthChoices, type Month, type MonthWindow, type MonthWindowRule } from '../domain/calendarMonths';
import { useFormatters } from './formatting';

export interface MonthWindowFieldsProps {
    window: MonthWindow;
    rule: MonthWindowRule;
    /** Translation keys of the two fields' labels. */
    labels: { from: string; to: string };
    onChange: (window: MonthWindow) => void;
    /** The address asked for months out of reach or unreadable: a note under the fields says what they show. */
    corrected?: boolean;
}

/**
 * A window of whole months (a check's, a report's): two choices among the months within the rule's reach, the
 * newest first. A start chosen after the end moves the end to it, and an end before the start moves the start,
 * so the window is never backwards.
 */
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
