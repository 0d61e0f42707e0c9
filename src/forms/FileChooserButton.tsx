import type { Ref, RefObject } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { RequiredNote } from './RequiredNote';

export const fileFieldIds = (id: string) => ({
    label: `${id}-label`,
    required: `${id}-required`,
    status: `${id}-status`,
    help: `${id}-help`,
});

export interface FileChooserButtonProps {
    id: string;
    name: string;
    text: string;
    multiple?: boolean;
    disabled?: boolean;
    /** Not while in error: the error says what is missing. */
    required?: boolean;
    inputRef: RefObject<HTMLInputElement | null>;
    /** What the form focuses when the field is in error on submit. */
    fieldRef: Ref<HTMLLabelElement>;
    onFiles: (files: File[]) => void;
}

/**
 * The button, not the hidden input, is what the keyboard reaches, so it carries the field's name and description.
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
