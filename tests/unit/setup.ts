import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { loadAreaTexts } from '../../i18n/catalogues';
import { loadLanguage, missingKeys } from '../../i18n/i18nProvider';
import { API_AREAS, AREA_TEXTS } from '../../resources';
import { server } from '../../mocks/node';
import { dropLateAnswers } from '../../mocks/faults/handler';
import { db } from '../../mocks/db';
import { isLazy } from '../../src/api/dataProvider';
import { pageState } from '../../src/pageState';
import { dropHeldRequests } from './harness/requests';
import { laptopMedia, actAsScreen } from './harness/media';
import { hideStyles } from './harness/styles';
import { expectNoUnexpectedLogs, unexpectedLogs, watchConsole } from './harness/console';

// The one place that says how long a test waits for what a person would see (findBy*, waitFor). Generous on
// purpose: a passing wait ends as soon as the page shows the thing, so the bound costs nothing then, and a
// machine whose cores are busy with other jobs must not turn a slow render into a failure. Tests carry no
// timeouts of their own; vitest's testTimeout (vitest.config.ts) is larger than a few of these in a row.
configure({ asyncUtilTimeout: 30_000 });

// jsdom brings its own FormData, Blob and File, which Node's fetch cannot serialise; multipart bodies need
// Node's own (FormData taken from a Response, since the jsdom environment hides the global).
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
globalThis.FormData = NodeFormData;
globalThis.Blob = NodeBlob as typeof Blob;
globalThis.File = NodeFile as typeof File;

// jsdom reports what it does not do on a console of its own, which Vitest prints outside any test. A page leaving
// for another document (the sign-in redirect) is one such report, and expected: the fault matrix counts those
// (harness/faultCases.tsx). Anything else jsdom reports reaches console.error, where it fails the test.
const jsdomConsole = (window as unknown as { _virtualConsole: NodeJS.EventEmitter })._virtualConsole;
jsdomConsole.removeAllListeners('jsdomError');
jsdomConsole.on('jsdomError', (error: Error) => {
    if (!error.message.startsWith('Not implemented: navigation')) console.error(`jsdom: ${error.message}`);
});

// A laptop whose user asked for less motion; a test may put another screen in place (phone.test.tsx).
actAsScreen(laptopMedia);

beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // Every catalogue up front, so screens rendered on their own (without their lazy pages) have their texts.
    await loadLanguage('es');
    await Promise.all(AREA_TEXTS.map(area => loadAreaTexts(area.name, area.texts, 'es')));
    // Every area's API code too. A call waits for its area's code before it is sent; on a busy machine that
    // first load can outlast a short test, and the call would then go out during the next test, from a screen
    // that is gone, and be counted among the next test's requests.
    await Promise.all(API_AREAS.flatMap(area => (isLazy(area) ? [area.load()] : [])));
});

beforeEach(() => {
    watchConsole();
    db.reset();
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split('; ')) {
        const name = cookie.split('=')[0];
        if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
    // Test files share their modules (isolate: false in vitest.config.ts): app state held in a module starts
    // afresh for each test, as on a new page load (each such module registers with pageState).
    pageState.startAfresh();
});

afterEach(() => {
    cleanup();
    // Read once the screen is gone: unmounting can warn too.
    const unexpected = unexpectedLogs();
    hideStyles();
    // A call still waiting (held, or late by a fault) is never answered: its answer would land in the next test.
    dropHeldRequests();
    dropLateAnswers();
    server.resetHandlers();
    // Spies (console, downloads, clipboard) and a fixed clock end with the test that set them.
    vi.restoreAllMocks();
    vi.useRealTimers();
    // A text asked for by a key no catalogue has would show the raw key to users.
    expect(missingKeys.splice(0)).toEqual([]);
    expectNoUnexpectedLogs(unexpected);
});

afterAll(() => server.close());
