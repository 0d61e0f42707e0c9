import { Card, CardContent, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../components/PageHeading';
import { SUPPORTED_LANGUAGES } from '../../i18n/language';
import { useLanguageSwitch } from '../layout/useLanguageSwitch';

/** Preferences: the language, switched at once without a reload. */
export const PreferencesPage = () => {
    const translate = useTranslate();
    const [locale, switchTo] = useLanguageSwitch();
    return (
        <>
            <PageHeading title={translate('app.preferences.title')} />
            <Card variant="outlined" sx={{ maxWidth: 480 }}>
                <CardContent>
                    <Typography variant="h2" gutterBottom>
                        {translate('app.preferences.language')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {translate('app.preferences.languageHelp')}
                    </Typography>
                    <FormControl fullWidth>
                        <InputLabel id="language-label">{translate('app.preferences.language')}</InputLabel>
                        <Select
                            labelId="language-label"
                            value={locale}
                            label={translate('app.preferences.language')}
                            onChange={event => void switchTo(event.target.value)}
                        >
                            {SUPPORTED_LANGUAGES.map(language => (
                                <MenuItem key={language} value={language} lang={language}>
                                    {translate(`app.languages.${language}`)}
                                </MenuItem>
                            ))}
                        </Select>
                    </FormControl>
                </CardContent>
            </Card>
        </>
    );
};
