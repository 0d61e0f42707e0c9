import { RECENT_SOAS, RECENT_STATEMENTS } from './api';
import { listHeight, VIEW_ALL_PX } from './DashboardCard';

// Here, not in each card's module, because the page keeps each card's room while its code loads.

export const MANAGER_HEIGHT = 120;

export const AGING_CARD_ROWS = 5;
export const AGING_WAIT_LINES = { phone: 2, wider: 1 };
export const AGING_COUNT_PX = { phone: 50, wider: 29 };
export const AGING_FOLLOW_UP_PX = { phone: 118, wider: 97 };
const DIVIDER_PX = 25;
export const AGING_CARD_HEIGHT = listHeight(AGING_CARD_ROWS, AGING_WAIT_LINES, {
    phone: AGING_COUNT_PX.phone + DIVIDER_PX + AGING_FOLLOW_UP_PX.phone + VIEW_ALL_PX,
    wider: AGING_COUNT_PX.wider + DIVIDER_PX + AGING_FOLLOW_UP_PX.wider + VIEW_ALL_PX,
});

export const STATEMENT_LINES = { phone: 1, wider: 1 };
export const RECENT_STATEMENTS_HEIGHT = listHeight(RECENT_STATEMENTS, STATEMENT_LINES, VIEW_ALL_PX);

export const SOA_LINES = { phone: 2, wider: 1 };
export const RECENT_SOAS_HEIGHT = listHeight(RECENT_SOAS, SOA_LINES, VIEW_ALL_PX);

/** The legend is drawn under the bars, outside this height. */
export const CHART_HEIGHT = 300;
const LEGEND_PX = 32;
export const CHART_CARD_HEIGHT = CHART_HEIGHT + LEGEND_PX;

export const SUMMARY_HEIGHT = { xs: 1220, sm: 520 };
