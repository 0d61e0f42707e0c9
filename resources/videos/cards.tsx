import { useState, type ReactNode } from 'react';
import { Box, Button, ButtonBase, Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../src/components/QueryState';
import { SafeHtml } from '../../src/components/SafeHtml';
import { SectionCard } from '../../src/components/SectionCard';
import { useFormatters } from '../../src/components/formatting';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { useLatestVideos, useNews } from './api';
import { VideoPlayerDialog } from './VideoPlayerDialog';
import { useCutLinksUnreachable } from './useCutLinksUnreachable';
import { VideoThumbnail } from './videoParts';
import {
    NEWS_CARD_HEIGHT,
    NEWS_CARD_SIZE,
    NEWS_ITEM_REM,
    NEWS_LINE as LINE,
    VIDEO_ROW_PX,
    VIDEOS_CARD_HEIGHT,
    VIDEOS_CARD_SIZE,
} from './cardHeights';
import type { FeedItem, Video } from './types';

/** Only web addresses leave the portal from a feed: no javascript:, no data:. */
const webLink = (link: string | null | undefined) => (link && /^https?:\/\//i.test(link) ? link : undefined);

/** Loading, empty, error and data take the same room, so the cards below never move. */
const ReservedBody = ({ minHeight, children }: { minHeight: string; children: ReactNode }) => (
    <Box sx={{ minHeight, display: 'flex', flexDirection: 'column', justifyContent: 'flex-start' }}>{children}</Box>
);

/** So the item takes the room cardHeights.ts gives it. */
const clampLines = (lines: number, lineHeight: number) => ({
    lineHeight: `${lineHeight}rem`,
    maxHeight: `${lines * lineHeight}rem`,
    overflow: 'hidden',
});

const NewsItem = ({ item }: { item: FeedItem }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const href = webLink(item.link);
    const summaryRef = useCutLinksUnreachable(item.summary);
    return (
        <Box
            component="li"
            sx={{
                // A title is never cut: on a narrow screen (320 px) an item grows past its room instead.
                minHeight: `${NEWS_ITEM_REM}rem`,
                py: '0.75rem',
                boxSizing: 'border-box',
                // A line between items that takes no room: the item's height is all its content's.
                '& + &': { boxShadow: theme => `inset 0 1px 0 ${theme.palette.divider}` },
            }}
        >
            <Typography
                component="h3"
                sx={{ lineHeight: `${LINE.title}rem`, fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}
            >
                {href ? (
                    <Link href={href} target="_blank" rel="noopener noreferrer">
                        {item.title}
                        <OpenInNewIcon aria-hidden sx={{ fontSize: '0.9rem', ml: 0.5, verticalAlign: '-0.125em' }} />
                        <Box component="span" sx={visuallyHidden}>
                            {` ${translate('resources.videos.opensInNewTab')}`}
                        </Box>
                    </Link>
                ) : (
                    item.title
                )}
            </Typography>
            {item.published && (
                <Typography variant="body2" color="text.secondary" sx={clampLines(1, LINE.text)}>
                    {date(item.published)}
                </Typography>
            )}
            <SafeHtml
                ref={summaryRef}
                html={item.summary}
                sx={{
                    typography: 'body2',
                    ...clampLines(2, LINE.text),
                    // The summary is a teaser of the linked page: its ellipsis says there is more there. A link it
                    // cuts off takes no Tab stop; the title leads to the page.
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    mt: '0.25rem',
                    overflowWrap: 'anywhere',
                    '& p': { my: 0 },
                    '& img': {
                        float: 'right',
                        height: `${2 * LINE.text}rem`,
                        width: 'auto',
                        maxWidth: '40%',
                        objectFit: 'cover',
                        ml: 1,
                    },
                }}
            />
        </Box>
    );
};

export const NewsCard = () => {
    const query = useNews(NEWS_CARD_SIZE);
    return (
        <SectionCard title="resources.videos.cards.news.title">
            <ReservedBody minHeight={NEWS_CARD_HEIGHT}>
                <QueryState
                    query={query}
                    error="resources.videos.cards.news.error"
                    empty="resources.videos.cards.news.empty"
                >
                    {items => (
                        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                            {items.slice(0, NEWS_CARD_SIZE).map((item, index) => (
                                <NewsItem key={`${index}-${item.link ?? item.title}`} item={item} />
                            ))}
                        </Box>
                    )}
                </QueryState>
            </ReservedBody>
        </SectionCard>
    );
};

const VideoRow = ({ video, onPlay }: { video: Video; onPlay: (video: Video) => void }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const { title, publishedAt } = video.snippet;
    return (
        <Box component="li">
            <ButtonBase
                onClick={() => onPlay(video)}
                aria-label={translate('resources.videos.video.play', { title })}
                sx={{
                    width: '100%',
                    // A title is never cut: on a narrow screen (320 px) a row grows past its room instead.
                    minHeight: VIDEO_ROW_PX,
                    boxSizing: 'border-box',
                    display: 'flex',
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                    gap: 1.5,
                    p: 1,
                    borderRadius: 1,
                    textAlign: 'left',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                }}
            >
                <VideoThumbnail video={video} width={112} />
                <Box sx={{ minWidth: 0 }}>
                    <Typography
                        component="span"
                        sx={{ display: 'block', fontWeight: 600, lineHeight: 1.5, overflowWrap: 'anywhere' }}
                    >
                        {title}
                    </Typography>
                    {publishedAt && (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                            {date(publishedAt)}
                        </Typography>
                    )}
                </Box>
            </ButtonBase>
        </Box>
    );
};

export const VideosCard = () => {
    const translate = useTranslate();
    const query = useLatestVideos(VIDEOS_CARD_SIZE);
    const [playing, setPlaying] = useState<Video>();
    return (
        <SectionCard
            title="resources.videos.cards.videos.title"
            actions={
                <Button component={RouterLink} to="/videos" size="small">
                    {translate('resources.videos.cards.videos.all')}
                </Button>
            }
        >
            <ReservedBody minHeight={VIDEOS_CARD_HEIGHT}>
                <QueryState
                    query={query}
                    error="resources.videos.messages.loadError"
                    empty="resources.videos.messages.noneAvailable"
                    isEmpty={page => page.items.length === 0}
                >
                    {page => (
                        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                            {page.items.slice(0, VIDEOS_CARD_SIZE).map(video => (
                                <VideoRow key={String(video.id)} video={video} onPlay={setPlaying} />
                            ))}
                        </Box>
                    )}
                </QueryState>
            </ReservedBody>
            <VideoPlayerDialog video={playing} onClose={() => setPlaying(undefined)} />
        </SectionCard>
    );
};
