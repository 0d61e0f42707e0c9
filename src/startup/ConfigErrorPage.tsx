import { useState } from 'react';
import { AppBar, Box, Button, Container, CssBaseline, ThemeProvider, Toolbar, Typography } from '@mui/material';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import SettingsSuggestOutlinedIcon from '@mui/icons-material/SettingsSuggestOutlined';
import { I18nContextProvider, useTranslate, type I18nProvider } from 'react-admin';
import { StatusPage } from '../components/StatusPage';
import { theme } from '../layout/theme';
import type { ConfigFailure } from './runtimeConfig';

const T = 'app.configError';

const muiTheme = createTheme(theme as ThemeOptions);

const Problems = ({ failure }: { failure: Extract<ConfigFailure, { kind: 'invalid' }> }) => {
    const translate = useTranslate();
    return (
        <Box component="ul" sx={{ textAlign: 'start', m: 0, pl: 3 }}>
            {failure.problems.map(({ key, expected, missing }) => (
                <Typography component="li" key={`${key}:${expected}`}>
                    {key === ''
                        ? translate(`${T}.notAnObject`)
                        : expected === 'unknown'
                          ? translate(`${T}.unknownKey`, { key })
                          : translate(missing ? `${T}.missingKey` : `${T}.problem`, {
                                key,
                                expected: translate(`${T}.expected.${expected}`),
                            })}
                </Typography>
            ))}
        </Box>
    );
};

/** A retry for every failure, not only a network one: an administrator may fix the file while the page is open. */
const ConfigError = ({ failure, onRetry }: { failure: ConfigFailure; onRetry: () => Promise<void> }) => {
    const translate = useTranslate();
    const [retrying, setRetrying] = useState(false);
    const retry = () => {
        setRetrying(true);
        void onRetry().finally(() => setRetrying(false));
    };
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
            <AppBar position="static" component="header">
                <Toolbar>
                    <Typography component="p" variant="h6">
                        {translate('app.name')}
                    </Typography>
                </Toolbar>
            </AppBar>
            <Container component="main" maxWidth="md" sx={{ py: 4, flex: 1 }}>
                <StatusPage
                    title={`${T}.title`}
                    message={`${T}.${failure.kind}`}
                    icon={<SettingsSuggestOutlinedIcon sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />}
                >
                    {failure.kind === 'status' && (
                        <Typography>{translate(`${T}.statusCode`, { status: failure.status })}</Typography>
                    )}
                    {failure.kind === 'invalid' && <Problems failure={failure} />}
                    <Typography>{translate(`${T}.whatToDo`)}</Typography>
                    <Button variant="contained" onClick={retry} disabled={retrying}>
                        {translate(retrying ? `${T}.retrying` : `${T}.retry`)}
                    </Button>
                </StatusPage>
            </Container>
        </Box>
    );
};

/** Outside react-admin: the app never started. */
export const ConfigErrorPage = ({
    i18nProvider,
    failure,
    onRetry,
}: {
    i18nProvider: I18nProvider;
    failure: ConfigFailure;
    onRetry: () => Promise<void>;
}) => (
    <I18nContextProvider value={i18nProvider}>
        <ThemeProvider theme={muiTheme}>
            <CssBaseline />
            <ConfigError failure={failure} onRetry={onRetry} />
        </ThemeProvider>
    </I18nContextProvider>
);
