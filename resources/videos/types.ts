import * as z from 'zod/mini';

/** 11 characters today. Anything else never reaches an embed address. */
export const VIDEO_ID = /^[\w-]{1,64}$/;

const thumbnailSchema = z.object({
    url: z.string(),
    width: z.nullish(z.number()),
    height: z.nullish(z.number()),
});
export type Thumbnail = z.infer<typeof thumbnailSchema>;

export const videoSchema = z.object({
    id: z.union([z.string(), z.number()]),
    snippet: z.object({
        title: z.string(),
        description: z.nullish(z.string()),
        publishedAt: z.nullish(z.string()),
        // YouTube's sizes by name: default (120×90), medium (320×180), high (480×360), standard, maxres.
        thumbnails: z.nullish(z.record(z.string(), z.nullish(thumbnailSchema))),
        resourceId: z.object({ videoId: z.string().check(z.regex(VIDEO_ID)) }),
    }),
});
export type Video = z.infer<typeof videoSchema>;

export const videoPageSchema = z.object({
    items: z.array(videoSchema),
    nextPageToken: z.nullish(z.string()),
    prevPageToken: z.nullish(z.string()),
    pageInfo: z.nullish(z.object({ totalResults: z.nullish(z.number()) })),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

export const feedItemSchema = z.object({
    title: z.string(),
    link: z.nullish(z.string()),
    /** Shown only through SafeHtml. */
    summary: z.nullish(z.string()),
    published: z.nullish(z.string()),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedSchema = z.array(feedItemSchema);

/** The dashboard's cards' counts are in cardHeights.ts. */
export const VIDEOS_PAGE_SIZE = 10;
