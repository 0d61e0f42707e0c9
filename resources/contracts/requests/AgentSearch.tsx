import { useDownline } from '../../../src/api/useDownline';
import { useDownlineName } from '../../../src/components/producerNames';
import { useId, useMemo, useState } from 'react';
import {
    Box,
    Button,
    Checkbox,
    CircularProgress,
    FormControlLabel,
    FormGroup,
    Radio,
    RadioGroup,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useTranslate, ValidationError } from 'react-admin';
import { ErrorState } from '../../../src/components/States';

export interface AgentChoice {
    id: string;
    name: string;
}

export const MAX_LISTED_AGENTS = 50;
const R = 'resources.contractRequests';

const COLUMNS = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
    columnGap: 2,
} as const;

/** With their id beneath: two agents of an agency may share a name. */
const AgentLabel = ({ agent }: { agent: AgentChoice }) => {
    const translate = useTranslate();
    return (
        <Box component="span" sx={{ display: 'block', py: 0.5 }}>
            <Box component="span" sx={{ display: 'block' }}>
                {agent.name}
            </Box>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {translate(`${R}.agent.id`, { id: agent.id })}
            </Typography>
        </Box>
    );
};

/** Every word typed, in any order, ignoring case. */
export const matchAgents = (agents: AgentChoice[], search: string) => {
    const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    return agents.filter(agent => words.every(word => agent.name.toLocaleLowerCase().includes(word)));
};

export const useDownlineAgents = ({ enabled = true }: { enabled?: boolean } = {}) => {
    const { data, isPending, error, refetch } = useDownline({ enabled });
    const agents = useMemo(() => (data ?? []).map(agent => ({ id: String(agent.id), name: agent.name })), [data]);
    return { agents, isPending, isError: Boolean(error), refetch };
};

type Selection =
    | { mode: 'one'; chosen: AgentChoice | null; onChoose: (agent: AgentChoice) => void; error?: string }
    | { mode: 'many'; chosen: string[]; onChange: (ids: string[]) => void; disabled?: (id: string) => boolean };

/** `exclude`: the original agent of "apply to more agents". */
export const AgentSearch = ({ selection, exclude }: { selection: Selection; exclude?: string }) => {
    const translate = useTranslate();
    const downlineName = useDownlineName();
    const searchId = useId();
    const [search, setSearch] = useState('');
    const { agents, isPending, isError, refetch } = useDownlineAgents();
    const offered = useMemo(() => agents.filter(agent => agent.id !== exclude), [agents, exclude]);
    const matches = useMemo(() => matchAgents(offered, search), [offered, search]);
    const listed = matches.slice(0, MAX_LISTED_AGENTS);
    const term = search.trim();

    const results = () => {
        if (isError) return <ErrorState message={`${R}.agent.loadError`} retry={refetch} />;
        if (term === '')
            return (
                <Typography color="text.secondary" sx={{ py: 1 }} role="status">
                    {translate(`${R}.agent.searchFirst`)}
                </Typography>
            );
        if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
        if (listed.length === 0)
            return (
                <Typography color="text.secondary" sx={{ py: 1 }} role="status">
                    {translate(`${R}.agent.noMatches`, { search: term })}
                </Typography>
            );
        const more = matches.length > listed.length && (
            <Typography variant="body2" color="text.secondary" role="status">
                {translate(`${R}.agent.tooMany`)}
            </Typography>
        );
        if (selection.mode === 'one')
            return (
                <>
                    <RadioGroup
                        sx={COLUMNS}
                        aria-label={translate(`${R}.agent.results`)}
                        // Choosing one agent is how the step is answered: required.
                        aria-required
                        name="agentId"
                        value={selection.chosen?.id ?? ''}
                        onChange={event => {
                            const agent = listed.find(candidate => candidate.id === event.target.value);
                            if (agent) selection.onChoose(agent);
                        }}
                    >
                        {listed.map(agent => (
                            <FormControlLabel
                                key={agent.id}
                                value={agent.id}
                                control={<Radio />}
                                label={<AgentLabel agent={agent} />}
                            />
                        ))}
                    </RadioGroup>
                    {more}
                </>
            );
        const { chosen, onChange, disabled = () => false } = selection;
        const selectable = listed.filter(agent => !disabled(agent.id));
        return (
            <>
                <Stack direction="row" spacing={1} sx={{ my: 1 }}>
                    <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onChange([...new Set([...chosen, ...selectable.map(agent => agent.id)])])}
                    >
                        {translate(`${R}.states.selectAll`)}
                    </Button>
                    <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onChange(chosen.filter(id => !selectable.some(agent => agent.id === id)))}
                    >
                        {translate(`${R}.states.deselectAll`)}
                    </Button>
                </Stack>
                <FormGroup aria-label={translate(`${R}.agent.results`)} sx={COLUMNS}>
                    {listed.map(agent => (
                        <FormControlLabel
                            key={agent.id}
                            label={<AgentLabel agent={agent} />}
                            control={
                                <Checkbox
                                    checked={chosen.includes(agent.id)}
                                    disabled={disabled(agent.id)}
                                    onChange={event =>
                                        onChange(
                                            event.target.checked
                                                ? [...chosen, agent.id]
                                                : chosen.filter(id => id !== agent.id)
                                        )
                                    }
                                />
                            }
                        />
                    ))}
                </FormGroup>
                {more}
            </>
        );
    };

    return (
        <Box>
            <TextField
                id={searchId}
                type="search"
                label={translate(`${R}.agent.search`)}
                helperText={translate(`${R}.agent.searchHelp`)}
                value={search}
                onChange={event => setSearch(event.target.value)}
                autoComplete="off"
                fullWidth
                sx={{ maxWidth: 480, mt: 1 }}
            />
            <Box>{results()}</Box>
            {selection.mode === 'one' && selection.chosen && (
                <Typography sx={{ mt: 1, fontWeight: 600 }}>
                    {translate(`${R}.agent.chosen`, { name: downlineName(selection.chosen) })}
                </Typography>
            )}
            {selection.mode === 'one' && selection.error && (
                <Typography color="error" role="alert" sx={{ mt: 1 }}>
                    <ValidationError error={selection.error} />
                </Typography>
            )}
        </Box>
    );
};
