import { downloadStoredFile } from '../api/files';
import { useProviderMutation } from '../api/useProviderMutation';

const FILE_MESSAGES = {
    pending: 'common.files.downloadPending',
    success: 'common.files.downloadSuccess',
    error: 'common.files.downloadError',
};

/**
 * Downloads a stored file with the pending, success and error toasts; a 401 opens the session-expired dialog
 * (sign in again in a new tab, then download again) instead of an error toast.
 */
export const useFileDownload = () =>
    useProviderMutation((_provider, fileId: string | number) => downloadStoredFile(fileId), {
        messages: FILE_MESSAGES,
    });
