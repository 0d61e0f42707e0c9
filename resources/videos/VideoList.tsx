import { useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useTranslate } from 'react-admin';
import { useAreaApi } from '../../src/api/useAreaApi';
import { PageHeading } from '../../src/components/PageHeading';
import { QueryState } from '../../src/components/QueryState';
import { useFormatters } from '../../src/components/formatting';
import { useAddressState } from '../../src/routing/useAddressState';
import { videoQueries, type VideoMethods } from './api';
import { VideoPlayerDialog } from './VideoPlayerDialog';
import { VideoThumbnail } from './videoParts';
import { VIDEOS_PAGE_SIZE, type Video, type VideoPage } from './types';

interface VideoListView {
    pageToken?: string;
}

const readView = (params: URLSearchParams): VideoListView => ({ pageToken: params.get('pageToken') || undefined });
const writeView = (params: URLSearchParams, view: VideoListView) => {
    const next = new URLSearchParams(params);
    if (view.pageToken) next.set('pageToken', view.pageToken);
    else next.delete('pageToken');
    return next;
};

/** One video: its picture and title open the player; the date and description under them. */
const VideoTile = ({ video, onPlay }: { video: Video; onPlay: (video: Video) => void }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const { title, description, publishedAt } = video.snippet;
    return (
        <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardActionArea
                onClick={() => onPlay(video)}
                aria-label={translate('resources.videos.video.play', { title })}
                sx={{ p: 1.5, pb: 1 }}
            >
                <VideoThumbnail video={video} />
                <Typography component="span" sx={{ display: 'block', mt: 1.5, fontSize: '1.05rem', fontWeight: 600 }}>
                    {title}
                </Typography>
            </CardActionArea>
            <CardContent sx={{ pt: 0, px: 1.5, '&:last-child': { pb: 1.5 } }}>
                {publishedAt && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('resources.videos.video.published', { date: date(publishedAt) })}
                    </Typography>
                )}
                {description && (
                    <Typography
                        variant="body2"
                        sx={{
                            mt: 0.5,
                            display: '-webkit-box',
                            WebkitLineClamp: 3,
                            WebkitBoxOrient: 'vertical',
                            overflow: 'hidden',
                            overflowWrap: 'anywhere',
                        }}
                        title={description}
                    >
                        {description}
                    </Typography>
                )}
            </CardContent>
        </Card>
    );
};

const VideoPaging = ({
    page,
    onPage,
    busy,
}: {
    page: VideoPage;
    onPage: (pageToken: string | undefined) => void;
    busy: boolean;
}) => {
    const translate = useTranslate();
    if (!page.prevPageToken && !page.nextPageToken) return null;
    return (
        <Box
            component="nav"
            aria-label={translate('resources.videos.list.pages')}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 }}
        >
            <Button
                startIcon={<NavigateBeforeIcon />}
                disabled={!page.prevPageToken || busy}
                onClick={() => onPage(page.prevPageToken ?? undefined)}
            >
                {translate('resources.videos.list.previous')}
            </Button>
            <Button
                endIcon={<NavigateNextIcon />}
                disabled={!page.nextPageToken || busy}
                onClick={() => onPage(page.nextPageToken ?? undefined)}
            >
                {translate('resources.videos.list.next')}
            </Button>
        </Box>
    );
};

/**
 * /videos (spec part 2 §2, §9): 10 videos a page, each with its thumbnail, title, description and published
 * date in the reader's language; pressing one plays it in a dialog (VideoPlayerDialog). The page's token is in
 * the address, so a reload or Back shows the same page.
 */
export const VideoList = () => {
    const translate = useTranslate();
    const api = useAreaApi<VideoMethods>();
    const { state: view, update } = useAddressState<VideoListView>({ read: readView, write: writeView });
    const query = useQuery({
        ...videoQueries.videos(api, { pageSize: VIDEOS_PAGE_SIZE, pageToken: view.pageToken }),
        placeholderData: keepPreviousData,
    });
    const [playing, setPlaying] = useState<Video>();
    const total = query.data?.pageInfo?.totalResults;
    const top = useRef<HTMLDivElement>(null);
    // The paging buttons are under the list: the next page is read from its top.
    const goTo = (pageToken: string | undefined) => {
        update(() => ({ pageToken }));
        top.current?.scrollIntoView?.({ block: 'start' });
    };
    return (
        <>
            <div ref={top} />
            <PageHeading title={translate('resources.videos.list.title')} />
            {typeof total === 'number' && !query.error && (
                <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
                    {translate('resources.videos.list.count', { smart_count: total })}
                </Typography>
            )}
            <QueryState
                query={query}
                error="messages.videos.loadError"
                empty="messages.videos.noneAvailable"
                isEmpty={page => page.items.length === 0}
            >
                {page => (
                    <>
                        <Box
                            component="ul"
                            aria-label={translate('resources.videos.list.title')}
                            sx={{
                                listStyle: 'none',
                                m: 0,
                                p: 0,
                                display: 'grid',
                                gap: 2,
                                gridTemplateColumns: {
                                    xs: 'minmax(0, 1fr)',
                                    sm: 'repeat(2, minmax(0, 1fr))',
                                    lg: 'repeat(3, minmax(0, 1fr))',
                                },
                                opacity: query.isPlaceholderData ? 0.6 : 1,
                            }}
                        >
                            {page.items.map(video => (
                                <VideoTile key={String(video.id)} video={video} onPlay={setPlaying} />
                            ))}
                        </Box>
                        <VideoPaging page={page} onPage={goTo} busy={query.isPlaceholderData} />
                    </>
                )}
            </QueryState>
            <VideoPlayerDialog video={playing} onClose={() => setPlaying(undefined)} />
        </>
    );
};
