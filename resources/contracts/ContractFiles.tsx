import { IconButton, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { useFormatters } from '../../src/components/formatting';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';
import { useFileDownload } from '../../src/components/useFileDownload';
import type { ContractMethods } from './api';
import { SectionCard } from '../../src/components/SectionCard';
import { fileDisplayName } from './contractFormat';
import type { Contract } from './types';

/** The contract's stored files, each with a download button (pending, success and error toasts). */
export const ContractFiles = ({ contract }: { contract: Contract }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const dataProvider = useDataProvider<ContractMethods & DataProvider>();
    const download = useFileDownload();
    const files = useQuery({
        queryKey: ['contracts', 'files', contract.id],
        queryFn: () => dataProvider.getContractFiles(contract.id),
    });
    return (
        <SectionCard title="resources.contracts.detail.files">
            {files.isPending ? (
                <LoadingState />
            ) : files.error ? (
                <ErrorState message="messages.errors.generic" />
            ) : files.data.length === 0 ? (
                <EmptyState message="messages.files.noneFound" />
            ) : (
                <List disablePadding>
                    {files.data.map(file => {
                        const name = fileDisplayName(file);
                        const label = translate('resources.contracts.actions.downloadFile', { name });
                        return (
                            <ListItem
                                key={file.Id}
                                divider
                                disableGutters
                                secondaryAction={
                                    <IconButton
                                        edge="end"
                                        aria-label={label}
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
                                    secondary={translate('resources.contracts.files.details', {
                                        type: file.FileTypeName,
                                        date: date(file.CreatedDate),
                                    })}
                                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                                />
                            </ListItem>
                        );
                    })}
                </List>
            )}
        </SectionCard>
    );
};
