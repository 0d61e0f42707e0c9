import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useDebouncedValue } from './useDebouncedValue';

export interface DebouncedTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'label'> {
    label: string;
    value: string | undefined;
    /** Once typing has paused for 500 ms: one search per word, not per key. */
    onChange: (value: string | undefined) => void;
}

/** A value changed from outside (Clear filters, a link) replaces what the field shows. */
export const DebouncedTextField = ({ label, value = '', onChange, ...fieldProps }: DebouncedTextFieldProps) => {
    const [text, setText] = useState(value);
    const reported = useRef(value);
    const settled = useDebouncedValue(text);

    useEffect(() => {
        if (value !== reported.current) {
            reported.current = value;
            setText(value);
        }
    }, [value]);

    useEffect(() => {
        const next = settled.trim();
        if (next !== reported.current) {
            reported.current = next;
            onChange(next || undefined);
        }
        // Only a settled text reports; the callback's identity does not matter.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [settled]);

    return (
        <TextField
            size="small"
            {...fieldProps}
            label={label}
            value={text}
            onChange={event => setText(event.target.value)}
        />
    );
};
