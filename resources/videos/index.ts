import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';
import { loadAreaTexts, type AreaTexts } from '../../i18n/catalogues';

const texts: AreaTexts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

/**
 * Videos: the page at /videos, reached from the dashboard's videos card (the sidebar has no entry for it),
 * for either portal type. The dashboard's news and videos cards live here too
 * (cards.tsx), loaded with their texts by `loadVideoCards`.
 */
export const videosArea = defineArea({
    name: 'videos',
    api: lazyApiArea('videos', { resources: {}, methods: { getVideos: true, getNews: true } }, () =>
        import('./api').then(module => module.videosApi)
    ),
    texts,
    pages: [{ path: '', load: () => import('./VideoList').then(module => module.VideoList) }],
});

/**
 * The dashboard's news and videos cards with the area's texts (a card's words must be there before it
 * renders): the dashboard awaits this in its own lazy chunk, e.g.
 * `lazy(() => loadVideoCards().then(cards => ({ default: cards.NewsCard })))`.
 */
export const loadVideoCards = () =>
    Promise.all([import('./cards'), loadAreaTexts('videos', texts)]).then(([cards]) => cards);
