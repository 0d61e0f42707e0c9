import { CircularProgress, MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { RetryButton } from '../components/States';

export interface Choice {
    id: string;
    name: string;
    /** When not the page's language (an API's English value on a Spanish page). */
    lang?: string;
}

interface ChoiceSelectInputBaseProps {
    source: string;
    /** Translation keys. */
    label: string;
    loadError: string;
    choices: Choice[] | undefined;
    isLoading?: boolean;
    /** Until then the select is disabled and says so. */
    waitingFor?: string;
    /** Also the error of a required field once submitted: it says why nothing can be chosen. */
    emptyText?: string;
    helperText?: string;
    validate?: Validator | Validator[];
    /** Clear the choices that depend on this one here, never in an effect (which also fires on load and reset). */
    onChange?: (value: string) => void;
}

/** `optional`: a failed list of an optional choice is said, and the form may still be sent without it. */
export type ChoiceSelectInputProps = ChoiceSelectInputBaseProps &
    ({ isError?: undefined } | { isError: boolean; retry: () => unknown; optional?: boolean });

// The form keeps '' for "nothing chosen" (react-admin's default parse would store null).
const keepAsIs = (value: string) => value;
const toList = (validate: Validator | Validator[] | undefined) =>
    Array.isArray(validate) ? validate : validate ? [validate] : [];

/** Waiting: disabled on screen only (a submit stays blocked), saying what to choose first rather than "Required". */
export const ChoiceSelectInput = (props: ChoiceSelectInputProps) => {
    const {
        source,
        label,
        loadError,
        choices,
        isLoading = false,
        waitingFor,
        emptyText = 'common.forms.noChoices',
        helperText,
        validate,
        onChange,
    } = props;
    const isError = props.isError === true;
    const retry = 'retry' in props ? props.retry : undefined;
    const failureBlocks = isError && !('optional' in props && props.optional);
    const translate = useTranslate();
    const empty = !waitingFor && !isError && choices !== undefined && choices.length === 0;
    const validators = useMemo(() => {
        const own = toList(validate);
        if (failureBlocks) {
            const listFailed: Validator = () => loadError;
            return [listFailed, ...own];
        }
        // A required choice with nothing to choose from keeps saying so on submit, rather than just 'Required'.
        if (empty && own.some(validator => (validator as { isRequired?: boolean }).isRequired)) {
            const nothingToChoose: Validator = () => emptyText;
            return [nothingToChoose, ...own];
        }
        return validate;
    }, [failureBlocks, loadError, empty, emptyText, validate]);
    const { id, field, fieldState, isRequired } = useInput<string>({
        source,
        validate: validators,
        parse: keepAsIs,
    });
    const hint = waitingFor ?? (isError ? loadError : empty ? emptyText : helperText);
    const retryHere = isError && !waitingFor && retry;
    // Try again sits under the field, beside what it says; the field's description is what it says only.
    const saysId = `${id}-says`;
    const error = waitingFor ? undefined : fieldState.error?.message;
    const spinner = isLoading && !waitingFor && !isError && (
        <CircularProgress size={14} aria-label={translate('ra.page.loading')} />
    );
    // A value the choices do not hold (yet) shows as empty rather than as an unknown choice.
    const value = choices?.some(choice => choice.id === field.value) ? field.value : '';
    return (
        <TextField
            id={id}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={value}
            onChange={event => {
                field.onChange(event.target.value);
                onChange?.(event.target.value);
            }}
            select
            // The form is noValidate, so the browser's own check never stops it before react-admin's validators speak.
            required={isRequired}
            disabled={Boolean(waitingFor)}
            label={translate(label)}
            error={!waitingFor && (fieldState.invalid || failureBlocks)}
            helperText={
                retryHere ? (
                    <>
                        <span id={saysId}>
                            <InputHelperText error={error} helperText={hint} />
                        </span>{' '}
                        <RetryButton retry={retryHere} />
                    </>
                ) : (
                    <InputHelperText error={error} helperText={hint ?? (spinner || undefined)} />
                )
            }
            className={`ra-input ra-input-${source}`}
            fullWidth
            slotProps={{
                // The reason a select is disabled must stay readable (MUI greys it below AA contrast).
                formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
                select: retryHere ? { SelectDisplayProps: { 'aria-describedby': saysId } } : undefined,
            }}
        >
            {/* An optional choice can be taken back. */}
            {!isRequired && (
                <MenuItem value="">
                    <em>{translate('ra.action.clear_input_value')}</em>
                </MenuItem>
            )}
            {(choices ?? []).map(choice => (
                <MenuItem key={choice.id} value={choice.id}>
                    {choice.lang ? <span lang={choice.lang}>{choice.name}</span> : choice.name}
                </MenuItem>
            ))}
        </TextField>
    );
};
