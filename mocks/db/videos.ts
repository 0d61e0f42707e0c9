import { DAY_MS, NOW } from './days';
import { randomFor } from './random';

/**
 * Public content of the demo: the channel's videos, as YouTube playlist items, and the news
 * feed, each from its own seed. Every picture is the demo's own (mocks/handlers/videos.ts draws them), so the
 * demo shows them with no internet access.
 */

export const VIDEO_COUNT = 34;
export const NEWS_COUNT = 8;
export const CONTENT_MEDIA_PATH = '/demo-media';

const HOUR_MS = 3_600_000;

const TOPICS = [
    'Medicare Advantage basics',
    'Annual Enrollment Period checklist',
    'Scope of appointment, step by step',
    'Reading your commission statement',
    'Ready-to-sell status explained',
    'Submitting an application in the hub',
    'Special Enrollment Periods',
    'Part D plans and formularies',
    'Medicare Supplement plan letters',
    'Dual-eligible special needs plans',
    'Compliance: marketing rules for agents',
    'Building your downline',
    'E&O coverage: what to keep on file',
    'Carrier certification season',
    'Using the enrollment search',
    'Talking to clients about networks',
    'Turning 65: a client conversation',
];

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export interface VideoFixture {
    kind: 'youtube#playlistItem';
    id: string;
    snippet: {
        title: string;
        description: string;
        publishedAt: string;
        thumbnails: Record<string, { url: string; width: number; height: number }>;
        resourceId: { kind: 'youtube#video'; videoId: string };
    };
}

const THUMBNAIL_SIZES = { default: [120, 90], medium: [320, 180], high: [480, 360] } as const;

export const thumbnailPath = (videoId: string, size: string) => `${CONTENT_MEDIA_PATH}/videos/${videoId}/${size}.svg`;

let videos: VideoFixture[] | undefined;

/** The channel's videos, newest first: one every four to twelve days back from today. */
export const allVideos = (): VideoFixture[] => {
    if (videos) return videos;
    const random = randomFor('videos', 'channel');
    let time = NOW.getTime() - random.int(1, 48) * HOUR_MS;
    videos = Array.from({ length: VIDEO_COUNT }, (_, index) => {
        const videoId = Array.from({ length: 11 }, () => random.pick([...ID_CHARS])).join('');
        const topic = TOPICS[index % TOPICS.length];
        const title = index < TOPICS.length ? topic : `${topic} (part ${Math.floor(index / TOPICS.length) + 1})`;
        const publishedAt = new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
        time -= random.int(4, 12) * DAY_MS + random.int(0, 23) * HOUR_MS;
        return {
            kind: 'youtube#playlistItem',
            id: `PLdemo${String(index + 1).padStart(3, '0')}${videoId}`,
            snippet: {
                title,
                description: `${topic}: what an agent needs to know, in ${random.int(3, 18)} minutes. ${random.pick([
                    'With examples from real enrollments and the questions clients ask most.',
                    'Includes the forms to keep and the mistakes to avoid.',
                    'A short walk through the hub screens that go with it.',
                ])}`,
                publishedAt,
                thumbnails: Object.fromEntries(
                    Object.entries(THUMBNAIL_SIZES).map(([size, [width, height]]) => [
                        size,
                        { url: thumbnailPath(videoId, size), width, height },
                    ])
                ),
                resourceId: { kind: 'youtube#video', videoId },
            },
        };
    });
    return videos;
};

export interface FeedItemFixture {
    title: string;
    link: string;
    summary: string;
    published: string;
}

const HEADLINES = [
    ['CMS publishes next year’s Medicare Advantage rate notice', 'rate-notice'],
    ['Annual Enrollment Period: dates and reminders', 'aep-reminders'],
    ['New carrier appointments now open in three states', 'new-appointments'],
    ['Certification season: what changes this year', 'certification-season'],
    ['Commission schedule update for Medicare Supplement plans', 'commission-update'],
    ['Webinar: SOA rules and the 48-hour requirement', 'soa-webinar'],
    ['Agent spotlight: building a referral practice', 'agent-spotlight'],
    ['Hub release notes: faster enrollment search', 'release-notes'],
];

let news: FeedItemFixture[] | undefined;

/**
 * The news feed, newest first. Summaries are HTML as feeds send it: paragraphs, emphasis, links, a picture
 * (the demo's own); one carries what a hostile feed could (a script, an event handler, a javascript: link),
 * which the portal must never run.
 */
export const newsItems = (): FeedItemFixture[] => {
    if (news) return news;
    const random = randomFor('news', 'feed');
    let time = NOW.getTime() - random.int(2, 30) * HOUR_MS;
    news = HEADLINES.slice(0, NEWS_COUNT).map(([title, slug], index) => {
        const published = new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
        time -= random.int(2, 9) * DAY_MS;
        const link = `https://news.example.com/producer-hub/${slug}`;
        const picture =
            index % 3 === 0 ? `<img src="${CONTENT_MEDIA_PATH}/news/${slug}.svg" alt="" width="320" height="90">` : '';
        const hostile =
            index === 1
                ? `<script>window.__newsScriptRan = true</script><img src="${CONTENT_MEDIA_PATH}/news/${slug}.svg" alt="" width="320" height="90" onerror="window.__newsScriptRan = true"> <a href="javascript:window.__newsScriptRan = true">Details</a>`
                : '';
        return {
            title,
            link,
            published,
            summary: `${picture}<p>${random.pick([
                '<strong>What it means for you:</strong> the changes to your book of business this season, in short.',
                'The summary and the <em>steps to take</em> before the deadline.',
                'The full text and a short checklist are on the carrier’s site.',
            ])} <a href="${link}">Read more</a></p>${hostile}`,
        };
    });
    return news;
};
