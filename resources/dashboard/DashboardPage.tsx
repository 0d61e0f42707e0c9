import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../src/components/PageHeading';
import { useSelectedPortal } from '../../src/portal/usePortal';
import { AlertsBanner } from './AlertsBanner';
import { DASHBOARD_CARDS, type DashboardCardEntry } from './cards';
import { text } from './useDashboardApi';

/** The cards a portal type sees, as given (news and videos slots stay empty until wired). */
export const cardsFor = (type: 'agent' | 'agency', cards: DashboardCardEntry[] = DASHBOARD_CARDS) =>
    cards.filter(card => card.Card && (!card.portalType || card.portalType === type));

/**
 * Home (spec part 2 §2): alerts on top, then the cards, each loading and failing on its own. A page without a
 * portal (none chosen yet) shows only its heading: the entry guard sends the user to choose one.
 */
export const DashboardPage = () => {
    const translate = useTranslate();
    const portal = useSelectedPortal();
    return (
        <>
            <PageHeading title={translate('app.home.title')} />
            {portal && (
                <>
                    <Typography sx={{ mb: 2 }}>
                        {translate(text(`welcome.${portal.type}`), { name: portal.name })}
                    </Typography>
                    <AlertsBanner />
                    <Box
                        sx={{
                            display: 'grid',
                            gap: 2,
                            alignItems: 'start',
                            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                        }}
                    >
                        {cardsFor(portal.type).map(({ key, Card }) => Card && <Card key={key} portal={portal} />)}
                    </Box>
                </>
            )}
        </>
    );
};
