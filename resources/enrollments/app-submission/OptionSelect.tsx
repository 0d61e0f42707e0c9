import { CircularProgress, MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { requiredTrimmed } from '../../../src/forms';
import { useRules } from './rules';

export interface Option {
    id: string;
    name: string;
}

export interface OptionSelectProps<Form extends FieldValues> {
    name: FieldPath<Form>;
    control: Control<Form>;
    /** Translation keys. */
    label: string;
    loadError: string;
    options: Option[] | undefined;
    isError: boolean;
    /** The options are on their way: a spinner says so. */
    isLoading?: boolean;
    /** Translation key saying what to choose first: the select is disabled until then. */
    waitingFor?: string;
    required?: boolean;
    /** Runs after a new choice: clears the choices that depend on this one (never an effect, see stack-notes). */
    onPick?: () => void;
}

/** A select whose options depend on another choice, saying why it is disabled or failed to load. */
export const OptionSelect = <Form extends FieldValues>({
    name,
    control,
    label,
    loadError,
    options,
    isError,
    isLoading = false,
    waitingFor,
    required = true,
    onPick,
}: OptionSelectProps<Form>) => {
    const translate = useTranslate();
    const rules = useRules();
    const empty = !waitingFor && !isError && options !== undefined && options.length === 0;
    const hint = waitingFor
        ? translate(waitingFor)
        : isError
          ? translate(loadError)
          : empty
            ? translate('resources.enrollments.appSubmission.hints.noOptions')
            : undefined;
    return (
        <Controller
            name={name}
            control={control}
            rules={required ? rules(requiredTrimmed()) : undefined}
            render={({ field, fieldState }) => {
                // A value the options do not hold (yet) shows as empty rather than as an unknown choice.
                const value = options?.some(option => option.id === field.value) ? field.value : '';
                return (
                    <TextField
                        name={field.name}
                        inputRef={field.ref}
                        onBlur={field.onBlur}
                        value={value}
                        onChange={event => {
                            field.onChange(event.target.value);
                            onPick?.();
                        }}
                        select
                        required={required}
                        disabled={Boolean(waitingFor)}
                        label={translate(label)}
                        error={Boolean(fieldState.error) || isError}
                        helperText={
                            fieldState.error?.message ??
                            hint ??
                            (isLoading ? (
                                <CircularProgress size={14} aria-label={translate('ra.page.loading')} />
                            ) : undefined)
                        }
                        fullWidth
                        // The reason a select is disabled must stay readable (MUI greys it below AA contrast).
                        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
                    >
                        {(options ?? []).map(option => (
                            <MenuItem key={option.id} value={option.id}>
                                {option.name}
                            </MenuItem>
                        ))}
                    </TextField>
                );
            }}
        />
    );
};
