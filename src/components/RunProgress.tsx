import type { ReactNode } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { visuallyHidden } from './visuallyHidden';

export interface RunProgressProps {
    line: string;
    /** Changes only at the start, each quarter and the end (progressAnnouncement), never with each item. */
    announcement?: string;
    label: string;
    settled: number;
    total: number;
    running: boolean;
    cancel: { label: string; onClick: () => void };
    /** Once stopped with items left (not asked, cancelled or failed): asks only those. */
    resume?: { label: string; onClick: () => void };
    actions?: ReactNode;
}

export const RunProgress = ({
    line,
    announcement,
    label,
    settled,
    total,
    running,
    cancel,
    resume,
    actions,
}: RunProgressProps) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2">{line}</Typography>
            <Box role="status" sx={visuallyHidden}>
                {announcement}
            </Box>
            {running && (
                <LinearProgress
                    variant="determinate"
                    value={total ? (settled / total) * 100 : 0}
                    aria-label={label}
                    aria-valuetext={line}
                    sx={{ mt: 1 }}
                />
            )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            {running ? (
                <Button variant="outlined" onClick={cancel.onClick}>
                    {cancel.label}
                </Button>
            ) : (
                resume && (
                    <Button variant="outlined" onClick={resume.onClick}>
                        {resume.label}
                    </Button>
                )
            )}
            {actions}
        </Stack>
    </Stack>
);
