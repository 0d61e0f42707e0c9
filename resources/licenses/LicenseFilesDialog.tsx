import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    List,
    ListItem,
    ListItemText,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';
import { useFormatters } from '../../src/components/formatting';
import { useFileDownload } from '../../src/components/useFileDownload';
import type { LicenseMethods } from './api';
import type { License, LicenseFile } from './types';

const fileName = (file: LicenseFile) => `${file.FileName}${file.FileExtension}`;

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
    const dataProvider = useDataProvider<LicenseMethods & DataProvider>();
    const { date } = useFormatters();
    const download = useFileDownload();
    const files = useQuery({
        queryKey: ['licenses', 'files', license.id],
        queryFn: () => dataProvider.getLicenseFiles(license.id),
    });
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
                {files.isPending ? (
                    <LoadingState />
                ) : files.isError ? (
                    <ErrorState message="messages.errors.generic" />
                ) : files.data.length === 0 ? (
                    <EmptyState message="messages.files.noneFound" />
                ) : (
                    <List dense>
                        {files.data.map(file => (
                            <ListItem
                                key={file.Id}
                                secondaryAction={
                                    <IconButton
                                        edge="end"
                                        onClick={() => download.run(file.Id)}
                                        disabled={download.running}
                                        aria-label={translate('resources.licenses.actions.download', {
                                            name: fileName(file),
                                        })}
                                    >
                                        <DownloadIcon />
                                    </IconButton>
                                }
                            >
                                <ListItemText
                                    primary={fileName(file)}
                                    secondary={`${file.FileTypeName} · ${translate('resources.licenses.files.added', {
                                        date: date(file.CreatedDate),
                                    })}`}
                                />
                            </ListItem>
                        ))}
                    </List>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('resources.licenses.actions.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
