import { useRef, useState } from 'react';
import { Box, Button, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../src/components/PageHeading';
import { QueryState } from '../../src/components/QueryState';
import { useFormatters } from '../../src/components/formatting';
import { useAddressState } from '../../src/routing/useAddressState';
import { useVideoPage } from './api';
import { VideoPlayerDialog } from './VideoPlayerDialog';
import { VideoThumbnail } from './videoParts';
import { VIDEOS_PAGE_SIZE, type Video, type VideoPage } from './types';

/** The token does not tell the page's number, so the address keeps it beside the token. */
interface VideoListView {
    pageToken?: string;
    page?: number;
}

const readView = (params: URLSearchParams): VideoListView => {
    const pageToken = params.get('pageToken') || undefined;
    const page = Number(params.get('page'));
    return { pageToken, page: pageToken && Number.isInteger(page) && page > 1 ? page : undefined };
};
const writeView = (params: URLSearchParams, view: VideoListView) => {
    const next = new URLSearchParams(params);
    if (view.pageToken) next.set('pageToken', view.pageToken);
    else next.delete('pageToken');
    if (view.pageToken && view.page) next.set('page', String(view.page));
    else next.delete('page');
    return next;
};

/** The first and last pages are known whatever the address says; unknown for a token without a number. */
export const pagePosition = (page: VideoPage, numbered: number | undefined, perPage = VIDEOS_PAGE_SIZE) => {
    const total = page.pageInfo?.totalResults;
    if (typeof total !== 'number' || total <= 0) return undefined;
    const pages = Math.ceil(total / perPage);
    if (!page.prevPageToken) return { page: 1, pages };
    if (!page.nextPageToken) return { page: pages, pages };
    return numbered === undefined ? undefined : { page: Math.min(Math.max(numbered, 2), pages - 1), pages };
};

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
    position,
    onPage,
    busy,
}: {
    page: VideoPage;
    position: { page: number; pages: number } | undefined;
    onPage: (pageToken: string | undefined, number: number | undefined) => void;
    busy: boolean;
}) => {
    const translate = useTranslate();
    if (!page.prevPageToken && !page.nextPageToken) return null;
    return (
        <Box
            component="nav"
            aria-label={translate('resources.videos.list.pages')}
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mt: 2 }}
        >
            <Button
                startIcon={<NavigateBeforeIcon />}
                disabled={!page.prevPageToken || busy}
                onClick={() => onPage(page.prevPageToken ?? undefined, position && position.page - 1)}
            >
                {translate('resources.videos.list.previous')}
            </Button>
            {position && (
                <Typography variant="body2" aria-current="page">
                    {translate('resources.videos.list.position', position)}
                </Typography>
            )}
            <Button
                endIcon={<NavigateNextIcon />}
                disabled={!page.nextPageToken || busy}
                onClick={() => onPage(page.nextPageToken ?? undefined, position && position.page + 1)}
            >
                {translate('resources.videos.list.next')}
            </Button>
        </Box>
    );
};

// A token the service no longer knows fails like any load; the error then also leads back to the first page.
export const VideoList = () => {
    const translate = useTranslate();
    const { state: view, update } = useAddressState<VideoListView>({ read: readView, write: writeView });
    const query = useVideoPage({ pageSize: VIDEOS_PAGE_SIZE, pageToken: view.pageToken });
    const [playing, setPlaying] = useState<Video>();
    const total = query.data?.pageInfo?.totalResults;
    const top = useRef<HTMLDivElement>(null);
    // The paging buttons are under the list: the next page is read from its top.
    const goTo = (pageToken: string | undefined, page: number | undefined) => {
        update(() => ({ pageToken, page }));
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
                error="resources.videos.messages.loadError"
                empty="resources.videos.messages.noneAvailable"
                isEmpty={page => page.items.length === 0}
                errorAction={
                    view.pageToken && (
                        <Button color="inherit" size="small" onClick={() => goTo(undefined, undefined)}>
                            {translate('resources.videos.list.firstPage')}
                        </Button>
                    )
                }
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
                        <VideoPaging
                            page={page}
                            position={pagePosition(page, view.page)}
                            onPage={goTo}
                            busy={query.isPlaceholderData}
                        />
                    </>
                )}
            </QueryState>
            <VideoPlayerDialog video={playing} onClose={() => setPlaying(undefined)} />
        </>
    );
};
