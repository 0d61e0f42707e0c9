import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { allVideos, VIDEO_COUNT } from '../../../mocks/db/videos';
import { VideoList } from '../../../resources/videos/VideoList';
import { formatDate } from '../../../src/components/formatting';
import { AGENT_MARIA, recordRequests, renderScreen, silenceExpectedErrors } from '../harness';

const sent = recordRequests();
const videoCalls = () => sent.filter(call => call.url.startsWith('/api/videos')).map(call => call.url);

const tiles = () => within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem');

const openList = async (language: 'en' | 'es' = 'en', path = '/videos') => {
    const user = userEvent.setup();
    const rendered = renderScreen(<VideoList />, { portal: AGENT_MARIA, path, language });
    await screen.findByRole('list', { name: 'Videos' });
    return { user, ...rendered };
};

silenceExpectedErrors();

describe('videos page', () => {
    it('asks for 10 videos, anonymously, and shows each one’s thumbnail, title, description and date', async () => {
        await openList();
        expect(videoCalls()).toEqual(['/api/videos?pageSize=10']);
        const call = sent.find(request => request.url.startsWith('/api/videos'))!.request;
        expect(call.credentials).toBe('same-origin');
        expect(tiles()).toHaveLength(10);
        expect(screen.getByText(`${VIDEO_COUNT} videos`)).toBeInTheDocument();
        const first = allVideos()[0];
        const tile = tiles()[0];
        expect(within(tile).getByRole('button', { name: `Play ${first.snippet.title}` })).toBeInTheDocument();
        expect(tile).toHaveTextContent(first.snippet.description);
        expect(tile).toHaveTextContent(`Published ${formatDate(first.snippet.publishedAt, 'en')}`);
        expect(tile.querySelector('img')).toHaveAttribute('src', first.snippet.thumbnails.medium.url);
        // Only the demo's own pictures: nothing waits for an outside host, and no player is loaded yet.
        expect(document.querySelector('iframe')).toBeNull();
    });

    it('writes the published date in Spanish for a Spanish reader', async () => {
        await openList('es');
        const first = allVideos()[0];
        const spanishDate = formatDate(first.snippet.publishedAt, 'es');
        expect(spanishDate).not.toBe(formatDate(first.snippet.publishedAt, 'en'));
        expect(tiles()[0]).toHaveTextContent(`Publicado el ${spanishDate}`);
        expect(screen.getByRole('button', { name: `Reproducir ${first.snippet.title}` })).toBeInTheDocument();
    });

    it('pages by the tokens the answer gives, keeping the token in the address, and back again', async () => {
        const { user, history } = await openList();
        expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
        await user.click(screen.getByRole('button', { name: 'Next page' }));
        const second = allVideos()[10];
        expect(await screen.findByRole('button', { name: `Play ${second.snippet.title}` })).toBeInTheDocument();
        const token = new URLSearchParams(history.location.search).get('pageToken');
        expect(token).toBeTruthy();
        expect(videoCalls().at(-1)).toBe(`/api/videos?pageSize=10&pageToken=${token}`);
        await waitFor(() => expect(tiles()).toHaveLength(10));

        await user.click(screen.getByRole('button', { name: 'Next page' }));
        await user.click(await screen.findByRole('button', { name: 'Next page' }));
        // The last page: 34 videos end with 4 on the fourth page, and no next page.
        await waitFor(() => expect(tiles()).toHaveLength(VIDEO_COUNT - 30));
        expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

        await user.click(screen.getByRole('button', { name: 'Previous page' }));
        expect(
            await screen.findByRole('button', { name: `Play ${allVideos()[20].snippet.title}` })
        ).toBeInTheDocument();
    });

    it('says which page of how many is shown, kept in the address for a reload', async () => {
        const pages = Math.ceil(VIDEO_COUNT / 10);
        const { user, history, unmount } = await openList();
        const position = () => within(screen.getByRole('navigation', { name: 'Pages of videos' })).getByText(/^Page /);
        expect(position()).toHaveTextContent(`Page 1 of ${pages}`);
        await user.click(screen.getByRole('button', { name: 'Next page' }));
        await waitFor(() => expect(position()).toHaveTextContent(`Page 2 of ${pages}`));
        await user.click(screen.getByRole('button', { name: 'Next page' }));
        await waitFor(() => expect(position()).toHaveTextContent(`Page 3 of ${pages}`));
        const third = `${history.location.pathname}${history.location.search}`;
        expect(new URLSearchParams(history.location.search).get('page')).toBe('3');

        unmount();
        await openList('en', third);
        await waitFor(() => expect(position()).toHaveTextContent(`Page 3 of ${pages}`));
    });

    it('leads back to the first page from a page the service no longer knows (a stale pageToken)', async () => {
        const user = userEvent.setup();
        const { history } = renderScreen(<VideoList />, {
            portal: AGENT_MARIA,
            path: '/videos?pageToken=expired-token&page=3',
        });
        const error = (await screen.findByText('Error loading videos')).closest('[role="alert"]') as HTMLElement;
        expect(within(error).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
        await user.click(within(error).getByRole('button', { name: 'Go to the first page' }));
        expect(await screen.findByRole('button', { name: `Play ${allVideos()[0].snippet.title}` })).toBeInTheDocument();
        expect(screen.getByText(`Page 1 of ${Math.ceil(VIDEO_COUNT / 10)}`)).toBeInTheDocument();
        expect(new URLSearchParams(history.location.search).get('pageToken')).toBeNull();
        expect(history.location.pathname).toBe('/videos');
    });

    it('plays a video in a dialog with the privacy-enhanced embed, opened and closed by keyboard', async () => {
        const { user } = await openList();
        const first = allVideos()[0];
        const play = screen.getByRole('button', { name: `Play ${first.snippet.title}` });
        play.focus();
        await user.keyboard('{Enter}');
        const dialog = await screen.findByRole('dialog', { name: first.snippet.title });
        const frame = within(dialog).getByTitle(`Video player: ${first.snippet.title}`);
        expect(frame.tagName).toBe('IFRAME');
        expect(frame).toHaveAttribute(
            'src',
            `https://www.youtube-nocookie.com/embed/${first.snippet.resourceId.videoId}?autoplay=1&rel=0`
        );
        const outLink = within(dialog).getByRole('link', { name: /Watch on YouTube/ });
        expect(outLink).toHaveAttribute('href', `https://www.youtube.com/watch?v=${first.snippet.resourceId.videoId}`);
        expect(outLink).toHaveAttribute('target', '_blank');
        expect(outLink).toHaveAttribute('rel', 'noopener noreferrer');

        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(document.querySelector('iframe')).toBeNull();
        await waitFor(() => expect(play).toHaveFocus());
    });

    it('says "No videos available" for an empty channel', async () => {
        server.use(http.get('*/api/videos', () => HttpResponse.json({ items: [], pageInfo: { totalResults: 0 } })));
        renderScreen(<VideoList />, { portal: AGENT_MARIA, path: '/videos' });
        expect(await screen.findByText('No videos available')).toBeInTheDocument();
    });

    it.each([
        ['a server error', () => new HttpResponse(null, { status: 500 })],
        ['a 401 (public content: not the session)', () => new HttpResponse(null, { status: 401 })],
        ['a wrong shape', () => HttpResponse.json({})],
        [
            'an unusable video id',
            () =>
                HttpResponse.json({
                    items: [
                        {
                            ...allVideos()[0],
                            snippet: { ...allVideos()[0].snippet, resourceId: { videoId: '../x?y' } },
                        },
                    ],
                }),
        ],
    ])('says "Error loading videos" for %s, in the page', async (_name, answer) => {
        server.use(http.get('*/api/videos', answer));
        const { history } = renderScreen(<VideoList />, { portal: AGENT_MARIA, path: '/videos' });
        expect(await screen.findByText('Error loading videos')).toBeInTheDocument();
        expect(history.location.pathname).toBe('/videos');
    });

    it('says it in Spanish too', async () => {
        server.use(http.get('*/api/videos', () => new HttpResponse(null, { status: 500 })));
        renderScreen(<VideoList />, { portal: AGENT_MARIA, path: '/videos', language: 'es' });
        expect(await screen.findByText('Error al cargar los videos')).toBeInTheDocument();
    });
});
