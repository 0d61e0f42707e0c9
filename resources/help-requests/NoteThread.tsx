import { useLayoutEffect, useRef } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryState } from '../../src/components/QueryState';
import { useHelpRequestFormatters } from './formatting';
import type { Note } from './types';

const T = 'resources.help-requests.detail';

/** The hub user's notes on the right, the agent's side on the left. */
const NoteBubble = ({ note }: { note: Note }) => {
    const translate = useTranslate();
    const { dateTime } = useHelpRequestFormatters();
    const fromHub = note.IsCreatedByHubUser === true;
    const name =
        (fromHub ? note.CreatedByHubUserName || note.CreatedByName : note.CreatedByName) ||
        translate(`${T}.unknownAuthor`);
    return (
        <Box
            component="li"
            sx={{ display: 'flex', justifyContent: fromHub ? 'flex-end' : 'flex-start', listStyle: 'none' }}
        >
            <Box
                component="article"
                aria-busy={note.sending ? true : undefined}
                sx={{
                    maxWidth: { xs: '92%', sm: '80%' },
                    minWidth: 0,
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    border: 1,
                    borderColor: fromHub ? 'primary.light' : 'divider',
                    bgcolor: fromHub ? 'rgba(25, 118, 210, 0.06)' : 'grey.50',
                    opacity: note.sending ? 0.85 : 1,
                }}
            >
                <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                    {translate(`${T}.author`, { name, role: translate(fromHub ? `${T}.hubUser` : `${T}.agent`) })}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 0.5 }}>
                    {note.Note}
                </Typography>
                <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                    {note.sending ? (
                        <>
                            <CircularProgress size={12} aria-hidden />
                            {translate(`${T}.sending`)}
                        </>
                    ) : (
                        <time dateTime={note.DateCreated}>
                            {translate(`${T}.sentAt`, { time: dateTime(note.DateCreated) })}
                        </time>
                    )}
                </Typography>
            </Box>
        </Box>
    );
};

export interface NoteThreadProps {
    notes: Note[] | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
}

export const NoteThread = ({ notes, isPending, error, refetch }: NoteThreadProps) => {
    const translate = useTranslate();
    const scroller = useRef<HTMLDivElement>(null);
    const count = notes?.length ?? 0;
    const last = notes?.at(-1)?.Id;
    useLayoutEffect(() => {
        const element = scroller.current;
        if (element) element.scrollTop = element.scrollHeight;
    }, [count, last]);

    return (
        <QueryState
            query={{ isPending, error, data: notes, refetch }}
            error="resources.help-requests.messages.notesLoadError"
            empty="resources.help-requests.messages.noNotes"
            keepsData
        >
            {shown => (
                <Box
                    ref={scroller}
                    role="region"
                    aria-label={translate(`${T}.thread`)}
                    tabIndex={0}
                    sx={{
                        // The box and its Send button stay in view below the thread on a laptop.
                        maxHeight: { xs: '60vh', md: 'max(240px, calc(100vh - 440px))' },
                        overflowY: 'auto',
                        pr: 0.5,
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                    }}
                >
                    <Box component="ol" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
                        {shown.map(note => (
                            <NoteBubble key={note.Id} note={note} />
                        ))}
                    </Box>
                </Box>
            )}
        </QueryState>
    );
};
