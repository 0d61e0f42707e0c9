import { Box } from '@mui/material';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import type { Thumbnail, Video } from './types';

/** Best first for a tile about 320 px wide. */
const PREFERRED_SIZES = ['medium', 'high', 'standard', 'default', 'maxres'];

/** https, or this origin's own files (the demo's thumbnails). */
const isShowableImage = (url: string) => /^https:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

export const thumbnailOf = (video: Video): Thumbnail | undefined => {
    const thumbnails = video.snippet.thumbnails ?? {};
    const named = PREFERRED_SIZES.map(size => thumbnails[size]);
    const others = Object.values(thumbnails);
    return [...named, ...others].find(
        (thumbnail): thumbnail is Thumbnail => !!thumbnail && isShowableImage(thumbnail.url)
    );
};

// Its space is kept before the image arrives (no layout shift). Decorative: the title beside it names the video.
export const VideoThumbnail = ({ video, width }: { video: Video; width?: number | string }) => {
    const thumbnail = thumbnailOf(video);
    return (
        <Box
            sx={{
                position: 'relative',
                width: width ?? '100%',
                flexShrink: 0,
                aspectRatio: '16 / 9',
                bgcolor: 'grey.200',
                borderRadius: 1,
                overflow: 'hidden',
            }}
        >
            {thumbnail && (
                <Box
                    component="img"
                    src={thumbnail.url}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
            )}
            <PlayCircleIcon
                aria-hidden
                sx={{
                    position: 'absolute',
                    inset: 0,
                    m: 'auto',
                    fontSize: width ? 28 : 56,
                    color: 'common.white',
                    filter: 'drop-shadow(0 0 3px rgba(0,0,0,0.7))',
                }}
            />
        </Box>
    );
};
