import { useEffect, useState } from 'react';
import { Autocomplete, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type en from '../i18n/en';
import { request, submit } from '../src/api/httpClient';
import { formatFaultRule, parseFaultRule, type FaultRule } from './faults/rules';

/** Faults a demo is often asked to show; any other rule can be typed. */
const PRESETS = [
    'GET /t/*/*/contracts 500',
    'GET /t/*/*/licenses 503',
    'GET */files malformed',
    'GET /t/*contracts/* wrong-shape',
    'GET /t/agencycontracts/*/hierarchy null',
    'GET /t/v2/agencies/*/downlineagentcontracts abort',
    'GET /t/states 403',
    'GET /t/licenseTypes 500',
    'POST **/licenses/submit 401 once',
    'GET /t/** delay',
    'GET /api/user 503',
];

/** The Demo panel's faults: the rules in force, a rule to add (preset or typed), and clear. */
export const DemoFaults = ({ texts }: { texts: typeof en.app.demo }) => {
    const [rules, setRules] = useState<FaultRule[]>([]);
    const [text, setText] = useState('');
    useEffect(() => {
        request<FaultRule[]>('/__demo/faults').then(setRules, () => setRules([]));
    }, []);
    const valid = parseFaultRule(text) !== undefined;
    return (
        <Stack spacing={1} component="section" aria-label={texts.faults}>
            <Typography variant="subtitle2" component="h2">
                {texts.faults}
            </Typography>
            {rules.length === 0 ? (
                <Typography variant="body2">{texts.noFaults}</Typography>
            ) : (
                <List dense disablePadding>
                    {rules.map((rule, index) => (
                        <ListItem key={index} disableGutters>
                            <ListItemText
                                primary={formatFaultRule(rule)}
                                slotProps={{ primary: { variant: 'body2' } }}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
            <Autocomplete
                freeSolo
                options={PRESETS}
                inputValue={text}
                onInputChange={(_event, value) => setText(value)}
                renderInput={params => (
                    <TextField
                        {...params}
                        size="small"
                        label={texts.faultRule}
                        error={text !== '' && !valid}
                        helperText={text !== '' && !valid ? texts.invalidFault : texts.faultHelp}
                    />
                )}
            />
            <Button
                variant="outlined"
                disabled={!valid}
                onClick={async () => {
                    await submit('/__demo/faults', { method: 'POST', body: text });
                    window.location.reload();
                }}
            >
                {texts.addFault}
            </Button>
            <Button
                variant="outlined"
                disabled={rules.length === 0}
                onClick={async () => {
                    await submit('/__demo/faults', { method: 'DELETE' });
                    window.location.reload();
                }}
            >
                {texts.clearFaults}
            </Button>
        </Stack>
    );
};
