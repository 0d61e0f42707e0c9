import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate, type InputProps } from 'react-admin';

/**
 * A single checkbox on the form's state (react-admin's BooleanInput is a switch; the portal's forms ask for
 * checkboxes such as "Resident license").
 */
export const CheckboxInput = ({ source, label, ...props }: Omit<InputProps, 'label'> & { label: string }) => {
    const translate = useTranslate();
    const { field } = useInput<boolean>({ source, defaultValue: false, ...props });
    return (
        <FormControlLabel
            control={
                <Checkbox
                    name={field.name}
                    checked={Boolean(field.value)}
                    onChange={event => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    disabled={field.disabled}
                />
            }
            label={translate(label)}
        />
    );
};
