import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useAreaApi } from '../../src/api/useAreaApi';
import { StoredFileList } from '../../src/components/StoredFileList';
import { eAndOQueries, type EAndOMethods } from './api';
import type { EAndO } from './types';

/** The files of one E&O record, newest first, each with a download (its address, then the file). */
export const EAndOFilesDialog = ({ record, onClose }: { record: EAndO; onClose: () => void }) => {
    const translate = useTranslate();
    const dataProvider = useAreaApi<EAndOMethods>();
    const files = useQuery(eAndOQueries.files(dataProvider, record.id));
    const titleId = `eando-files-${record.id}`;
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>
                {translate('resources.e-and-os.files.title', {
                    issuer: record.IssuedBy,
                    number: record.PolicyNumber,
                })}
            </DialogTitle>
            <DialogContent dividers>
                <StoredFileList files={files} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('common.actions.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
