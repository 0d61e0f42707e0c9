import { afterEach, describe, expect, it } from 'vitest';
import { collection, db } from '../../../mocks/db';

interface Note {
    Id: number;
    text: string;
}

const notes = collection<Note>('scopeTestNotes');

/** As the browser tests' HTTP server does per request: the scope of the client being answered. */
let scope = '';
db.scopeFrom(() => scope);

describe('demo scopes', () => {
    afterEach(() => {
        scope = '';
    });

    it("keeps each scope's records to itself, and a reset to its own scope", () => {
        scope = 'file-a';
        notes.add({ Id: 1, text: 'from a' });
        scope = 'file-b';
        expect(notes.all()).toEqual([]);
        notes.add({ Id: 1, text: 'from b' });
        db.resetCollections('file-b');
        expect(notes.all()).toEqual([]);
        scope = 'file-a';
        expect(notes.all()).toEqual([{ Id: 1, text: 'from a' }]);
        scope = '';
        expect(notes.all(), 'the shared scope of the demo and Vitest').toEqual([]);
    });

    it('forgets every scope on a full reset', () => {
        scope = 'file-a';
        notes.add({ Id: 2, text: 'kept until the reset' });
        db.reset();
        expect(notes.all()).toEqual([]);
    });
});
