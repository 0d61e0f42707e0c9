import { downloadEncodedFile, request } from './httpClient';
import { fileAddressSchema } from './wire';

/**
 * Downloads a stored file (contract, license, E&O files): the API first gives the file's address, then the
 * file itself as base64, which is saved under its own name. Resolves to that name.
 */
export const downloadStoredFile = async (fileId: string | number): Promise<string> => {
    const path = `/t/files/${encodeURIComponent(String(fileId))}/downloadurl`;
    const address = await request(path, { schema: fileAddressSchema });
    return downloadEncodedFile('/api/files/encoded-file', { query: { apiFilePath: address } });
};
