import type { ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../src/components/SectionCard';

export interface DashboardCardProps {
    /** Translation key of the card's h2. */
    title: string;
    /**
     * The height the card keeps while it loads, fails or is empty, about that of its content: the cards below
     * do not move when its answer arrives (no layout shift).
     */
    minHeight: number;
    /** Spans the whole row of the grid (the chart, the producer table). */
    wide?: boolean;
    actions?: ReactNode;
    children: ReactNode;
}

/** One card of the dashboard: titled, with its own states inside, never taking the page down with it. */
export const DashboardCard = ({ title, minHeight, wide, actions, children }: DashboardCardProps) => (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
        <SectionCard title={title} actions={actions}>
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
