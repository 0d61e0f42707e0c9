import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../components/PageHeading';
import { useSelectedPortal } from '../portal/usePortal';

/**
 * Home. The dashboard tiles (part 2 "Dashboard") are a later issue; until then it greets the portal, with the
 * cards App.tsx gives it under the greeting (the videos area's news and videos cards, until the dashboard hosts them).
 */
export const HomePage = ({ children }: { children?: ReactNode }) => {
    const translate = useTranslate();
    const portal = useSelectedPortal();
    return (
        <>
            <PageHeading title={translate('app.home.title')} />
            {portal && <Typography>{translate(`app.home.welcome.${portal.type}`, { name: portal.name })}</Typography>}
            {portal && children && (
                <Box
                    sx={{
                        mt: 2,
                        display: 'grid',
                        gap: 2,
                        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                        alignItems: 'start',
                    }}
                >
                    {children}
                </Box>
            )}
        </>
    );
};
