import type { ReactNode } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { InputHelperText, useInput, type Validator } from 'react-admin';

export interface RadioChoice {
    id: string;
    name: string;
    /** "Direct upline", what happens next. */
    detail?: string;
}

const keepAsIs = (value: string) => value;

export const RadioChoiceInput = ({
    source,
    legend,
    choices,
    validate,
    onChange,
    children,
}: {
    source: string;
    /** It may carry a name. */
    legend: string;
    choices: RadioChoice[];
    validate?: Validator | Validator[];
    /** Clear what depended on the old choice here, never in an effect. */
    onChange?: (value: string) => void;
    children?: ReactNode;
}) => {
    const { id, field, fieldState, isRequired } = useInput<string>({ source, validate, parse: keepAsIs });
    const helperId = `${id}-helper`;
    return (
        <FormControl component="fieldset" error={fieldState.invalid} sx={{ width: '100%', my: 1 }}>
            <FormLabel component="legend" required={isRequired} sx={{ mb: 1 }}>
                {legend}
            </FormLabel>
            <RadioGroup
                name={field.name}
                value={field.value ?? ''}
                aria-required={isRequired || undefined}
                aria-describedby={helperId}
                onChange={event => {
                    field.onChange(event.target.value);
                    onChange?.(event.target.value);
                }}
            >
                {choices.map((choice, index) => (
                    <FormControlLabel
                        key={choice.id}
                        value={choice.id}
                        sx={{ alignItems: 'flex-start', mb: 0.5 }}
                        control={
                            <Radio
                                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                                onBlur={field.onBlur}
                                sx={{ pt: 0.5 }}
                            />
                        }
                        label={
                            <>
                                <Typography component="span" sx={{ display: 'block', pt: 0.75 }}>
                                    {choice.name}
                                </Typography>
                                {choice.detail && (
                                    <Typography
                                        component="span"
                                        variant="body2"
                                        color="text.secondary"
                                        sx={{ display: 'block' }}
                                    >
                                        {choice.detail}
                                    </Typography>
                                )}
                            </>
                        }
                    />
                ))}
            </RadioGroup>
            {children}
            <FormHelperText id={helperId} role={fieldState.error ? 'alert' : undefined}>
                {fieldState.error ? <InputHelperText error={fieldState.error.message} /> : ' '}
            </FormHelperText>
        </FormControl>
    );
};
