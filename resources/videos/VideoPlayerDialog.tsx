import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Video } from './types';

// Privacy-enhanced: no cookies until the person plays. It autoplays because the dialog opens only when a person
// asks to play. The id was checked by the answer's schema (VIDEO_ID).
export const embedUrlOf = (videoId: string) =>
    `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

/** For whoever would rather watch it there, or cannot play the embed. */
export const watchUrlOf = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

// The player frame exists only while the dialog is open, so no page waits for YouTube.
export const VideoPlayerDialog = ({ video, onClose }: { video: Video | undefined; onClose: () => void }) => {
    const translate = useTranslate();
    const titleId = useId();
    const title = video?.snippet.title ?? '';
    const videoId = video?.snippet.resourceId.videoId ?? '';
    return (
        <Dialog open={video !== undefined} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
            {video && (
                <>
                    <DialogTitle id={titleId} sx={{ pr: 7 }}>
                        {title}
                    </DialogTitle>
                    <IconButton
                        onClick={onClose}
                        aria-label={translate('resources.videos.player.close')}
                        sx={{ position: 'absolute', right: 8, top: 8 }}
                    >
                        <CloseIcon />
                    </IconButton>
                    <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
                        <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900' }}>
                            <Box
                                component="iframe"
                                src={embedUrlOf(videoId)}
                                title={translate('resources.videos.player.frameTitle', { title })}
                                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                                allowFullScreen
                                referrerPolicy="strict-origin-when-cross-origin"
                                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
                            />
                        </Box>
                    </DialogContent>
                    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                        <Button
                            href={watchUrlOf(videoId)}
                            target="_blank"
                            rel="noopener noreferrer"
                            endIcon={<OpenInNewIcon />}
                            aria-label={`${translate('resources.videos.player.watchOnYouTube')} ${translate('resources.videos.opensInNewTab')}`}
                        >
                            {translate('resources.videos.player.watchOnYouTube')}
                        </Button>
                        <Button onClick={onClose} variant="contained">
                            {translate('resources.videos.player.close')}
                        </Button>
                    </DialogActions>
                </>
            )}
        </Dialog>
    );
};
