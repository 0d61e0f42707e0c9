import { useId, useMemo, useState } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTellApart } from '../../src/components/producerNames';
import { RetryButton } from '../../src/components/States';
import { namesakesOf } from '../../src/domain/namesakes';
import { useProducerDetails } from './api';

const T = 'resources.readiness';

// A namesake's NPN costs a producer detail call: an open list of a large downline would ask for every one at once.
// Beyond this, a namesake shows its agent id until the search narrows the list.
export const MAX_NPN_LOOKUPS = 10;

export interface ProducerChoice {
    id: string;
    name: string;
}

/** Every word typed must be in the producer's name, NPN or agent id, in any order, ignoring case. */
const matches = (words: string[], choice: ProducerChoice, npn: string | undefined) => {
    const text = `${choice.name} ${npn ?? ''} ${choice.id}`.toLocaleLowerCase();
    return words.every(word => text.includes(word));
};
const wordsOf = (search: string) => search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);

interface ProducerPickerProps {
    producers: ProducerChoice[] | undefined;
    isError: boolean;
    retry: () => unknown;
    chosen: string | undefined;
    onChoose: (producer: string | undefined) => void;
}

/** Namesakes are told apart by their NPN, looked up while the list is open. */
export const ProducerPicker = ({ producers, isError, retry, chosen, onChoose }: ProducerPickerProps) => {
    const translate = useTranslate();
    const saysId = useId();
    const tellApart = useTellApart();
    const [open, setOpen] = useState(false);
    const [input, setInput] = useState('');
    const options = useMemo(() => producers ?? [], [producers]);
    const namesakes = useMemo(() => namesakesOf(options), [options]);
    const selected = options.find(option => option.id === chosen) ?? null;
    const words = wordsOf(selected && input === selected.name ? '' : input);
    const lookedUp = [
        ...new Set([
            ...(selected && namesakes.has(selected.id) ? [selected.id] : []),
            ...(open
                ? options
                      .filter(option => namesakes.has(option.id) && matches(words, option, undefined))
                      .slice(0, MAX_NPN_LOOKUPS)
                      .map(option => option.id)
                : []),
        ]),
    ];
    const details = useProducerDetails(lookedUp);
    const npnOf = new Map(lookedUp.map((id, index) => [id, details[index]]));

    const secondary = (option: ProducerChoice) => tellApart({ id: option.id, npn: npnOf.get(option.id)?.data?.npn });
    const npnMissing = (option: ProducerChoice) => {
        const detail = npnOf.get(option.id);
        return Boolean(detail?.isError || (detail?.isSuccess && !detail.data.npn));
    };

    return (
        <Box sx={{ maxWidth: 480, mb: 2 }}>
            <Autocomplete
                options={options}
                value={selected}
                open={open}
                onOpen={() => setOpen(true)}
                onClose={() => setOpen(false)}
                inputValue={input}
                onInputChange={(_event, value) => setInput(value)}
                loading={!producers && !isError}
                getOptionLabel={option => option.name}
                getOptionKey={option => option.id}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                filterOptions={(all, state) => {
                    const typed = wordsOf(state.inputValue);
                    return all.filter(option => matches(typed, option, npnOf.get(option.id)?.data?.npn));
                }}
                onChange={(_event, option) => onChoose(option?.id)}
                noOptionsText={translate(options.length === 0 ? `${T}.producer.none` : `${T}.producer.noMatch`)}
                loadingText={translate('ra.page.loading')}
                clearText={translate('ra.action.clear_input_value')}
                openText={translate('ra.action.open')}
                closeText={translate('ra.action.close')}
                renderOption={({ key, ...props }, option) => (
                    <Box
                        component="li"
                        key={key}
                        {...props}
                        sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
                    >
                        {option.name}
                        {namesakes.has(option.id) && (
                            <Typography
                                component="span"
                                variant="body2"
                                color="text.secondary"
                                sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                            >
                                {secondary(option)}
                                {npnMissing(option) && <span>{translate(`${T}.producer.npnFailed`)}</span>}
                                {npnOf.get(option.id)?.isPending && (
                                    <CircularProgress size={12} aria-label={translate(`${T}.producer.npnLoading`)} />
                                )}
                            </Typography>
                        )}
                    </Box>
                )}
                renderInput={params => (
                    <TextField
                        {...params}
                        label={translate(`${T}.producer.label`)}
                        placeholder={translate(`${T}.producer.placeholder`)}
                        error={isError}
                        helperText={
                            isError ? (
                                <>
                                    <span id={saysId}>{translate(`${T}.producer.loadError`)}</span>{' '}
                                    <RetryButton retry={retry} />
                                </>
                            ) : selected && namesakes.has(selected.id) ? (
                                secondary(selected)
                            ) : undefined
                        }
                        // The field's description is what it says, not the Try again button beside it.
                        slotProps={{
                            ...params.slotProps,
                            htmlInput: {
                                ...params.slotProps.htmlInput,
                                ...(isError ? { 'aria-describedby': saysId } : {}),
                            },
                        }}
                    />
                )}
            />
        </Box>
    );
};
