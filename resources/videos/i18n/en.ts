/** The videos and news texts in English, merged under `resources.videos` (same keys in both languages: a test checks it). */
const videos = {
    list: {
        title: 'Videos',
        count: '%{smart_count} video |||| %{smart_count} videos',
        pages: 'Pages of videos',
        previous: 'Previous page',
        next: 'Next page',
        position: 'Page %{page} of %{pages}',
        firstPage: 'Go to the first page',
    },
    video: {
        play: 'Play %{title}',
        published: 'Published %{date}',
    },
    player: {
        frameTitle: 'Video player: %{title}',
        watchOnYouTube: 'Watch on YouTube',
        close: 'Close',
    },
    messages: {
        loadError: 'Error loading videos',
        noneAvailable: 'No videos available',
    },
    cards: {
        news: {
            title: 'News',
            empty: 'No news available',
            error: 'Error loading feed',
        },
        videos: {
            title: 'Videos',
            all: 'See all videos',
        },
    },
    /** Read after a link that leaves the portal in a new tab. */
    opensInNewTab: '(opens in a new tab)',
};

export default videos;
