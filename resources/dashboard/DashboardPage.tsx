import { useState, type ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../src/components/PageHeading';
import { PageDataContext, usePageDataState } from '../../src/components/pageData';
import { usePortal } from '../../src/portal/PortalScope';
import { AlertsBanner } from './AlertsBanner';
import { DASHBOARD_CARDS, type DashboardCardEntry, type HostedSlot } from './cards';
import { CardsWanted, deferredCard, type DeferredCardSpec } from './DeferredCard';
import { text } from './text';

export type HostedCardComponents = Partial<Record<HostedSlot, ComponentType>>;

/** The cards other areas host, each loaded as the page's later cards are (DeferredCard.tsx): made once, with the page's code. */
export const hostedCardComponents = (hosted: Record<HostedSlot, DeferredCardSpec>): HostedCardComponents => ({
    news: deferredCard(hosted.news),
    videos: deferredCard(hosted.videos),
    expiring: deferredCard(hosted.expiring),
    renewals: deferredCard(hosted.renewals),
});

/** The cards a portal type sees, in order; a slot shows the card hosted in it, if any. */
export const cardsFor = (
    type: 'agent' | 'agency',
    hosted: HostedCardComponents = {},
    cards: DashboardCardEntry[] = DASHBOARD_CARDS
) =>
    cards.flatMap(({ key, Card, portalType }) => {
        if (portalType && portalType !== type) return [];
        const Shown = typeof Card === 'string' ? hosted[Card] : Card;
        return Shown ? [{ key, Card: Shown }] : [];
    });

export const DashboardPage = ({ hosted }: { hosted?: HostedCardComponents }) => {
    const translate = useTranslate();
    const portal = usePortal();
    // The code of the cards after the first loads once a card has shown its answer, or a second on, and once the
    // reader comes near it or the keyboard reaches the cards (DeferredCard.tsx).
    const pageData = usePageDataState();
    const [focusInCards, setFocusInCards] = useState(false);
    return (
        <PageDataContext.Provider value={pageData}>
            <PageHeading title={translate(text('title'))} />
            <Typography sx={{ mb: 2 }}>{translate(text(`welcome.${portal.type}`), { name: portal.name })}</Typography>
            <AlertsBanner />
            <Box
                onFocus={() => setFocusInCards(true)}
                sx={{
                    display: 'grid',
                    gap: 2,
                    alignItems: 'start',
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                }}
            >
                <CardsWanted.Provider value={focusInCards}>
                    {cardsFor(portal.type, hosted).map(({ key, Card }) => (
                        <Card key={key} portal={portal} />
                    ))}
                </CardsWanted.Provider>
            </Box>
        </PageDataContext.Provider>
    );
};
