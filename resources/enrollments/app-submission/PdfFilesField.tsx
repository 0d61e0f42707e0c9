import { useId, useRef } from 'react';
import {
    Box,
    Button,
    Chip,
    FormControl,
    FormHelperText,
    FormLabel,
    IconButton,
    List,
    ListItem,
    ListItemText,
    Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { isPdfFile } from '../../../src/forms/pdf';
import type { PickedFile } from './types';

export interface PdfFilesFieldProps {
    files: PickedFile[];
    onChange: (files: PickedFile[]) => void;
    error?: string;
    disabled?: boolean;
}

let picked = 0;

/**
 * The application's PDFs: several may be chosen at once (CTRL) or one after another, and each can be removed.
 * Each file is checked by its content: one that is not a PDF stays in the list marked invalid, with the spec's
 * 'Only PDF files can be used for app submission', and the form cannot be sent until it is removed.
 */
export const PdfFilesField = ({ files, onChange, error, disabled }: PdfFilesFieldProps) => {
    const translate = useTranslate();
    const input = useRef<HTMLInputElement>(null);
    const id = useId();
    const invalid = files.some(file => !file.valid);

    const add = async (chosen: File[]) => {
        const checked = await Promise.all(
            chosen.map(async file => ({ key: `file-${(picked += 1)}`, file, valid: await isPdfFile(file) }))
        );
        onChange([...files, ...checked]);
        if (input.current) input.current.value = '';
    };

    const helper = invalid
        ? translate('resources.enrollments.appSubmission.messages.pdfOnly')
        : (error ?? translate('resources.enrollments.appSubmission.messages.multipleFilesHint'));

    return (
        <FormControl error={invalid || Boolean(error)} margin="normal" fullWidth>
            <FormLabel htmlFor={`${id}-input`} required>
                {translate('resources.enrollments.appSubmission.sections.files')}
            </FormLabel>
            <Box sx={{ mt: 1 }}>
                <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={disabled}>
                    {translate('resources.enrollments.appSubmission.files.choose')}
                    <input
                        ref={input}
                        id={`${id}-input`}
                        type="file"
                        multiple
                        accept="application/pdf,.pdf"
                        hidden
                        aria-describedby={`${id}-help`}
                        onChange={event => void add(Array.from(event.target.files ?? []))}
                    />
                </Button>
            </Box>
            {files.length === 0 ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                    {translate('resources.enrollments.appSubmission.files.none')}
                </Typography>
            ) : (
                <List dense aria-label={translate('resources.enrollments.appSubmission.files.listLabel')}>
                    {files.map(({ key, file, valid }) => (
                        <ListItem
                            key={key}
                            disableGutters
                            secondaryAction={
                                <IconButton
                                    edge="end"
                                    onClick={() => onChange(files.filter(other => other.key !== key))}
                                    disabled={disabled}
                                    aria-label={translate('resources.enrollments.appSubmission.files.remove', {
                                        name: file.name,
                                    })}
                                >
                                    <DeleteIcon />
                                </IconButton>
                            }
                        >
                            <ListItemText
                                primary={file.name}
                                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 1 } } }}
                            />
                            <Chip
                                size="small"
                                variant="outlined"
                                color={valid ? 'default' : 'error'}
                                label={translate(
                                    valid
                                        ? 'resources.enrollments.appSubmission.files.validLabel'
                                        : 'resources.enrollments.appSubmission.messages.fileInvalid'
                                )}
                                sx={{
                                    mr: 4,
                                    maxWidth: '50%',
                                    height: 'auto',
                                    // The invalid label is read whole on a phone, on two lines if need be.
                                    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                                }}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
            <FormHelperText id={`${id}-help`} role={invalid ? 'alert' : undefined}>
                {helper}
            </FormHelperText>
        </FormControl>
    );
};
