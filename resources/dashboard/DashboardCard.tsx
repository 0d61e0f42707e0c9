import type { ReactNode, Ref } from 'react';
import { Box, Link, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../src/components/SectionCard';

/** MUI's responsive values. */
export type PerWidth = number | string | Partial<Record<'xs' | 'sm' | 'md', number>>;

export interface DashboardCardProps {
    title: string;
    /** At every width, so the cards below do not move when the content arrives. */
    minHeight: PerWidth;
    wide?: boolean;
    actions?: ReactNode;
    busy?: boolean;
    /** The card's box in the page's grid. */
    boxRef?: Ref<HTMLDivElement>;
    children: ReactNode;
}

/** Keeps its states inside, so a failing card never takes the page down. */
export const DashboardCard = ({ title, minHeight, wide, actions, busy, boxRef, children }: DashboardCardProps) => (
    <Box ref={boxRef} sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
        <SectionCard title={title} actions={actions} busy={busy}>
            <Box sx={{ minHeight, display: 'flex', flexDirection: 'column', '& > *': { flexShrink: 0 } }}>
                {children}
            </Box>
        </SectionCard>
    </Box>
);

export const ViewAllLink = ({ to, label }: { to: string; label: string }) => {
    const translate = useTranslate();
    return (
        <Link component={RouterLink} to={to} sx={{ mt: 'auto', pt: 1, alignSelf: 'flex-start' }}>
            {translate(label)}
        </Link>
    );
};

// Rows are this tall whatever their data (details clamp to `lines`), so a list card knows its height before
// its answer arrives.
export interface DetailLines {
    phone: number;
    wider: number;
}

/** body2's line height, rounded up so a clamped line is never cut. */
const LINE_PX = 21;
const ROW_FRAME_PX = 17;
export const VIEW_ALL_PX = 32;

const rowPx = (detailLines: number) => ROW_FRAME_PX + LINE_PX * (1 + detailLines);

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
