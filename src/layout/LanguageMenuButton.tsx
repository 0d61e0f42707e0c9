import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { SUPPORTED_LANGUAGES } from '../../i18n/language';
import { useLanguageSwitch } from './useLanguageSwitch';

/** react-admin's LocalesMenuButton remounts the app and so empties any form: this one re-renders the texts in place. */
export const LanguageMenuButton = () => {
    const translate = useTranslate();
    const [locale, switchTo] = useLanguageSwitch();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <Button
                color="inherit"
                aria-controls={anchor ? 'language-menu' : undefined}
                aria-haspopup="true"
                aria-expanded={anchor ? 'true' : undefined}
                onClick={event => setAnchor(event.currentTarget)}
                startIcon={<LanguageIcon />}
                endIcon={<ExpandMoreIcon fontSize="small" />}
            >
                {translate(`app.languages.${locale}`)}
            </Button>
            <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                {SUPPORTED_LANGUAGES.map(language => (
                    <MenuItem
                        key={language}
                        lang={language}
                        selected={language === locale}
                        onClick={() => {
                            setAnchor(null);
                            void switchTo(language);
                        }}
                    >
                        {translate(`app.languages.${language}`)}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
