import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, MenuItem, Paper, Stack, TextField, ThemeProvider, Typography, createTheme } from '@mui/material';
import { theme } from '../src/layout/theme';
import en from '../i18n/en';
import es from '../i18n/es';
import { readCookie, writeCookie } from '../src/api/cookies';
import { submit } from '../src/api/httpClient';
import { DemoFaults } from './DemoFaults';
import { DEMO_LOGOUT_PATH } from './handlers/account';
import { SCENARIOS, SCENARIO_COOKIE, toScenario, type Scenario } from './scenarios';

const currentScenario = (): Scenario => toScenario(readCookie(SCENARIO_COOKIE));

/** A small panel, demo mode only: pick a scenario, make calls fail, reset the session's data, sign out. */
const DemoToolbar = () => {
    const [open, setOpen] = useState(false);
    const [scenario, setScenario] = useState<Scenario>(currentScenario);
    const texts = (document.documentElement.lang === 'es' ? es : en).app.demo;
    if (!open)
        return (
            <Button variant="contained" size="small" onClick={() => setOpen(true)} aria-expanded={false}>
                {texts.toolbar}
            </Button>
        );
    return (
        <Paper
            elevation={6}
            sx={{ p: 2, width: 320, maxHeight: 'calc(100vh - 80px)', overflowY: 'auto' }}
            role="region"
            aria-label={texts.toolbar}
        >
            <Stack spacing={1.5}>
                <Typography variant="subtitle2" component="p">
                    {texts.toolbar}
                </Typography>
                <TextField
                    select
                    label={texts.scenario}
                    value={scenario}
                    onChange={event => setScenario(toScenario(event.target.value))}
                    size="small"
                >
                    {SCENARIOS.map(name => (
                        <MenuItem key={name} value={name}>
                            {texts.scenarios[name]}
                        </MenuItem>
                    ))}
                </TextField>
                <Button
                    variant="contained"
                    onClick={() => {
                        writeCookie(SCENARIO_COOKIE, scenario);
                        window.location.assign('/');
                    }}
                >
                    {texts.apply}
                </Button>
                <Button
                    variant="outlined"
                    onClick={async () => {
                        await submit('/__demo/reset', { method: 'POST' });
                        window.location.reload();
                    }}
                >
                    {texts.reset}
                </Button>
                <DemoFaults texts={texts} />
                <Button variant="outlined" onClick={() => window.location.assign(DEMO_LOGOUT_PATH)}>
                    {texts.signOut}
                </Button>
                <Button size="small" onClick={() => setOpen(false)} aria-expanded>
                    {texts.close}
                </Button>
            </Stack>
        </Paper>
    );
};

export const mountDemoToolbar = () => {
    const host = document.createElement('div');
    host.setAttribute('data-demo-toolbar', '');
    Object.assign(host.style, { position: 'fixed', right: '12px', bottom: '56px', zIndex: '2000' });
    document.body.appendChild(host);
    createRoot(host).render(
        <ThemeProvider theme={createTheme(theme)}>
            <DemoToolbar />
        </ThemeProvider>
    );
};
