import { useMemo, useRef } from 'react';
import {
    Box,
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
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { config } from '../config';
import { FileChooserButton, fileFieldIds } from './FileChooserButton';
import { exceedsUploadLimit, judgePdfFile, refusalOf, type PdfVerdict } from './pdf';

export interface PickedFile {
    key: string;
    file: File;
    verdict: PdfVerdict;
}

export interface PdfFilesInputProps {
    source: string;
    /** Translation keys. */
    label: string;
    helperText?: string;
    /** Each form words it its own way. */
    notPdfMessage: string;
    validate?: Validator | Validator[];
}

let picked = 0;

const toList = (validate: Validator | Validator[] | undefined) =>
    Array.isArray(validate) ? validate : validate ? [validate] : [];

/** All files go in one request, and the server refuses a body over its limit (deploy/nginx.conf). */
const uploadLimitProblem = (files: readonly PickedFile[]) => {
    const args = { size: config.maxUploadMb };
    if (files.some(({ file }) => exceedsUploadLimit(file.size)))
        return { message: 'common.forms.fileInSetTooLarge', args };
    const total = files.reduce((sum, { file }) => sum + file.size, 0);
    return exceedsUploadLimit(total) ? { message: 'common.forms.filesTooLarge', args } : undefined;
};

export const filesBlockSending = (files: readonly PickedFile[]) =>
    files.some(file => file.verdict !== 'pdf') || uploadLimitProblem(files) !== undefined;

const withinUploadLimit: Validator = (files: PickedFile[] | undefined) => uploadLimitProblem(files ?? []);

/** Flagged isRequired, so the label shows its asterisk. */
export const requiredFiles = (message = 'ra.validation.required'): Validator =>
    Object.assign((value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : message), {
        isRequired: true,
    });

/** The files stay in the form's state, so a failed or expired-session submission keeps them. */
export const PdfFilesInput = ({ source, label, helperText, notPdfMessage, validate }: PdfFilesInputProps) => {
    const translate = useTranslate();
    const input = useRef<HTMLInputElement>(null);
    const validators = useMemo(() => {
        const allPdf: Validator = (files: PickedFile[] | undefined) =>
            files?.some(file => file.verdict !== 'pdf') ? notPdfMessage : undefined;
        return [...toList(validate), allPdf, withinUploadLimit];
    }, [notPdfMessage, validate]);
    const { id, field, fieldState, isRequired } = useInput<PickedFile[]>({
        source,
        validate: validators,
        defaultValue: [],
    });
    const { isSubmitting } = useFormState();
    const files: PickedFile[] = Array.isArray(field.value) ? field.value : [];
    const refused = files.find(file => file.verdict !== 'pdf');
    const invalid = refused !== undefined;
    const refusal =
        refused && refused.verdict !== 'pdf' && refusalOf(refused.verdict, notPdfMessage, refused.file.name);
    const sizeProblem = uploadLimitProblem(files);
    const ids = fileFieldIds(id);

    const add = async (chosen: File[]) => {
        const checked = await Promise.all(
            chosen.map(async file => {
                const verdict = await judgePdfFile(file);
                return { key: `file-${(picked += 1)}`, file, verdict };
            })
        );
        field.onChange([...files, ...checked]);
        field.onBlur();
        if (input.current) input.current.value = '';
    };

    return (
        <FormControl error={invalid || Boolean(sizeProblem) || fieldState.invalid} margin="normal" fullWidth>
            <FormLabel id={ids.label} htmlFor={id} required={isRequired}>
                {translate(label)}
            </FormLabel>
            <Box sx={{ mt: 1 }}>
                <FileChooserButton
                    id={id}
                    name={field.name}
                    text={translate('common.forms.chooseFiles')}
                    multiple
                    disabled={isSubmitting}
                    required={isRequired && !fieldState.invalid}
                    inputRef={input}
                    fieldRef={field.ref}
                    onFiles={chosen => void add(chosen)}
                />
            </Box>
            {files.length === 0 ? (
                <Typography id={ids.status} variant="body2" sx={{ mt: 1 }}>
                    {translate('common.forms.noFiles')}
                </Typography>
            ) : (
                <List id={ids.status} dense aria-label={translate('common.forms.chosenFiles')}>
                    {files.map(({ key, file, verdict }) => (
                        <ListItem
                            key={key}
                            disableGutters
                            secondaryAction={
                                <IconButton
                                    edge="end"
                                    onClick={() => field.onChange(files.filter(other => other.key !== key))}
                                    disabled={isSubmitting}
                                    aria-label={translate('common.forms.removeFile', { name: file.name })}
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
                                color={verdict === 'pdf' && !exceedsUploadLimit(file.size) ? 'default' : 'error'}
                                label={
                                    verdict !== 'pdf'
                                        ? translate(
                                              verdict === 'notPdf'
                                                  ? 'common.forms.notPdfFile'
                                                  : 'common.forms.pdfNameDisagrees'
                                          )
                                        : exceedsUploadLimit(file.size)
                                          ? translate('common.forms.fileOverLimit', { size: config.maxUploadMb })
                                          : translate('common.forms.pdfFile')
                                }
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
            <FormHelperText id={ids.help} role={invalid || sizeProblem ? 'alert' : undefined}>
                {refusal ? (
                    translate(refusal.message, refusal.args)
                ) : sizeProblem ? (
                    translate(sizeProblem.message, sizeProblem.args)
                ) : (
                    <InputHelperText error={fieldState.error?.message} helperText={helperText} />
                )}
            </FormHelperText>
        </FormControl>
    );
};
