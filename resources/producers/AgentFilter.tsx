import { useId } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDownline } from '../../src/api/useDownline';
import { RetryButton } from '../../src/components/States';
import type { DownlineAgentOption } from './types';

export interface AgentFilterProps {
    agentId: string | undefined;
    onChange: (agentId: string | undefined) => void;
}

/** The agent filter: the agency's downline agents (GET /t/agencies/{id}/downlineagents), searchable by name. */
export const AgentFilter = ({ agentId, onChange }: AgentFilterProps) => {
    const translate = useTranslate();
    const saysId = useId();
    const { data, isPending, error, refetch } = useDownline<DownlineAgentOption>();
    const options = data ?? [];
    const selected = options.find(agent => String(agent.id) === agentId) ?? null;
    return (
        <Autocomplete
            options={options}
            value={selected}
            loading={isPending}
            getOptionLabel={agent => agent.name}
            getOptionKey={agent => agent.id}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, agent) => onChange(agent ? String(agent.id) : undefined)}
            noOptionsText={translate('resources.producers.filters.noAgents')}
            loadingText={translate('ra.page.loading')}
            clearText={translate('ra.action.clear_input_value')}
            openText={translate('ra.action.open')}
            closeText={translate('ra.action.close')}
            size="small"
            // Agents may share a name: each option also shows the agent's id.
            renderOption={({ key, ...props }, agent) => (
                <Box
                    component="li"
                    key={key}
                    {...props}
                    sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
                >
                    {agent.name}
                    <Typography component="span" variant="caption" color="text.secondary">
                        {translate('resources.producers.filters.agentId', { id: agent.AgentId })}
                    </Typography>
                </Box>
            )}
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate('resources.producers.filters.agent')}
                    placeholder={translate('resources.producers.filters.allAgents')}
                    error={Boolean(error)}
                    helperText={
                        error ? (
                            <>
                                <span id={saysId}>{translate('common.dictionaries.agentsError')}</span>{' '}
                                <RetryButton retry={refetch} />
                            </>
                        ) : undefined
                    }
                    // The field's description is what it says, not the Try again button beside it.
                    slotProps={{
                        ...params.slotProps,
                        htmlInput: {
                            ...params.slotProps.htmlInput,
                            ...(error ? { 'aria-describedby': saysId } : {}),
                        },
                    }}
                />
            )}
        />
    );
};
