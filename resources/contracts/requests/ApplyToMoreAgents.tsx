import { useContext, useMemo, useState } from 'react';
import { useDownlineName } from '../../../src/components/producerNames';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import { useQueryClient } from '@tanstack/react-query';
import { DataProviderContext, useNotify, useTranslate } from 'react-admin';
import { methodsFor } from '../../../src/api/dataProvider';
import { useDictionary } from '../../../src/api/useDictionary';
import { sessionExpiry } from '../../../src/auth/sessionExpiry';
import { Form } from '../../../src/forms';
import { contractRequestsApi } from './api';
import { AgentSearch, useDownlineAgents } from './AgentSearch';
import { sendToAgents, type AgentOutcome } from './moreAgents';
import type { RequestSummary } from './payload';

const R = 'resources.contractRequests';

type Outcomes = ReadonlyMap<string, AgentOutcome>;

/** Done for good: sent, or nothing to send (no licensed state). A failed one is sent again. */
const isDone = (outcome: AgentOutcome | undefined) => outcome !== undefined && outcome.kind !== 'failed';

const chipText = (outcome: AgentOutcome | undefined) =>
    outcome?.kind === 'sent'
        ? `${R}.more.sent`
        : outcome?.kind === 'unlicensed'
          ? `${R}.more.notLicensed`
          : outcome?.kind === 'failed'
            ? `${R}.more.failedOne`
            : undefined;

const leftOut = (outcome: AgentOutcome | undefined) =>
    outcome && outcome.kind !== 'failed' && outcome.dropped.length > 0 ? outcome : undefined;

const StatesReport = ({ ids, outcomes, names }: { ids: string[]; outcomes: Outcomes; names: Map<string, string> }) => {
    const translate = useTranslate();
    const lines = ids.flatMap(id => {
        const outcome = leftOut(outcomes.get(id));
        if (!outcome) return [];
        const args = { name: names.get(id) ?? id, states: outcome.dropped.join(', ') };
        return [
            <li key={id}>
                {translate(outcome.kind === 'sent' ? `${R}.more.statesLeftOut` : `${R}.more.noLicensedStates`, args)}
            </li>,
        ];
    });
    if (lines.length === 0) return null;
    return (
        <Box component="ul" sx={{ mt: 2, mb: 0, pl: 3 }}>
            {lines}
        </Box>
    );
};

