import type { Ref, RefObject } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';

/** The ids a file field gives its parts, so that its button can be described by them. */
export const fileFieldIds = (id: string) => ({ label: `${id}-label`, status: `${id}-status`, help: `${id}-help` });

export interface FileChooserButtonProps {
    /** The file input's id (the field's, from useInput). */
    id: string;
    name: string;
    /** The button's words, already translated. */
    text: string;
    multiple?: boolean;
    disabled?: boolean;
    inputRef: RefObject<HTMLInputElement | null>;
    /** The form's ref of the field (useInput's field.ref): what it focuses when the field is in error on submit. */
    fieldRef: Ref<HTMLLabelElement>;
    onFiles: (files: File[]) => void;
}

/**
 * A file field's button: a label around its hidden file input, so that a press, Enter or Space opens the file
 * chooser. The button, not the hidden input, is what the keyboard reaches, so it carries the field: its words
 * name it ("Choose a PDF"), the field's label, what is chosen and the field's help or error describe it
 * ("License file (PDF) No file chosen Required"), and the form focuses it when the field is in error on submit.
 */
export const FileChooserButton = ({
    id,
    name,
    text,
    multiple = false,
    disabled,
    inputRef,
    fieldRef,
    onFiles,
}: FileChooserButtonProps) => {
    const ids = fileFieldIds(id);
    return (
        <Button
            ref={fieldRef}
            variant="outlined"
            component="label"
            startIcon={<UploadFileIcon />}
            disabled={disabled}
            aria-describedby={`${ids.label} ${ids.status} ${ids.help}`}
        >
            {text}
            <input
                ref={inputRef}
                id={id}
                name={name}
                type="file"
                multiple={multiple}
                accept="application/pdf,.pdf"
                hidden
                aria-describedby={ids.help}
                onChange={event => onFiles(Array.from(event.target.files ?? []))}
            />
        </Button>
    );
};
