import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { loadAreaTexts } from '../../i18n/catalogues';
import { loadLanguage, missingKeys } from '../../i18n/i18nProvider';
import { AREAS } from '../../resources';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { portalStore } from '../../src/portal/portalStore';

// jsdom brings its own FormData, Blob and File, which Node's fetch cannot serialise; multipart bodies need
// Node's own (FormData taken from a Response, since the jsdom environment hides the global).
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
globalThis.FormData = NodeFormData;
globalThis.Blob = NodeBlob as typeof Blob;
globalThis.File = NodeFile as typeof File;

beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // Every catalogue up front, so screens rendered on their own (without their lazy pages) have their texts.
    await loadLanguage('es');
    await Promise.all(AREAS.flatMap(area => (area.texts ? [loadAreaTexts(area.name, area.texts, 'es')] : [])));
});

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
    // A text asked for by a key no catalogue has would show the raw key to users.
    expect(missingKeys.splice(0)).toEqual([]);
    server.resetHandlers();
});

afterAll(() => server.close());