// Each agent's request names only the states that agent is licensed in (a request's states are limited to the
// owner's licenses); the agents done are never sent again on the next press.
export const ApplyToMoreAgents = ({ summary }: { summary: RequestSummary }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const provider = useContext(DataProviderContext);
    const api = useMemo(
        () =>
            provider && {
                getOne: provider.getOne,
                submitContractRequest: methodsFor(provider, contractRequestsApi).submitContractRequest,
            },
        [provider]
    );
    const states = useDictionary('states');
    const { agents } = useDownlineAgents();
    // The request names each agent as the downline does; the chips and the report as the search shows them, two of
    // one name told apart by agent id.
    const names = useMemo(() => new Map(agents.map(agent => [agent.id, agent.name])), [agents]);
    const downlineName = useDownlineName();
    const shownNames = useMemo(
        () => new Map(agents.map(agent => [agent.id, downlineName(agent)])),
        [agents, downlineName]
    );
    const [open, setOpen] = useState(false);
    const [finished, setFinished] = useState(false);
    const [chosen, setChosen] = useState<string[]>([]);
    const [outcomes, setOutcomes] = useState<Outcomes>(new Map());
    const [sending, setSending] = useState(false);
    const [missing, setMissing] = useState(false);

    // Used once: the card goes, leaving only what was left out of the requests.
    if (finished)
        return chosen.some(id => leftOut(outcomes.get(id))) ? (
            <Card variant="outlined" sx={{ maxWidth: 880, mt: 3 }} component="section" aria-labelledby="left-out-title">
                <CardContent>
                    <Typography variant="h2" id="left-out-title">
                        {translate(`${R}.more.reportTitle`)}
                    </Typography>
                    <StatesReport ids={chosen} outcomes={outcomes} names={shownNames} />
                </CardContent>
            </Card>
        ) : null;
    if (!open)
        return (
            <Button variant="contained" startIcon={<PeopleIcon />} onClick={() => setOpen(true)} sx={{ mt: 3 }}>
                {translate(`${R}.more.open`)}
            </Button>
        );

    const done = (id: string) => isDone(outcomes.get(id));
    const sentCount = chosen.filter(id => outcomes.get(id)?.kind === 'sent').length;
    const doneCount = chosen.filter(done).length;
    const toSend = chosen.filter(id => !done(id));
    const send = async () => {
        if (!api || sending || !states.data) return;
        if (chosen.length === 0) {
            setMissing(true);
            return;
        }
        setMissing(false);
        setSending(true);
        const next = new Map(outcomes);
        const result = await sendToAgents(
            { api, queryClient, states: states.data },
            summary,
            toSend.map(id => ({ id, name: names.get(id) ?? id })),
            (id, outcome) => {
                next.set(id, outcome);
                setOutcomes(new Map(next));
            }
        );
        setSending(false);
        if (result.expired) {
            sessionExpiry.report();
            return;
        }
        if (result.failed.length > 0) {
            notify(`${R}.messages.multiFailed`, { type: 'error' });
            return;
        }
        const sent = chosen.filter(id => next.get(id)?.kind === 'sent').length;
        if (sent > 0) notify(`${R}.messages.multiSuccess`, { type: 'success', messageArgs: { smart_count: sent } });
        else notify(`${R}.more.noneSent`, { type: 'warning' });
        setFinished(true);
    };

    return (
        <Card variant="outlined" sx={{ maxWidth: 880, mt: 3 }} component="section" aria-labelledby="apply-more-title">
            <CardContent>
                {/* The agents chosen and not sent yet are input: leaving with them asks first, as every form does. */}
                <Form holdsInput={toSend.length > 0}>
                    <Typography variant="h2" id="apply-more-title">
                        {translate(`${R}.more.title`)}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                        {translate(`${R}.more.intro`)}
                    </Typography>
                    <AgentSearch
                        exclude={summary.targetAgentId}
                        selection={{
                            mode: 'many',
                            chosen,
                            onChange: ids => setChosen(ids.filter(id => !done(id)).concat(chosen.filter(done))),
                            disabled: id => done(id) || sending,
                        }}
                    />
                    <Typography sx={{ mt: 2, fontWeight: 600 }} role="status">
                        {translate(`${R}.more.selected`, { smart_count: chosen.length })}
                    </Typography>
                    {chosen.length > 0 && (
                        <Box
                            component="ul"
                            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
                        >
                            {chosen.map(id => {
                                const outcome = outcomes.get(id);
                                const status = chipText(outcome);
                                const name = shownNames.get(id) ?? id;
                                return (
                                    <li key={id}>
                                        <Chip
                                            label={status ? `${name}: ${translate(status)}` : name}
                                            color={
                                                outcome?.kind === 'sent'
                                                    ? 'success'
                                                    : outcome?.kind === 'failed'
                                                      ? 'error'
                                                      : outcome?.kind === 'unlicensed'
                                                        ? 'warning'
                                                        : 'default'
                                            }
                                            variant={outcome?.kind === 'sent' ? 'filled' : 'outlined'}
                                            onDelete={
                                                done(id) || sending
                                                    ? undefined
                                                    : () => setChosen(chosen.filter(other => other !== id))
                                            }
                                        />
                                    </li>
                                );
                            })}
                        </Box>
                    )}
                    <StatesReport ids={chosen} outcomes={outcomes} names={shownNames} />
                    {(sending || doneCount > 0) && (
                        <Box sx={{ mt: 2 }}>
                            {/* Only while sending: a bar left part-full after a failure read as a run still going. */}
                            {sending && (
                                <LinearProgress
                                    variant="determinate"
                                    value={chosen.length ? (doneCount / chosen.length) * 100 : 0}
                                    aria-label={translate(`${R}.more.progress`, {
                                        done: sentCount,
                                        count: chosen.length,
                                    })}
                                />
                            )}
                            <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
                                {translate(`${R}.more.progress`, { done: sentCount, count: chosen.length })}
                            </Typography>
                        </Box>
                    )}
                    {missing && (
                        <Alert severity="error" sx={{ mt: 2 }}>
                            {translate(`${R}.more.chooseAgents`)}
                        </Alert>
                    )}
                    {states.error && (
                        <Alert severity="error" sx={{ mt: 2 }}>
                            {translate(`${R}.states.loadError`)}
                        </Alert>
                    )}
                    <Stack direction="row" sx={{ mt: 2 }}>
                        <Button variant="contained" onClick={() => void send()} disabled={sending || !states.data}>
                            {toSend.length > 0
                                ? translate(`${R}.more.submit`, { smart_count: toSend.length })
                                : translate(`${R}.more.submitNone`)}
                        </Button>
                    </Stack>
                </Form>
            </CardContent>
        </Card>
    );
};
