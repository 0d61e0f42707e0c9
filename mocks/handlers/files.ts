import { http, HttpResponse } from 'msw';
import type { StoredFile } from '../db/documents';
import type { DemoArea } from './area';
import { api, encodedFile, failure } from './shared';

/** The storage address the API hands out for a file: the file id is its second segment. */
const addressOf = (fileId: number, file: StoredFile) =>
    `stored-files/${fileId}/${encodeURIComponent(`${file.FileName}${file.FileExtension}`)}`;

const fileIdOf = (address: string | null) => Number(/^stored-files\/(\d+)\//.exec(address ?? '')?.[1]);

/**
 * Stored-file downloads: the file's address, then the file itself as base64. Each area that
 * stores files says how to find one of its own (`storedFile` of its DemoArea); file ids never overlap.
 */
export const storedFileHandlers = (areas: readonly DemoArea[]) => {
    const findFile = (fileId: number) => {
        for (const area of areas) {
            const file = area.storedFile?.(fileId);
            if (file) return file;
        }
        return undefined;
    };
    return [
        http.get(api('/t/files/:fileId/downloadurl'), ({ params }) => {
            const fileId = Number(params.fileId);
            const file = findFile(fileId);
            return file ? HttpResponse.json(addressOf(fileId, file)) : failure(404);
        }),
        http.get(api('/api/files/encoded-file'), ({ request }) => {
            const fileId = fileIdOf(new URL(request.url).searchParams.get('apiFilePath'));
            const file = Number.isFinite(fileId) ? findFile(fileId) : undefined;
            return file
                ? encodedFile(`${file.FileName}${file.FileExtension}`, file.contentType, file.content())
                : failure(404);
        }),
    ];
};
