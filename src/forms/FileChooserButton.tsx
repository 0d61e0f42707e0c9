import type { Ref, RefObject } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { RequiredNote } from './RequiredNote';

/** The ids a file field gives its parts, so that its button can be described by them. */
export const fileFieldIds = (id: string) => ({
    label: `${id}-label`,
    required: `${id}-required`,
    status: `${id}-status`,
    help: `${id}-help`,
});

export interface FileChooserButtonProps {
    /** The file input's id (the field's, from useInput). */
    id: string;
    name: string;
    /** The button's words, already translated. */
    text: string;
    multiple?: boolean;
    disabled?: boolean;
    /** The field is required and not in error (an error says what is missing): the button says "Required". */
    required?: boolean;
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
 * A button cannot carry `required`: a required field's button says "Required" after its label.
 */
export const FileChooserButton = ({
    id,
    name,
    text,
    multiple = false,
    disabled,
    required = false,
    inputRef,
    fieldRef,
    onFiles,
}: FileChooserButtonProps) => {
    const ids = fileFieldIds(id);
    const describedBy = [ids.label, required && ids.required, ids.status, ids.help].filter(Boolean).join(' ');
    return (
        <>
            <Button
                ref={fieldRef}
                variant="outlined"
                component="label"
                startIcon={<UploadFileIcon />}
                disabled={disabled}
                aria-describedby={describedBy}
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
            {/* Beside the button, not in it: inside, it would be part of the button's name. */}
            {required && <RequiredNote id={ids.required} />}
        </>
    );
};
