import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StoredFileList, type StoredFileListProps } from './StoredFileList';

/**
 * The stored files of one record (a license, an E&O policy) in a dialog, each with its download. The area
 * gives the title in its words and the record's files as its own hook asks them.
 */
export const StoredFilesDialog = ({
    title,
    files,
    onClose,
}: {
    title: string;
    files: StoredFileListProps['files'];
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const titleId = useId();
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent dividers>
                <StoredFileList files={files} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('common.actions.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
