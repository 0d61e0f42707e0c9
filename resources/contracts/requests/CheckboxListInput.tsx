import { useMemo, type ReactNode } from 'react';
import {
    Box,
    Button,
    Checkbox,
    CircularProgress,
    FormControl,
    FormControlLabel,
    FormGroup,
    FormHelperText,
    FormLabel,
    Stack,
    Typography,
} from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { RetryButton } from '../../../src/components/States';
import { RequiredNote, requiredBy } from '../../../src/forms';

export interface CheckboxChoice {
    id: string;
    name: string;
}

const keepAsIs = (value: string[]) => value;
const NONE: string[] = [];

/** `message` is a translation key. */
export const atLeastOne = (message: string): Validator =>
    requiredBy((value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : message));

// A group cannot carry `required`: it says "Required" after its legend while nothing is wrong with it.
export const CheckboxListInput = ({
    source,
    label,
    choices,
    isLoading,
    isError,
    retry,
    loadError,
    emptyText,
    note,
    validate,
    selectAll = false,
    columns = 1,
}: {
    source: string;
    label: string;
    choices: CheckboxChoice[] | undefined;
    isLoading: boolean;
    isError: boolean;
    retry: () => unknown;
    loadError: string;
    emptyText: string;
    /** Translated already. */
    note?: ReactNode;
    validate: Validator;
    selectAll?: boolean;
    columns?: 1 | 2 | 3;
}) => {
    const translate = useTranslate();
    const validators = useMemo(
        () => (isError ? [() => loadError, validate] : [validate]),
        [isError, loadError, validate]
    );
    const { id, field, fieldState } = useInput<string[]>({ source, validate: validators, parse: keepAsIs });
    const chosen: string[] = Array.isArray(field.value) ? field.value : NONE;
    const available = choices ?? [];
    const toggle = (choiceId: string, checked: boolean) =>
        field.onChange(checked ? [...chosen, choiceId] : chosen.filter(value => value !== choiceId));
    const error = fieldState.error?.message;
    const helperId = `${id}-helper`;
    const requiredId = `${id}-required`;
    const saysRequired = !error && !isError;
    return (
        <FormControl
            component="fieldset"
            error={fieldState.invalid || isError}
            sx={{ width: '100%', my: 1.5 }}
            aria-describedby={saysRequired ? `${requiredId} ${helperId}` : helperId}
        >
            <FormLabel component="legend" required>
                {translate(label)}
            </FormLabel>
            {saysRequired && <RequiredNote id={requiredId} />}
            {note && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {note}
                </Typography>
            )}
            {isLoading ? (
                <Box sx={{ py: 1 }}>
                    <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
                </Box>
            ) : isError ? (
                <Box sx={{ py: 1 }}>
                    <RetryButton retry={retry} />
                </Box>
            ) : available.length === 0 ? (
                <Typography sx={{ py: 1 }} role="status">
                    {translate(emptyText)}
                </Typography>
            ) : (
                <>
                    {selectAll && (
                        <Stack direction="row" spacing={1} sx={{ my: 1 }}>
                            <Button
                                size="small"
                                variant="outlined"
                                onClick={() => field.onChange(available.map(choice => choice.id))}
                            >
                                {translate('resources.contractRequests.states.selectAll')}
                            </Button>
                            <Button size="small" variant="outlined" onClick={() => field.onChange([])}>
                                {translate('resources.contractRequests.states.deselectAll')}
                            </Button>
                        </Stack>
                    )}
                    <FormGroup
                        sx={{
                            display: 'grid',
                            gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
                            columnGap: 2,
                        }}
                    >
                        {available.map((choice, index) => (
                            <FormControlLabel
                                key={choice.id}
                                label={choice.name}
                                control={
                                    <Checkbox
                                        name={field.name}
                                        value={choice.id}
                                        checked={chosen.includes(choice.id)}
                                        onChange={event => toggle(choice.id, event.target.checked)}
                                        onBlur={field.onBlur}
                                        slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                                    />
                                }
                            />
                        ))}
                    </FormGroup>
                </>
            )}
            <FormHelperText id={helperId} role={error || isError ? 'alert' : undefined}>
                {error ? <InputHelperText error={error} /> : isError ? translate(loadError) : ' '}
            </FormHelperText>
        </FormControl>
    );
};
