import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { allVideos, newsItems, VIDEO_COUNT } from '../../../mocks/db/videos';
import {
    browserPerFile,
    expectAccessible,
    openApp,
    overflowing,
    PHONE,
    readToTheEnd,
    requestsTo,
    sidewaysScroll,
    type AppSession,
    type OpenAppOptions,
} from '../harness';
import { expectCardsKeepTheirPlaces } from '../walkSteps';

const browser = browserPerFile();

/** The texts of these elements that are cut: taller than a box of theirs (or inside them) that hides its overflow. */
const cutTexts = (elements: Locator) =>
    elements.evaluateAll(found =>
        found
            .filter(element =>
                [element, ...element.querySelectorAll('*')].some(
                    box =>
                        box.clientWidth > 1 &&
                        getComputedStyle(box).overflow !== 'visible' &&
                        box.scrollHeight > box.clientHeight + 1
                )
            )
            .map(element => element.textContent ?? '')
    );

/**
 * Tabs through a card from its first link and names each stop that a box it sits in cuts off (a summary's line
 * clamp): a focus ring drawn where no one sees it, or, where the browser scrolls that box to show it, a box
 * that no longer shows its start and stays so.
 */
const hiddenStops = async (page: Page, card: Locator) => {
    await card.getByRole('link').first().focus();
    const hidden: string[] = [];
    for (;;) {
        const stop = await card.evaluate(cardElement => {
            const element = document.activeElement;
            if (!element || !cardElement.contains(element)) return undefined;
            const [first] = element.getClientRects();
            let cut = !first;
            for (let box = element.parentElement; box && box !== cardElement && !cut; box = box.parentElement) {
                const style = getComputedStyle(box);
                if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
                const edge = box.getBoundingClientRect();
                cut =
                    box.scrollTop !== 0 ||
                    box.scrollLeft !== 0 ||
                    first.top >= edge.bottom - 1 ||
                    first.bottom <= edge.top + 1 ||
                    first.left >= edge.right - 1 ||
                    first.right <= edge.left + 1;
            }
            return { name: element.textContent?.trim() ?? '', cut };
        });
        if (!stop) return hidden;
        if (stop.cut) hidden.push(stop.name);
        await page.keyboard.press('Tab');
    }
};

/**
 * The player is YouTube's: the test browser has no internet, so its frame gets a page of the test's own. Every
 * other request of the page must stay on the demo's origin (its thumbnails and news pictures are its own).
 */
const open = async (language: 'en' | 'es', options: OpenAppOptions = {}) => {
    const session = await openApp(browser(), { language, ...options });
    const outside: string[] = [];
    session.page.on('request', request => {
        const url = new URL(request.url());
        if (url.origin !== new URL(session.baseUrl).origin && url.protocol !== 'data:') outside.push(url.href);
    });
    await session.context.route('https://www.youtube-nocookie.com/**', route =>
        route.fulfill({ contentType: 'text/html', body: '<title>Player</title><p>Player</p>' })
    );
    return { ...session, outside };
};

const TEXT = {
    en: {
        title: 'Videos',
        play: (title: string) => `Play ${title}`,
        published: 'Published ',
        next: 'Next page',
        previous: 'Previous page',
        player: (title: string) => `Video player: ${title}`,
        news: 'News',
        all: 'See all videos',
    },
    es: {
        title: 'Videos',
        play: (title: string) => `Reproducir ${title}`,
        published: 'Publicado el ',
        next: 'Página siguiente',
        previous: 'Página anterior',
        player: (title: string) => `Reproductor de video: ${title}`,
        news: 'Noticias',
        all: 'Ver todos los videos',
    },
} as const;

/** An agent's home cards (the dashboard's walk names each). */
const AGENT_HOME_CARDS = 11;

const PLAYER = 'https://www.youtube-nocookie.com/embed/';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const videoList = (page: Page) => page.getByRole('list', { name: 'Videos' });
const videoCalls = (session: AppSession) => requestsTo(session, '/api/videos').map(request => request.url);
const titleOf = (index: number) => allVideos()[index].snippet.title;
const videoIdOf = (index: number) => allVideos()[index].snippet.resourceId.videoId;

/** Opens the first video by keyboard (focus, Enter), checks the player, closes it by Escape, focus back. */
const playAndCloseByKeyboard = async (page: Page, language: 'en' | 'es', index = 0) => {
    const text = TEXT[language];
    const play = page.getByRole('button', { name: text.play(titleOf(index)), exact: true }).first();
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: titleOf(index) });
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('title')).toBe(text.player(titleOf(index)));
    expect(await frame.getAttribute('src')).toBe(
        `https://www.youtube-nocookie.com/embed/${videoIdOf(index)}?autoplay=1&rel=0`
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('iframe').count()).toBe(0);
    await expect.poll(() => play.evaluate(element => element === document.activeElement)).toBe(true);
};

