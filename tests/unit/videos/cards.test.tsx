import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { allVideos, newsItems } from '../../../mocks/db/videos';
import { loadVideoCards } from '../../../resources/videos';
import { NewsCard, VideosCard } from '../../../resources/videos/cards';
import { formatDate } from '../../../src/components/formatting';
import { AGENT_MARIA, recordRequests, renderScreen, showStyles, silenceExpectedErrors } from '../harness';

const sent = recordRequests();

/** The card, once it has rendered. */
const region = (name: string) => screen.findByRole('region', { name });

const renderCards = (language: 'en' | 'es' = 'en') =>
    renderScreen(
        <>
            <NewsCard />
            <VideosCard />
        </>,
        { portal: AGENT_MARIA, path: '/', language }
    );

const HOSTILE_SUMMARY = [
    '<p>Rates <em>are</em> out. <a href="https://example.com/rates">Read</a></p>',
    '<script>window.__hostile = "script"</script>',
    '<img src="/demo-media/news/x.svg" alt="" onerror="window.__hostile = \'onerror\'">',
    '<a href="javascript:window.__hostile = \'link\'">Click</a>',
].join('');

silenceExpectedErrors();

describe('news card', () => {
    it('asks for the latest 5 items anonymously and shows each title, linking out in a new tab, with its date', async () => {
        // The hidden words' own box (MUI's visuallyHidden) sets them apart in the link's name.
        showStyles();
        renderCards();
        const news = await within(await region('News')).findAllByRole('listitem');
        expect(sent.filter(call => call.url.startsWith('/api/feeds')).map(call => call.url)).toEqual([
            '/api/feeds/news?maxItems=5',
        ]);
        expect(sent.find(call => call.url.startsWith('/api/feeds'))!.request.credentials).toBe('same-origin');
        expect(news).toHaveLength(5);
        const first = newsItems()[0];
        const title = within(news[0]).getByRole('heading', { level: 3 });
        const link = within(title).getByRole('link', { name: `${first.title} (opens in a new tab)` });
        expect(link).toHaveAttribute('href', first.link);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(news[0]).toHaveTextContent(formatDate(first.published, 'en'));
    });

    it('shows the summary’s HTML without scripts, event handlers or javascript: links, its links opening safely', async () => {
        server.use(
            http.get('*/api/feeds/news', () =>
                HttpResponse.json([
                    {
                        title: 'Rate notice',
                        link: 'javascript:alert(1)',
                        summary: HOSTILE_SUMMARY,
                        published: '2026-03-01',
                    },
                ])
            )
        );
        renderCards();
        const item = await within(await region('News')).findByRole('listitem');
        // A title whose link is not a web address is shown without a link.
        expect(within(item).getByRole('heading', { name: 'Rate notice' })).toBeInTheDocument();
        expect(within(item).getAllByRole('link')).toHaveLength(1);
        const read = within(item).getByRole('link', { name: 'Read' });
        expect(read).toHaveAttribute('href', 'https://example.com/rates');
        expect(read).toHaveAttribute('target', '_blank');
        expect(read).toHaveAttribute('rel', 'noopener noreferrer');
        expect(within(item).getByText('are').tagName).toBe('EM');
        expect(item.querySelector('script')).toBeNull();
        expect(item.querySelector('[onerror]')).toBeNull();
        expect(item.innerHTML).not.toMatch(/javascript:/i);
        expect(within(item).getByText('Click').tagName).toBe('A');
        expect(within(item).getByText('Click')).not.toHaveAttribute('href');
        expect((window as { __hostile?: string }).__hostile).toBeUndefined();
    });

    it('says "No news available" for an empty feed, and "Error loading feed" when it fails, in each language', async () => {
        server.use(http.get('*/api/feeds/news', () => HttpResponse.json([])));
        const { unmount } = renderCards();
        expect(await within(await region('News')).findByText('No news available')).toBeInTheDocument();
        unmount();

        server.use(http.get('*/api/feeds/news', () => new HttpResponse(null, { status: 401 })));
        const second = renderCards('es');
        expect(await within(await region('Noticias')).findByText('Error al cargar las noticias')).toBeInTheDocument();
        // A public call's 401 is the card's error, not a signed-out user.
        expect(second.history.location.pathname).toBe('/');
    });

    it('fails on its own: the videos card beside it still shows its videos', async () => {
        server.use(http.get('*/api/feeds/news', () => HttpResponse.json({ items: 'none' })));
        renderCards();
        expect(await within(await region('News')).findByText('Error loading feed')).toBeInTheDocument();
        expect(
            await within(await region('Videos')).findByRole('button', { name: `Play ${allVideos()[0].snippet.title}` })
        ).toBeInTheDocument();
    });
});

describe('videos card', () => {
    it('asks for 3 videos, shows them with their dates, and links to all videos', async () => {
        renderCards();
        const videos = await within(await region('Videos')).findAllByRole('listitem');
        expect(sent.filter(call => call.url.startsWith('/api/videos')).map(call => call.url)).toEqual([
            '/api/videos?pageSize=3',
        ]);
        expect(videos).toHaveLength(3);
        const first = allVideos()[0];
        expect(videos[0]).toHaveTextContent(first.snippet.title);
        expect(videos[0]).toHaveTextContent(formatDate(first.snippet.publishedAt, 'en'));
        expect(within(await region('Videos')).getByRole('link', { name: 'See all videos' })).toHaveAttribute(
            'href',
            '/videos?agentId=101'
        );
    });

    it('plays a video in the dialog by keyboard and closes it with Escape', async () => {
        const user = userEvent.setup();
        renderCards('es');
        const first = allVideos()[0];
        const play = await within(await region('Videos')).findByRole('button', {
            name: `Reproducir ${first.snippet.title}`,
        });
        play.focus();
        await user.keyboard(' ');
        const dialog = await screen.findByRole('dialog', { name: first.snippet.title });
        expect(within(dialog).getByTitle(`Reproductor de video: ${first.snippet.title}`)).toHaveAttribute(
            'src',
            expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
        );
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('says "No videos available" and "Error loading videos" in its own place', async () => {
        server.use(http.get('*/api/videos', () => HttpResponse.json({ items: [] })));
        const { unmount } = renderCards();
        expect(await within(await region('Videos')).findByText('No videos available')).toBeInTheDocument();
        unmount();
        server.use(http.get('*/api/videos', () => HttpResponse.error()));
        renderCards();
        expect(await within(await region('Videos')).findByText('Error loading videos')).toBeInTheDocument();
        expect(await within(await region('News')).findAllByRole('listitem')).toHaveLength(5);
    });

    it('loads with its texts for the dashboard (loadVideoCards)', async () => {
        const cards = await loadVideoCards();
        expect(cards.NewsCard).toBe(NewsCard);
        expect(cards.VideosCard).toBe(VideosCard);
    });
});
