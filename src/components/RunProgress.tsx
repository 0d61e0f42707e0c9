import type { ReactNode } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { visuallyHidden } from './visuallyHidden';

export interface RunProgressProps {
    /** What the run has done so far, translated ("Searched 8 of 12 months"). */
    line: string;
    /**
     * What the live region says, translated: it changes only at the start, each quarter and the end
     * (progressAnnouncement), never with each item.
     */
    announcement?: string;
    /** The bar's name, translated. */
    label: string;
    /** Items ended out of all: the bar shows while the run goes on. */
    settled: number;
    total: number;
    running: boolean;
    /** Cancel while it runs: stops starting calls and aborts those in flight, keeping what arrived. */
    cancel: { label: string; onClick: () => void };
    /** Once stopped with items left (not asked, cancelled or failed): asks only those. */
    resume?: { label: string; onClick: () => void };
    /** Other actions beside them (a CSV export). */
    actions?: ReactNode;
}

/**
 * A bounded run's progress (useBoundedRuns: at most 4 calls at once): the count in words, a bar while it runs,
 * Cancel, and once it stopped with items left, the button that asks only those again; partial results show
 * beside it as they arrive.
 */
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
