import { useContext, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import { DataProviderContext, useNotify, useTranslate } from 'react-admin';
import { sessionExpiry } from '../../../src/auth/sessionExpiry';
import type { ContractRequestMethods } from './api';
import { AgentSearch, useDownlineAgents } from './AgentSearch';
import { payloadForAgent, type RequestSummary } from './payload';

const R = 'resources.contractRequests';

const statusOf = (error: unknown) =>
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

/**
 * Sends the request to each agent not done yet, one after the other; resolves to those that succeeded.
 * Stops at an expired session (401): the session-expired dialog opens and the rest wait for the next press.
 */
export const sendToAgents = async (
    api: Pick<ContractRequestMethods, 'submitContractRequest'>,
    summary: RequestSummary,
    agents: Array<{ id: string; name: string }>,
    onSent: (id: string) => void
) => {
    const failed: string[] = [];
    let expired = false;
    for (const agent of agents) {
        try {
            await api.submitContractRequest(payloadForAgent(summary, agent));
            onSent(agent.id);
        } catch (error) {
            if (statusOf(error) === 401) {
                expired = true;
                break;
            }
            console.error(error);
            failed.push(agent.id);
        }
    }
    return { failed, expired };
};

/**
 * "Apply to more agents" (spec part 2 §4): a card, revealed on demand, to choose more of the agency's agents
 * (the original agent left out) and send each the same request, one request per agent, with progress. All
 * sent: the multi-agent success toast and the card goes for good. Any failed: the failure toast, the card stays
 * with its selections, and the ones sent are marked and never sent again on the next press.
 */
export const ApplyToMoreAgents = ({ summary }: { summary: RequestSummary }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const api = useContext(DataProviderContext) as unknown as ContractRequestMethods | null;
    const { agents } = useDownlineAgents();
    const names = useMemo(() => new Map(agents.map(agent => [agent.id, agent.name])), [agents]);
    const [open, setOpen] = useState(false);
    const [finished, setFinished] = useState(false);
    const [chosen, setChosen] = useState<string[]>([]);
    const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
    const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
    const [sending, setSending] = useState(false);
    const [missing, setMissing] = useState(false);

    if (finished) return null;
    if (!open)
        return (
            <Button variant="contained" startIcon={<PeopleIcon />} onClick={() => setOpen(true)} sx={{ mt: 3 }}>
                {translate(`${R}.more.open`)}
            </Button>
        );

    const sentCount = chosen.filter(id => sent.has(id)).length;
    const toSend = chosen.filter(id => !sent.has(id));
    const send = async () => {
        if (!api || sending) return;
        if (chosen.length === 0) {
            setMissing(true);
            return;
        }
        setMissing(false);
        setSending(true);
        const done = new Set(sent);
        const result = await sendToAgents(
            api,
            summary,
            toSend.map(id => ({ id, name: names.get(id) ?? id })),
            id => {
                done.add(id);
                setSent(new Set(done));
            }
        );
        setSending(false);
        setFailed(new Set(result.failed));
        if (result.expired) {
            sessionExpiry.report();
            return;
        }
        if (result.failed.length === 0) {
            notify(`${R}.messages.multiSuccess`, { type: 'success', messageArgs: { smart_count: chosen.length } });
            setFinished(true);
        } else notify(`${R}.messages.multiFailed`, { type: 'error' });
    };

    return (
        <Card variant="outlined" sx={{ maxWidth: 880, mt: 3 }} component="section" aria-labelledby="apply-more-title">
            <CardContent>
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
                        onChange: ids =>
                            setChosen(ids.filter(id => !sent.has(id)).concat(chosen.filter(id => sent.has(id)))),
                        disabled: id => sent.has(id) || sending,
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
                        {chosen.map(id => (
                            <li key={id}>
                                <Chip
                                    label={
                                        sent.has(id)
                                            ? `${names.get(id) ?? id}: ${translate(`${R}.more.sent`)}`
                                            : failed.has(id)
                                              ? `${names.get(id) ?? id}: ${translate(`${R}.more.failedOne`)}`
                                              : (names.get(id) ?? id)
                                    }
                                    color={sent.has(id) ? 'success' : failed.has(id) ? 'error' : 'default'}
                                    variant={sent.has(id) ? 'filled' : 'outlined'}
                                    onDelete={
                                        sent.has(id) || sending
                                            ? undefined
                                            : () => setChosen(chosen.filter(other => other !== id))
                                    }
                                />
                            </li>
                        ))}
                    </Box>
                )}
                {(sending || sentCount > 0) && (
                    <Box sx={{ mt: 2 }}>
                        <LinearProgress
                            variant="determinate"
                            value={chosen.length ? (sentCount / chosen.length) * 100 : 0}
                            aria-label={translate(`${R}.more.progress`, { done: sentCount, count: chosen.length })}
                        />
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
                <Stack direction="row" sx={{ mt: 2 }}>
                    <Button variant="contained" onClick={() => void send()} disabled={sending}>
                        {toSend.length > 0
                            ? translate(`${R}.more.submit`, { smart_count: toSend.length })
                            : translate(`${R}.more.submitNone`)}
                    </Button>
                </Stack>
            </CardContent>
        </Card>
    );
};
