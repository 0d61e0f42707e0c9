import { http, HttpResponse } from 'msw';
import { allVideos, CONTENT_MEDIA_PATH, newsItems } from '../db/videos';
import { seedOf } from '../db/random';
import { defineDemoArea } from './area';
import { api, failure } from './shared';

/**
 * Videos and news, public calls: no session needed (the guard lets /api/* through).
 * GET /api/videos?pageSize&pageToken answers YouTube's list shape (items, nextPageToken, prevPageToken,
 * pageInfo); GET /api/feeds/news?maxItems the feed's items. The pictures they name are drawn here as SVG, so
 * the demo needs no outside host.
 */

const DEFAULT_PAGE_SIZE = 5;
const MAX_PAGE_SIZE = 50;

/** Page tokens are opaque to the portal, as YouTube's are: here the offset, lightly wrapped. */
const tokenOf = (offset: number) => `CD${offset.toString(36).toUpperCase()}QAA`;
const offsetOf = (token: string) => {
    const match = /^CD([0-9A-Z]+)QAA$/.exec(token);
    return match ? parseInt(match[1], 36) : undefined;
};

const wholeNumber = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);

const PALETTE = ['#0b3d91', '#00695c', '#6a1b9a', '#ad1457', '#e65100', '#2e7d32', '#37474f', '#1565c0'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, char => `&#${char.charCodeAt(0)};`);

/** A picture of the given size in a colour of the name's own: a stand-in for a thumbnail or a news image. */
const picture = (name: string, width: number, height: number, label: string) => {
    const colour = PALETTE[seedOf('videos', 'picture', name) % PALETTE.length];
    const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width * 0.85}" cy="${height * 0.25}" r="${height * 0.35}" fill="#ffffff" fill-opacity="0.12"/><text x="${width * 0.06}" y="${height * 0.88}" font-family="sans-serif" font-size="${Math.round(height / 8)}" fill="#ffffff">${escapeXml(label)}</text></svg>`;
    return new HttpResponse(body, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
};

const SIZES: Record<string, [number, number]> = { default: [120, 90], medium: [320, 180], high: [480, 360] };

export const videosDemo = defineDemoArea({
    name: 'videos',
    handlers: [
        http.get(api('/api/videos'), ({ request }) => {
            const query = new URL(request.url).searchParams;
            const pageSize = query.has('pageSize') ? wholeNumber(query.get('pageSize')) : DEFAULT_PAGE_SIZE;
            if (pageSize === undefined || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
                return failure(400, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
            const token = query.get('pageToken');
            const offset = token ? offsetOf(token) : 0;
            const videos = allVideos();
            if (offset === undefined || offset >= Math.max(videos.length, 1))
                return failure(400, { message: 'Invalid page token' });
            const end = offset + pageSize;
            return HttpResponse.json({
                kind: 'youtube#playlistItemListResponse',
                items: videos.slice(offset, end),
                ...(end < videos.length ? { nextPageToken: tokenOf(end) } : {}),
                ...(offset > 0 ? { prevPageToken: tokenOf(Math.max(0, offset - pageSize)) } : {}),
                pageInfo: { totalResults: videos.length, resultsPerPage: pageSize },
            });
        }),
        http.get(api('/api/feeds/news'), ({ request }) => {
            const maxItems = wholeNumber(new URL(request.url).searchParams.get('maxItems'));
            const items = newsItems();
            return HttpResponse.json(maxItems === undefined ? items : items.slice(0, maxItems));
        }),
        http.get(api(`${CONTENT_MEDIA_PATH}/videos/:videoId/:size`), ({ params }) => {
            const size = SIZES[String(params.size).replace(/\.svg$/, '')];
            if (!size) return failure(404);
            return picture(String(params.videoId), size[0], size[1], '');
        }),
        http.get(api(`${CONTENT_MEDIA_PATH}/news/:name`), ({ params }) => picture(String(params.name), 320, 90, '')),
    ],
});
