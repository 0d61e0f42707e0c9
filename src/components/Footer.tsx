import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { config } from '../config';

const SOCIAL_LINKS = [
    { key: 'facebook', href: 'https://www.facebook.com/' },
    { key: 'linkedin', href: 'https://www.linkedin.com/' },
    { key: 'youtube', href: 'https://www.youtube.com/' },
] as const;

/** Footer: privacy policy, social links and the build label. */
export const Footer = () => {
    const translate = useTranslate();
    return (
        <Box
            component="footer"
            sx={{
                mt: 'auto',
                px: 2,
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
            }}
        >
            <Stack
                direction="row"
                useFlexGap
                spacing={{ xs: 2, sm: 3 }}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                component="nav"
                aria-label={translate('app.footer.label')}
            >
                <Link href={config.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                    {translate('app.footer.privacyPolicy')}
                </Link>
                {SOCIAL_LINKS.map(link => (
                    <Link key={link.key} href={link.href} target="_blank" rel="noopener noreferrer">
                        {translate(`app.footer.social.${link.key}`)}
                    </Link>
                ))}
                <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                    {translate('app.footer.build', { version: config.buildLabel })}
                </Typography>
            </Stack>
        </Box>
    );
};
