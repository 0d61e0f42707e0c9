import { describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import {
    composeDataProvider,
    defineApiArea,
    lazyApiArea,
    MethodNotAvailableError,
} from '../../../src/api/dataProvider';

const LIST: GetListParams = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} };

interface NoteMethods {
    archiveNote: (id: number) => Promise<string>;
}

const notesApi = defineApiArea('notes', { notes: { getList: async () => ({ data: [{ id: 1 }], total: 1 }) } }, {
    archiveNote: async (id: number) => `archived ${id}`,
} satisfies NoteMethods);

/** The notes area as the app lists it: what it serves, and its code behind a load counted here. */
const lazyNotes = () => {
    const load = vi.fn(async () => notesApi);
    const area = lazyApiArea(
        'notes',
        { resources: { notes: { getList: true } }, methods: { archiveNote: true } },
        load
    );
    return { area, load };
};

describe('the composed data provider', () => {
    it('loads a lazy area on its first call, once, for its resources and its calls alike', async () => {
        const { area, load } = lazyNotes();
        const provider = composeDataProvider([area]) as ReturnType<typeof composeDataProvider> & NoteMethods;
        expect(load).not.toHaveBeenCalled();
        const [list, archived] = await Promise.all([provider.getList('notes', LIST), provider.archiveNote(7)]);
        expect(list).toEqual({ data: [{ id: 1 }], total: 1 });
        expect(archived).toBe('archived 7');
        await provider.getList('notes', LIST);
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('refuses a method a resource does not declare without loading its area', async () => {
        const { area, load } = lazyNotes();
        const provider = composeDataProvider([area]);
        await expect(provider.getOne('notes', { id: 1 })).rejects.toEqual(
            new MethodNotAvailableError('getOne', 'notes')
        );
        await expect(provider.getList('unknown', LIST)).rejects.toBeInstanceOf(MethodNotAvailableError);
        expect(load).not.toHaveBeenCalled();
    });

    it('serves an area at hand as it is, and refuses two areas declaring one resource', async () => {
        const provider = composeDataProvider([notesApi]) as ReturnType<typeof composeDataProvider> & NoteMethods;
        expect((await provider.getList('notes', LIST)).total).toBe(1);
        expect(await provider.archiveNote(2)).toBe('archived 2');
        expect(() => composeDataProvider([notesApi, lazyNotes().area])).toThrow(
            'Two API areas declare the resource notes'
        );
    });
});
