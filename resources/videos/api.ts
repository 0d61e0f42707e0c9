import { queryOptions } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request } from '../../src/api/httpClient';
import { feedSchema, videoPageSchema, type FeedItem, type VideoPage } from './types';

/**
 * Videos and news: GET /api/videos?pageSize and GET of a feed's address with maxItems (news at /api/feeds/news).
 * Both are public content: sent through the one client as anonymous calls (no session needed; a 401 there is
 * the card's error, not a signed-out user). Where the product API leaves a point open:
 *
 * - Videos answer as YouTube's list does, `{ items, nextPageToken, prevPageToken, pageInfo: { totalResults } }`,
 *   and page as it does: the next or previous page is asked with `pageToken` (the token the last answer gave),
 *   so the page keeps the token in its address (`?pageToken=`), not a page number.
 * - The feed answers its items as an array, `[{ title, link, summary, published }]`, newest first; `published`
 *   is an ISO 8601 date or date-time.
 */

export interface VideoPageRequest {
    pageSize: number;
    pageToken?: string;
}

export interface VideoMethods {
    getVideos: (page: VideoPageRequest) => Promise<VideoPage>;
    getNews: (maxItems: number) => Promise<FeedItem[]>;
}

export const NEWS_FEED_PATH = '/api/feeds/news';

const methods: VideoMethods = {
    getVideos: ({ pageSize, pageToken }) =>
        request('/api/videos', { query: { pageSize, pageToken }, anonymous: true, schema: videoPageSchema }),
    getNews: maxItems => request(NEWS_FEED_PATH, { query: { maxItems }, anonymous: true, schema: feedSchema }),
};

export const videosApi = defineApiArea('videos', {}, methods);

/** Query options for the area's calls: public content changes seldom, so a visit back within minutes reuses it. */
export const videoQueries = {
    videos: (api: Pick<VideoMethods, 'getVideos'>, page: VideoPageRequest) =>
        queryOptions({
            queryKey: ['videos', 'list', page.pageSize, page.pageToken ?? ''],
            queryFn: () => api.getVideos(page),
            staleTime: 5 * 60_000,
        }),
    news: (api: Pick<VideoMethods, 'getNews'>, maxItems: number) =>
        queryOptions({
            queryKey: ['videos', 'news', maxItems],
            queryFn: () => api.getNews(maxItems),
            staleTime: 5 * 60_000,
        }),
};
