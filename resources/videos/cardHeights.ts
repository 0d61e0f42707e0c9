// Each item is the same height whatever its length, so a card's height is known before its answer and its code.

export const VIDEOS_CARD_SIZE = 3;
export const NEWS_CARD_SIZE = 5;

/** rem. */
export const NEWS_LINE = { title: 1.4, text: 1.25 };
/** The rest of a summary is on the linked page. */
export const NEWS_ITEM_REM = 2 * NEWS_LINE.title + NEWS_LINE.text + 0.25 + 2 * NEWS_LINE.text + 1.5;
export const NEWS_CARD_HEIGHT = `${NEWS_CARD_SIZE * NEWS_ITEM_REM}rem`;

/** The thumbnail (112 × 63), or two lines of title and the date, with padding. */
export const VIDEO_ROW_PX = 84;
export const VIDEOS_CARD_HEIGHT = `${VIDEOS_CARD_SIZE * VIDEO_ROW_PX}px`;

/** A small button's height, kept while it loads. */
export const VIDEOS_CARD_ACTIONS_PX = 30.75;
