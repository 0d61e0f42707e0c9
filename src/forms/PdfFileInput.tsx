import { useRef } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { InputHelperText, useInput, useNotify, useTranslate, type Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { config } from '../config';
import { FileChooserButton, fileFieldIds } from './FileChooserButton';
import { exceedsUploadLimit, judgePdfFile, refusalOf } from './pdf';

export interface PdfFileInputProps {
    source: string;
    label: string;
    helperText?: string;
    /** Each form words it its own way. */
    notPdfMessage: string;
    validate?: Validator | Validator[];
}

/** Kept as the chosen `File` in the form's state, so a failed or expired-session submission keeps it. */
export const PdfFileInput = ({ source, label, helperText, notPdfMessage, validate }: PdfFileInputProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const input = useRef<HTMLInputElement>(null);
    const { id, field, fieldState, isRequired } = useInput<File | null>({ source, validate, defaultValue: null });
    const { isSubmitting } = useFormState();
    const file = field.value instanceof File ? field.value : undefined;
    const ids = fileFieldIds(id);

    const refuse = (message: string, messageArgs?: Record<string, unknown>) => {
        notify(message, { type: 'error', messageArgs });
        if (input.current) input.current.value = '';
        field.onChange(null);
    };

    const choose = async (chosen: File | undefined) => {
        // A chooser closed without a choice keeps the file already chosen.
        if (!chosen) return;
        if (exceedsUploadLimit(chosen.size)) return refuse('common.forms.fileTooLarge', { size: config.maxUploadMb });
        const verdict = await judgePdfFile(chosen);
        if (verdict !== 'pdf') {
            const refusal = refusalOf(verdict, notPdfMessage, chosen.name);
            return refuse(refusal.message, refusal.args);
        }
        field.onChange(chosen);
    };

    return (
        <FormControl error={fieldState.invalid} margin="normal" fullWidth>
            <FormLabel id={ids.label} htmlFor={id} required={isRequired}>
                {translate(label)}
            </FormLabel>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
                <FileChooserButton
                    id={id}
                    name={field.name}
                    text={translate('common.forms.chooseFile')}
                    disabled={isSubmitting}
                    required={isRequired && !fieldState.invalid}
                    inputRef={input}
                    fieldRef={field.ref}
                    onFiles={files => void choose(files[0])}
                />
                <Typography id={ids.status} variant="body2" role="status">
                    {file ? translate('common.forms.chosen', { name: file.name }) : translate('common.forms.noFile')}
                </Typography>
            </Box>
            <FormHelperText id={ids.help}>
                <InputHelperText error={fieldState.error?.message} helperText={helperText} />
            </FormHelperText>
        </FormControl>
    );
};
