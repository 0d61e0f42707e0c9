import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { windowProblems, type CheckWindow } from './check';

const M = 'resources.enrollments.missing';

/** `corrected`: the address asked for a window the check cannot use. */
export const WindowForm = ({
    window,
    corrected = false,
    onApply,
}: {
    window: CheckWindow;
    corrected?: boolean;
    onApply: (window: CheckWindow) => void;
}) => {
    const translate = useTranslate();
    const noteId = useId();
    const [from, setFrom] = useState(String(window.from));
    const [to, setTo] = useState(String(window.to));
    const [shown, setShown] = useState(false);
    const problems = windowProblems(from, to);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setShown(true);
        if (!problems.from && !problems.to) onApply({ from: Number(from), to: Number(to) });
    };
    const helper = (problem: string | undefined) =>
        shown && problem ? translate(`${M}.problems.${problem}`) : undefined;
    // A field's own problem, once shown, describes it instead.
    const input = (problem: string | undefined) => ({
        inputMode: 'numeric' as const,
        ...(corrected && !helper(problem) ? { 'aria-describedby': noteId } : {}),
    });
    return (
        <Box component="form" noValidate onSubmit={submit} aria-label={translate(`${M}.window.label`)} sx={{ my: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                <TextField
                    label={translate(`${M}.window.from`)}
                    value={from}
                    onChange={event => setFrom(event.target.value)}
                    slotProps={{ htmlInput: input(problems.from) }}
                    error={shown && Boolean(problems.from)}
                    helperText={helper(problems.from)}
                    size="small"
                />
                <TextField
                    label={translate(`${M}.window.to`)}
                    value={to}
                    onChange={event => setTo(event.target.value)}
                    slotProps={{ htmlInput: input(problems.to) }}
                    error={shown && Boolean(problems.to)}
                    helperText={helper(problems.to)}
                    size="small"
                />
                {/* Its words never shrink under the fields (Spanish "COMPROBAR" was cut to "OMPROBA"). */}
                <Button type="submit" variant="outlined" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                    {translate(`${M}.window.apply`)}
                </Button>
            </Stack>
            {corrected && (
                <Typography id={noteId} variant="body2" sx={{ mt: 1 }}>
                    {translate(`${M}.window.corrected`, { from: window.from, to: window.to })}
                </Typography>
            )}
        </Box>
    );
};
