import { delay, http } from 'msw';
import { vi } from 'vitest';
import { server } from '../../../mocks/node';

/**
 * Catches the files the app saves (jsdom cannot download): the name and content type of each blob handed
 * to a download link. Restored by vi.restoreAllMocks().
 */
export const stubDownloads = () => {
    const saved: Array<{ name: string; type: string; size: number }> = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
        lastBlob = blob as Blob;
        return 'blob:download';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        if (this.download) saved.push({ name: this.download, type: lastBlob?.type ?? '', size: lastBlob?.size ?? 0 });
    });
    return saved;
};

/** Holds a call back a moment (then lets the demo handler answer), so its pending toast can be seen. */
export const slowDown = (path: string) =>
    server.use(
        http.get(path, async () => {
            await delay(300);
        })
    );
