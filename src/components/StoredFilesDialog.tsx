import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { StoredFile } from '../api/wire';
import { StoredFileList } from './StoredFileList';

/**
 * The stored files of one record (a license, an E&O policy) in a dialog, each with its download. The area
 * gives the title in its words and the query of the record's files from its option factory.
 */
export const StoredFilesDialog = <Key extends QueryKey>({
    title,
    files,
    onClose,
}: {
    title: string;
    files: UseQueryOptions<StoredFile[], Error, StoredFile[], Key>;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const query = useQuery(files);
    const titleId = useId();
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent dividers>
                <StoredFileList files={query} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('common.actions.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
