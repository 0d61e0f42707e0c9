import { RECENT_SOAS, RECENT_STATEMENTS } from './api';
import { listHeight, VIEW_ALL_PX } from './DashboardCard';

/**
 * The heights of the cards whose code loads after the page's first answer (cards.tsx): here, not in each card's
 * module, because the page keeps each card's room while its code loads, and the card keeps the same room.
 */

/** The relationship manager: photo, name, direct or team, email and phone. */
export const MANAGER_HEIGHT = 120;

/** The longest waits the aging contracts card lists; the rest are on the contracts list. */
export const AGING_CARD_ROWS = 5;
/** A row's wait and its level ("Waited 20 days, over two weeks"): one line on a laptop, two on a phone. */
export const AGING_WAIT_LINES = { phone: 2, wider: 1 };
/** The count above the list (two lines on a phone), the divider and whom to follow up with (name, email, phone). */
export const AGING_COUNT_PX = { phone: 50, wider: 29 };
export const AGING_FOLLOW_UP_PX = { phone: 118, wider: 97 };
const DIVIDER_PX = 25;
export const AGING_CARD_HEIGHT = listHeight(AGING_CARD_ROWS, AGING_WAIT_LINES, {
    phone: AGING_COUNT_PX.phone + DIVIDER_PX + AGING_FOLLOW_UP_PX.phone + VIEW_ALL_PX,
    wider: AGING_COUNT_PX.wider + DIVIDER_PX + AGING_FOLLOW_UP_PX.wider + VIEW_ALL_PX,
});

/** A recent statement's payout, on one line at every width. */
export const STATEMENT_LINES = { phone: 1, wider: 1 };
export const RECENT_STATEMENTS_HEIGHT = listHeight(RECENT_STATEMENTS, STATEMENT_LINES, VIEW_ALL_PX);

/** A recent SOA's status and the date requested: one line on a laptop, two on a phone. */
export const SOA_LINES = { phone: 2, wider: 1 };
export const RECENT_SOAS_HEIGHT = listHeight(RECENT_SOAS, SOA_LINES, VIEW_ALL_PX);

/** The chart's bars, and the legend (this year, last year) it draws under them, outside their height. */
export const CHART_HEIGHT = 300;
const LEGEND_PX = 32;
export const CHART_CARD_HEIGHT = CHART_HEIGHT + LEGEND_PX;

/**
 * The producer summary: the filters and a page of 10 producers with its pager: on a laptop a table, on a phone
 * the filters one under another and each producer a small card of its own.
 */
export const SUMMARY_HEIGHT = { xs: 1220, sm: 520 };
