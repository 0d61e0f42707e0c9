import { useId } from 'react';
import { Alert, Box, Button, LinearProgress, Link, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { BoundedRuns } from '../api/useBoundedRuns';
import { useProgressAnnouncement } from './progressAnnouncement';
import { visuallyHidden } from './visuallyHidden';
import { producerPaths } from '../routing/producerPaths';

export interface ProducerRunProgressProps {
    run: BoundedRuns<{ id: Identifier; name: string }, unknown>;
    /** The area's texts: `progress.*`, `announce.*` and `failures.*`, each view saying what its run checks. */
    texts: string;
    /** A namesake's name with what tells it apart. */
    nameOf?: (producer: { id: Identifier; name: string }) => string;
}

export const ProducerRunProgress = ({ run, texts, nameOf = producer => producer.name }: ProducerRunProgressProps) => {
    const translate = useTranslate();
    const labelId = useId();
    const text = (key: string) => `${texts}.${key}`;
    const { settled, total, status } = run;
    const failed = run.entries.flatMap(entry => (entry.state === 'failed' ? [entry.item] : []));
    const announcement = useProgressAnnouncement(settled, total, status, failed.length);
    if (total === 0) return null;
    const percent = Math.round((settled / total) * 100);
    const line =
        status === 'cancelled'
            ? translate(text('progress.cancelled'), { settled, total })
            : status === 'finished' && failed.length === 0
              ? translate(text('progress.finished'), { total })
              : translate(text('progress.status'), { settled, total });
    return (
        <Box sx={{ mb: 3 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                    <Typography id={labelId} variant="body2">
                        {line}
                    </Typography>
                    <Box role="status" sx={visuallyHidden}>
                        {announcement && translate(text(announcement.key), announcement.args)}
                    </Box>
                    <LinearProgress
                        variant="determinate"
                        value={percent}
                        aria-label={translate(text('progress.label'))}
                        aria-valuetext={translate(text('progress.status'), { settled, total })}
                        sx={{ mt: 0.5, height: 8, borderRadius: 1 }}
                    />
                </Box>
                {status === 'running' && (
                    <Button variant="outlined" onClick={run.cancel}>
                        {translate(text('progress.cancel'))}
                    </Button>
                )}
                {status === 'cancelled' && (
                    <Button variant="outlined" onClick={run.resume}>
                        {translate(text('progress.resume'))}
                    </Button>
                )}
            </Box>
            {failed.length > 0 && (
                <Alert
                    severity="warning"
                    sx={{ mt: 2 }}
                    action={
                        status === 'running' ? undefined : (
                            <Button color="inherit" size="small" onClick={run.resume}>
                                {translate(text('failures.retry'))}
                            </Button>
                        )
                    }
                >
                    <Box component="p" sx={{ m: 0 }}>
                        {translate(text('failures.title'))}
                    </Box>
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                        {failed.map(producer => (
                            <li key={String(producer.id)}>
                                <Link component={RouterLink} to={producerPaths.detail(producer.id)} color="inherit">
                                    {nameOf(producer)}
                                </Link>
                            </li>
                        ))}
                    </Box>
                </Alert>
            )}
        </Box>
    );
};
