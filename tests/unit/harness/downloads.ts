import { vi } from 'vitest';

/**
 * Catches the files the app saves (jsdom cannot download): the name and content type of each blob handed
 * to a download link. Restored after each test (setup.ts).
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
