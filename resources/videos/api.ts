import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defineSessionApiArea } from '../../src/api/dataProvider';
import { request } from '../../src/api/httpClient';
import { useAreaApi } from '../../src/api/useAreaApi';
import { feedSchema, videoPageSchema, type FeedItem, type VideoPage } from './types';

// Where the product API leaves a point open, docs/areas.md says what is read. Public content, sent as anonymous
// calls: a 401 there is the card's error, not a signed-out user.

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

export const videosApi = defineSessionApiArea('videos', { methods });

/** Public content changes seldom, so a visit back within minutes reuses it. */
const PUBLIC_STALE_MS = 5 * 60_000;

const videosQuery = (api: Pick<VideoMethods, 'getVideos'>, page: VideoPageRequest) =>
    queryOptions({
        queryKey: ['videos', 'list', page.pageSize, page.pageToken ?? ''],
        queryFn: () => api.getVideos(page),
        staleTime: PUBLIC_STALE_MS,
    });

/** A page of the videos list; the page shown stays while the next one loads. */
export const useVideoPage = (page: VideoPageRequest) => {
    const api = useAreaApi(videosApi);
    return useQuery({ ...videosQuery(api, page), placeholderData: keepPreviousData });
};

/** The first page of videos, as many as a card shows. */
export const useLatestVideos = (count: number) => {
    const api = useAreaApi(videosApi);
    return useQuery(videosQuery(api, { pageSize: count }));
};

export const useNews = (maxItems: number) => {
    const api = useAreaApi(videosApi);
    return useQuery({
        queryKey: ['videos', 'news', maxItems],
        queryFn: () => api.getNews(maxItems),
        staleTime: PUBLIC_STALE_MS,
    });
};
