import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useAreaApi } from '../../src/api/useAreaApi';
import { StoredFileList } from '../../src/components/StoredFileList';
import { licenseQueries, type LicenseMethods } from './api';
import type { License } from './types';

/** The files of one license, each with a download (its address, then the file). */
export const LicenseFilesDialog = ({
    license,
    state,
    onClose,
}: {
    license: License;
    /** The state as the list shows it ("Florida (FL)"). */
    state: string;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const dataProvider = useAreaApi<LicenseMethods>();
    const files = useQuery(licenseQueries.files(dataProvider, license.id));
    const titleId = `license-files-${license.id}`;
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>
                {translate('resources.licenses.files.title', {
                    state,
                    number: license.LicenseNumber,
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
