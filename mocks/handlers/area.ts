import type { RequestHandler } from 'msw';
import type { StoredFile } from '../db/documents';

/**
 * An API area of the demo: its handlers and, when it stores files, how to find one of its files by id (the
 * shared download calls, mocks/handlers/files.ts, ask each area). mocks/handlers/index.ts lists the areas.
 */
export interface DemoArea {
    name: string;
    handlers: RequestHandler[];
    storedFile?: (fileId: number) => StoredFile | undefined;
}

export const defineDemoArea = (area: DemoArea) => area;