describe('videos', () => {
    it('the home page’s news and videos cards (5 and 3, sanitized, linking out safely) lead to all videos: 10 listed, paged on and back by the address, one played in a dialog closed by keyboard', async () => {
        const session = await open('en');
        const { page } = session;
        const text = TEXT.en;
        await session.goto('/?agentId=101');
        await readToTheEnd(page);
        const news = page.getByRole('region', { name: text.news });
        const videos = page.getByRole('region', { name: text.title });
        await news.getByRole('listitem').nth(4).waitFor();
        expect(await news.getByRole('listitem').count()).toBe(5);
        await videos.getByRole('listitem').nth(2).waitFor();
        expect(await videos.getByRole('listitem').count()).toBe(3);
        expect(requestsTo(session, '/api/feeds/news').map(request => request.url)).toEqual([
            '/api/feeds/news?maxItems=5',
        ]);
        expect(videoCalls(session)).toEqual(['/api/videos?pageSize=3']);
        const first = news.getByRole('link', { name: new RegExp(`^${newsItems()[0].title}`) });
        expect(await first.getAttribute('target')).toBe('_blank');
        expect(await first.getAttribute('rel')).toBe('noopener noreferrer');
        // The demo feed's hostile item (a script, an onerror, a javascript: link) ran nothing.
        expect(await page.evaluate(() => (window as { __newsScriptRan?: boolean }).__newsScriptRan)).toBeUndefined();
        expect(await news.locator('script, [onerror], a[href^="javascript"]').count()).toBe(0);
        expect(session.outside).toEqual([]);
        await expectAccessible(page);
        await playAndCloseByKeyboard(page, 'en');

        const callsBefore = videoCalls(session).length;
        await videos.getByRole('link', { name: text.all }).click();
        await expect.poll(() => heading(page).textContent()).toBe(text.title);
        expect(new URL(page.url()).searchParams.get('agentId')).toBe('101');
        await videoList(page).getByRole('listitem').nth(9).waitFor();
        expect(await videoList(page).getByRole('listitem').count()).toBe(10);
        expect(videoCalls(session).slice(callsBefore)).toEqual(['/api/videos?pageSize=10']);
        await page.getByText(`${VIDEO_COUNT} videos`).waitFor();
        await page.getByText(allVideos()[0].snippet.description).waitFor();
        expect(await videoList(page).getByText(text.published).count()).toBe(10);
        // Every picture loaded, from the demo itself; no player frame until a video is opened.
        await page.waitForFunction(() =>
            [...document.querySelectorAll<HTMLImageElement>('ul img')].every(
                image => image.complete && image.naturalWidth > 0
            )
        );
        expect(await page.locator('iframe').count()).toBe(0);
        expect(session.outside.filter(url => !url.startsWith(PLAYER))).toEqual([]);
        await expectAccessible(page);

        await page.getByRole('button', { name: text.next }).click();
        await page.getByRole('button', { name: text.play(titleOf(10)), exact: true }).waitFor();
        const token = new URL(page.url()).searchParams.get('pageToken');
        expect(token).toBeTruthy();
        expect(videoCalls(session).at(-1)).toBe(`/api/videos?pageSize=10&pageToken=${token}`);
        await page.goBack();
        await page.getByRole('button', { name: text.play(titleOf(0)), exact: true }).waitFor();
        expect(await page.getByRole('button', { name: text.previous }).isDisabled()).toBe(true);

        await playAndCloseByKeyboard(page, 'en');
        // Only the player went out (to the test's stand-in), nothing else.
        expect(session.outside.every(url => url.startsWith(PLAYER))).toBe(true);
        await session.close();
    });

    it('in Spanish on a phone: every home card, news and videos too, keeps its place while loading; all videos with Spanish dates within 390 px, the player opened and closed by keyboard', async () => {
        const session = await open('es', { viewport: PHONE });
        const { page } = session;
        const text = TEXT.es;
        await expectCardsKeepTheirPlaces(session, '/?agentId=101', AGENT_HOME_CARDS);
        const news = page.getByRole('region', { name: text.news });
        const videos = page.getByRole('region', { name: text.title });
        expect(await news.getByRole('listitem').count()).toBe(5);
        expect(await videos.getByRole('listitem').count()).toBe(3);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        // The summaries' two lines cut some links off at this width: Tab passes them by, every stop shows.
        expect(await hiddenStops(page, news)).toEqual([]);
        // At 320 px, the width content must reflow to without loss, every title is whole.
        await page.setViewportSize({ width: 320, height: PHONE.height });
        expect(await cutTexts(news.getByRole('heading', { level: 3 }))).toEqual([]);
        expect(await cutTexts(videos.getByRole('list').getByRole('button'))).toEqual([]);
        await page.setViewportSize(PHONE);

        await videos.getByRole('link', { name: text.all }).click();
        await videoList(page).getByRole('listitem').nth(9).waitFor();
        expect(await videoList(page).getByRole('listitem').count()).toBe(10);
        await page.getByText(`${VIDEO_COUNT} videos disponibles`).waitFor();
        expect(await videoList(page).getByText(text.published).count()).toBe(10);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await overflowing(page)).toEqual([]);
        await expectAccessible(page);
        await playAndCloseByKeyboard(page, 'es', 1);
        await session.close();
    });
});
