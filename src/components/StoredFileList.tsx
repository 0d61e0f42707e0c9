import { IconButton, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslate } from 'react-admin';
import type { StoredFile } from '../api/wire';
import { ApiValue, TranslatedWith } from './ApiValue';
import { useFormatters } from './formatting';
import { QueryState } from './QueryState';
import { useFileDownload } from './useFileDownload';

/** A stored file's name with its extension, unless the name already carries it. */
export const storedFileName = (file: Pick<StoredFile, 'FileName' | 'FileExtension'>) => {
    const extension = file.FileExtension ? `.${file.FileExtension.replace(/^\./, '')}` : '';
    return extension && !file.FileName.toLowerCase().endsWith(extension.toLowerCase())
        ? `${file.FileName}${extension}`
        : file.FileName;
};

/**
 * The stored files of a contract, a license or an E&O record: each with its type, the day it was added and a
 * download button (pending, success and error toasts). Loading, error and empty states included.
 */
export interface StoredFileListProps {
    files: { isPending: boolean; error: unknown; data: StoredFile[] | undefined; refetch: () => unknown };
}

export const StoredFileList = ({ files }: StoredFileListProps) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const download = useFileDownload();
    return (
        <QueryState query={files} error="messages.errors.generic" empty="common.files.noneFound">
            {data => (
                <List disablePadding>
                    {data.map(file => {
                        const name = storedFileName(file);
                        return (
                            <ListItem
                                key={file.Id}
                                divider
                                disableGutters
                                secondaryAction={
                                    <IconButton
                                        edge="end"
                                        aria-label={translate('common.files.download', { name })}
                                        disabled={download.running}
                                        onClick={() => download.run(file.Id)}
                                    >
                                        <DownloadIcon />
                                    </IconButton>
                                }
                            >
                                <ListItemIcon sx={{ minWidth: 36 }}>
                                    <FileIcon aria-hidden />
                                </ListItemIcon>
                                <ListItemText
                                    primary={name}
                                    secondary={
                                        <TranslatedWith
                                            message="common.files.details"
                                            values={{ date: date(file.CreatedDate) }}
                                            nodes={{ type: <ApiValue kind="fileType" value={file.FileTypeName} /> }}
                                        />
                                    }
                                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                                />
                            </ListItem>
                        );
                    })}
                </List>
            )}
        </QueryState>
    );
};
