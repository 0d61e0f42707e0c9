import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useDebouncedValue } from './useDebouncedValue';

export interface DebouncedTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'label'> {
    label: string;
    /** The value in force (the address's). */
    value: string | undefined;
    /**
     * Called once typing has paused for 500 ms (one call per word, not per key), with the trimmed text or undefined.
     */
    onChange: (value: string | undefined) => void;
}

/**
 * A text filter that shows every keystroke at once but reports the text only after a pause, so typing a
 * name sends one search, not one per letter. A value changed from outside (Clear filters, a link) replaces
 * what the field shows.
 */
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
