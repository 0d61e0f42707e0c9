import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

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

/**
 * Catches the next file the app saves and gives its text, the byte order mark a CSV starts with left out
 * (calendar and CSV files built in the browser). Restored after each test (setup.ts).
 */
export const nextSavedText = () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
        saved.push(blob as Blob);
        return 'blob:download';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return async () => {
        await waitFor(() => expect(saved).toHaveLength(1));
        return (await saved[0].text()).replace(/^\uFEFF/, '');
    };
};
