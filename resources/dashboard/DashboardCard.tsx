import type { ReactNode } from 'react';
import { Box, Link, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../src/components/SectionCard';

/** Pixels or a CSS length, or pixels per width from that breakpoint up (MUI's responsive values). */
export type PerWidth = number | string | Partial<Record<'xs' | 'sm' | 'md', number>>;

export interface DashboardCardProps {
    /** Translation key of the card's h2. */
    title: string;
    /**
     * The height the card keeps while it loads, fails or is empty: at least that of its content once loaded,
     * at every width, so the cards below do not move when its answer arrives (no layout shift). A card whose
     * content wraps differently on a phone gives one value per width.
     */
    minHeight: PerWidth;
    /** Spans the whole row of the grid (the chart, the producer table). */
    wide?: boolean;
    actions?: ReactNode;
    /** Its code is still loading (a deferred card's placeholder). */
    busy?: boolean;
    children: ReactNode;
}

/** One card of the dashboard: titled, with its own states inside, never taking the page down with it. */
export const DashboardCard = ({ title, minHeight, wide, actions, busy, children }: DashboardCardProps) => (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
        <SectionCard title={title} actions={actions} busy={busy}>
            <Box sx={{ minHeight, display: 'flex', flexDirection: 'column', '& > *': { flexShrink: 0 } }}>
                {children}
            </Box>
        </SectionCard>
    </Box>
);

/** The card's way to the whole list ("View all enrollments"). */
export const ViewAllLink = ({ to, label }: { to: string; label: string }) => {
    const translate = useTranslate();
    return (
        <Link component={RouterLink} to={to} sx={{ mt: 'auto', pt: 1, alignSelf: 'flex-start' }}>
            {translate(label)}
        </Link>
    );
};

/**
 * How many lines a row's details (under its name) may take: on a phone they wrap more. Rows are that tall
 * whatever their data, so a list card knows its height before its answer arrives.
 */
export interface DetailLines {
    phone: number;
    wider: number;
}

/** body2's line height (1.43 of 14 px), rounded up so a clamped line is never cut. */
const LINE_PX = 21;
/** A dense row's padding and its text's margins (4 px each), and its divider. */
const ROW_FRAME_PX = 17;
/** The "View all" link under a list (its line and padding). */
export const VIEW_ALL_PX = 32;

const rowPx = (detailLines: number) => ROW_FRAME_PX + LINE_PX * (1 + detailLines);

/**
 * The height a list of `rows` such rows takes, per width, plus what the card shows beside it (`extraPx`): the
 * least height of a card that shows them.
 */
export const listHeight = (rows: number, lines: DetailLines, extraPx: number | DetailLines = 0) => {
    const extra = typeof extraPx === 'number' ? { phone: extraPx, wider: extraPx } : extraPx;
    return { xs: rows * rowPx(lines.phone) + extra.phone, sm: rows * rowPx(lines.wider) + extra.wider };
};

const clamp = (lines: PerWidth) => ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
});

/**
 * A row of a dashboard list at a fixed height: its name on one line, its details on at most `lines` lines (the
 * rest is on the linked page), so a loaded list is exactly as tall as the room its card kept for it.
 */
export const CardListItem = ({
    primary,
    secondary,
    lines,
}: {
    primary: ReactNode;
    secondary?: ReactNode;
    lines: DetailLines;
}) => (
    <ListItem
        disableGutters
        divider
        sx={{
            height: { xs: rowPx(lines.phone), sm: rowPx(lines.wider) },
            alignItems: 'flex-start',
            overflow: 'hidden',
        }}
    >
        <ListItemText
            primary={primary}
            secondary={secondary}
            slotProps={{
                primary: { sx: clamp(1) },
                secondary: { component: 'div', sx: clamp({ xs: lines.phone, sm: lines.wider }) },
            }}
        />
    </ListItem>
);
