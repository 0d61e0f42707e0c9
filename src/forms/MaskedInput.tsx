import { useLayoutEffect, useReducer, useRef } from 'react';
import { Box, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { caretAfter, significantBefore, type Mask } from './masks';

export interface MaskedInputProps {
    source: string;
    /** Translation keys. */
    label: string;
    hint: string;
    mask: Mask;
    validate?: Validator | Validator[];
    inputMode?: 'numeric' | 'text' | 'tel';
    /** SSN and MBI never leave the form; a phone number may come from the browser's autofill. */
    autoComplete?: string;
}

// The form keeps '' for an empty number (react-admin's default parse would store null).
const keepAsIs = (value: string) => value;

/** A format/parse pair on TextInput would move the caret on every keystroke. */
export const MaskedInput = ({
    source,
    label,
    hint,
    mask,
    validate,
    inputMode = 'text',
    autoComplete = 'off',
}: MaskedInputProps) => {
    const translate = useTranslate();
    const { id, field, fieldState, isRequired } = useInput<string>({ source, validate, parse: keepAsIs });
    const input = useRef<HTMLInputElement | null>(null);
    const caret = useRef<number | null>(null);
    // The shown text can stay the same while the typed one changed (a refused character): render anyway so
    // React puts the formatted text and the caret back.
    const [, redraw] = useReducer((count: number) => count + 1, 0);

    useLayoutEffect(() => {
        const element = input.current;
        if (caret.current !== null && element && element.ownerDocument.activeElement === element)
            element.setSelectionRange(caret.current, caret.current);
        caret.current = null;
    });

    const previous = String(field.value ?? '');
    const shown = mask.format(previous);
    return (
        <TextField
            id={id}
            name={field.name}
            value={shown}
            onBlur={field.onBlur}
            inputRef={(element: HTMLInputElement | null) => {
                input.current = element;
                field.ref(element);
            }}
            onChange={event => {
                const typed = event.target.value;
                let count = significantBefore(mask, typed, event.target.selectionStart ?? typed.length);
                let clean = mask.clean(typed);
                const removedSeparator = clean === previous && typed.length < shown.length;
                const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
                if (removedSeparator && forward) clean = previous.slice(0, count) + previous.slice(count + 1);
                else if (removedSeparator && count > 0) {
                    clean = previous.slice(0, count - 1) + previous.slice(count);
                    count -= 1;
                }
                caret.current = caretAfter(mask, mask.format(clean), count);
                field.onChange(clean);
                redraw();
            }}
            label={translate(label)}
            error={fieldState.invalid}
            // The format stays beside an error about it: the error says what is wrong, the format how to fix it.
            helperText={
                <>
                    {fieldState.error?.message && (
                        <>
                            <Box component="span" sx={{ display: 'block' }}>
                                <InputHelperText error={fieldState.error.message} />
                            </Box>{' '}
                        </>
                    )}
                    {translate(hint)}
                </>
            }
            className={`ra-input ra-input-${source}`}
            autoComplete={autoComplete}
            // Announced as required; the form is noValidate, so react-admin's validators speak, not the browser.
            required={isRequired}
            slotProps={{
                htmlInput: { inputMode, spellCheck: false, autoCapitalize: 'characters' },
            }}
            fullWidth
        />
    );
};
