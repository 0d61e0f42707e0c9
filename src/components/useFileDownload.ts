import { downloadStoredFile } from '../api/files';
import { useNotifiedAction } from './useNotifiedAction';

const FILE_MESSAGES = {
    pending: 'messages.files.downloadPending',
    success: 'messages.files.downloadSuccess',
    error: 'messages.files.downloadError',
};

/** Downloads a stored file with the pending, success and error toasts. */
export const useFileDownload = () => useNotifiedAction(downloadStoredFile, FILE_MESSAGES);
