/**
 * The dashboard's news and videos cards' rooms: each item the same height whatever its length, so a card's
 * height is known before its answer, and before its code (the dashboard keeps it while the code loads). A title
 * longer than its room (on a 320 px screen) grows its item rather than being cut.
 */

/** The dashboard's cards show 3 videos and 5 news items. */
export const VIDEOS_CARD_SIZE = 3;
export const NEWS_CARD_SIZE = 5;

/** Line heights (rem) of a news item's title and of its date and summary. */
export const NEWS_LINE = { title: 1.4, text: 1.25 };
/** Room for a title of 2 lines, the date and a summary of 2 lines: the rest is on the linked page. */
export const NEWS_ITEM_REM = 2 * NEWS_LINE.title + NEWS_LINE.text + 0.25 + 2 * NEWS_LINE.text + 1.5;
export const NEWS_CARD_HEIGHT = `${NEWS_CARD_SIZE * NEWS_ITEM_REM}rem`;

/** A video row's least height: the thumbnail (112 × 63) or two lines of title and the date, with padding. */
export const VIDEO_ROW_PX = 84;
export const VIDEOS_CARD_HEIGHT = `${VIDEOS_CARD_SIZE * VIDEO_ROW_PX}px`;

/** The videos card's "See all videos" beside its title: a small button's height (30.75 px), kept while it loads. */
export const VIDEOS_CARD_ACTIONS_PX = 30.75;
