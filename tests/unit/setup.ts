import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { portalStore } from '../../src/portal/portalStore';

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
