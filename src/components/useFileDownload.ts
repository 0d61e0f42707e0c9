import { downloadStoredFile } from '../api/files';
import { useNotifiedAction } from './useNotifiedAction';

const FILE_MESSAGES = {
    pending: 'common.files.downloadPending',
    success: 'common.files.downloadSuccess',
    error: 'common.files.downloadError',
};

/** Downloads a stored file with the pending, success and error toasts. */
export const useFileDownload = () => useNotifiedAction(downloadStoredFile, FILE_MESSAGES);
