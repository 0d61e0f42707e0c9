import { useRef } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import { isPdfFile } from './pdf';

export interface LicenseFileFieldProps {
    file: File | undefined;
    onChange: (file: File | undefined) => void;
    error?: string;
    disabled?: boolean;
}

/**
 * The license's PDF. A file whose content is not a PDF (whatever its name) is refused with the spec's
 * toast 'Only PDF files are supported' and the selection is cleared.
 */
export const LicenseFileField = ({ file, onChange, error, disabled }: LicenseFileFieldProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const input = useRef<HTMLInputElement>(null);

    const choose = async (chosen: File | undefined) => {
        if (chosen && !(await isPdfFile(chosen))) {
            notify('resources.licenses.messages.pdfOnly', { type: 'error' });
            if (input.current) input.current.value = '';
            onChange(undefined);
            return;
        }
        onChange(chosen);
    };

    return (
        <FormControl error={Boolean(error)} margin="normal" fullWidth>
            <FormLabel htmlFor="license-file" required>
                {translate('resources.licenses.fields.file')}
            </FormLabel>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
                <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={disabled}>
                    {translate('resources.licenses.actions.chooseFile')}
                    <input
                        ref={input}
                        id="license-file"
                        type="file"
                        accept="application/pdf,.pdf"
                        hidden
                        aria-describedby="license-file-help"
                        onChange={event => void choose(event.target.files?.[0])}
                    />
                </Button>
                <Typography variant="body2" role="status">
                    {file
                        ? translate('resources.licenses.submission.chosen', { name: file.name })
                        : translate('resources.licenses.submission.noFile')}
                </Typography>
            </Box>
            <FormHelperText id="license-file-help">
                {error ?? translate('resources.licenses.submission.fileHelp')}
            </FormHelperText>
        </FormControl>
    );
};
