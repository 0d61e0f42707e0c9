import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { portalStore } from '../../src/portal/portalStore';

// jsdom brings its own FormData, Blob and File, which Node's fetch cannot serialise; multipart bodies need
// Node's own (FormData taken from a Response, since the jsdom environment hides the global).
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
globalThis.FormData = NodeFormData;
globalThis.Blob = NodeBlob as typeof Blob;
globalThis.File = NodeFile as typeof File;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
    db.reset();
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split('; ')) {
        const name = cookie.split('=')[0];
        if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
    portalStore.reload();
});

afterEach(() => {
    cleanup();
    server.resetHandlers();
});

afterAll(() => server.close());
