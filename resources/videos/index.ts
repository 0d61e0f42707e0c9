import { defineArea } from '../../src/areas/defineArea';
import { loadAreaTexts, type AreaTexts } from '../../i18n/catalogues';
import { NEWS_CARD_HEIGHT, VIDEOS_CARD_ACTIONS_PX, VIDEOS_CARD_HEIGHT } from './cardHeights';

const texts: AreaTexts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

// No sidebar entry: the dashboard's videos card leads to /videos.
export const videosArea = defineArea({
    name: 'videos',
    texts,
    pages: [{ path: '', load: () => import('./VideoList').then(module => module.VideoList) }],
});

/** The dashboard loads them with its page, so its news and videos cards are titled at once. */
const loadVideoTexts = () => loadAreaTexts('videos', texts);

/** A card's words must be there before it renders. */
export const loadVideoCards = () => Promise.all([import('./cards'), loadVideoTexts()]).then(([cards]) => cards);

export const hostedNewsCard = {
    load: () => loadVideoCards().then(cards => cards.NewsCard),
    texts: loadVideoTexts,
    title: 'resources.videos.cards.news.title',
    minHeight: NEWS_CARD_HEIGHT,
};
export const hostedVideosCard = {
    load: () => loadVideoCards().then(cards => cards.VideosCard),
    texts: loadVideoTexts,
    title: 'resources.videos.cards.videos.title',
    minHeight: VIDEOS_CARD_HEIGHT,
    actionsHeight: VIDEOS_CARD_ACTIONS_PX,
};
