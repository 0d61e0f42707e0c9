import { describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import {
    composeDataProvider,
    defineApiArea,
    defineSessionApiArea,
    lazyApiArea,
    loadApiCode,
    MethodNotAvailableError,
    methodsFor,
} from '../../../src/api/dataProvider';
import { AgencyPortalRequiredError, agencyOf } from '../../../src/api/owner';
import type { Portal } from '../../../src/portal/types';

const LIST: GetListParams = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} };

interface NoteMethods {
    archiveNote: (id: number) => Promise<string>;
}

const AGENT: Portal = { id: '101', name: 'Maria Lopez', type: 'agent' };
const AGENCY: Portal = { id: '201', name: 'Sunshine Benefits Group', type: 'agency' };

const notesApi = defineApiArea('notes', portal => ({
    resources: {
        notes: { getList: async () => ({ data: [{ id: `${portal.type}:1` }], total: 1 }) },
        'notes/archived': { getList: async () => ({ data: [{ id: `${portal.type}:0` }], total: 1 }) },
    },
    methods: { archiveNote: async (id: number) => `archived ${id} of ${portal.id}` } satisfies NoteMethods,
}));

/** The notes area as the app lists it: its name, and its code behind a load counted here. */
const lazyNotes = () => {
    const load = vi.fn(async () => notesApi);
    const area = lazyApiArea('notes', load);
    return { area, load };
};

describe('the composed data provider', () => {
    it('loads a lazy area on its first call, once, and builds its calls once for its resources and methods', async () => {
        const build = vi.spyOn(notesApi, 'callsFor');
        const { area, load } = lazyNotes();
        const provider = composeDataProvider([area], AGENT);
        expect(load).not.toHaveBeenCalled();
        const [list, archived] = await Promise.all([
            provider.getList('notes', LIST),
            methodsFor(provider, notesApi).archiveNote(7),
        ]);
        expect(list).toEqual({ data: [{ id: 'agent:1' }], total: 1 });
        expect(archived).toBe('archived 7 of 101');
        await provider.getList('notes', LIST);
        expect(load).toHaveBeenCalledTimes(1);
        expect(build).toHaveBeenCalledTimes(1);
        build.mockRestore();
    });

    it('routes a resource to the lazy area it is named after, and refuses what no area serves', async () => {
        const { area, load } = lazyNotes();
        const provider = composeDataProvider([area], AGENT);
        await expect(provider.getList('unknown', LIST)).rejects.toBeInstanceOf(MethodNotAvailableError);
        await expect(provider.getList('unknown/notes', LIST)).rejects.toBeInstanceOf(MethodNotAvailableError);
        expect(load).not.toHaveBeenCalled();
        expect((await provider.getList('notes/archived', LIST)).data).toEqual([{ id: 'agent:0' }]);
        await expect(provider.getOne('notes', { id: 1 })).rejects.toEqual(
            new MethodNotAvailableError('getOne', 'notes')
        );
        await expect(provider.getList('notes/deleted', LIST)).rejects.toEqual(
            new MethodNotAvailableError('getList', 'notes/deleted')
        );
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('serves an area at hand as it is, and refuses two areas declaring one resource', async () => {
        const provider = composeDataProvider([notesApi], AGENT);
        expect((await provider.getList('notes', LIST)).total).toBe(1);
        // Its resources by their own names: a name under one of them is not that resource.
        await expect(provider.getList('notes/deleted', LIST)).rejects.toEqual(
            new MethodNotAvailableError('getList', 'notes/deleted')
        );
        expect(await methodsFor(provider, notesApi).archiveNote(2)).toBe('archived 2 of 101');
        expect(() => composeDataProvider([notesApi, lazyNotes().area], AGENT)).toThrow(
            'Two API areas declare the resource notes'
        );
    });

    it("builds each area's methods for the provider's own portal, whether the provider lists the area or not", async () => {
        const { area } = lazyNotes();
        const agents = composeDataProvider([area], AGENT);
        const agencies = composeDataProvider([], AGENCY);
        expect(await methodsFor(agencies, notesApi).archiveNote(3)).toBe('archived 3 of 201');
        expect(await methodsFor(agents, notesApi).archiveNote(3)).toBe('archived 3 of 101');
        expect((await agents.getList('notes', LIST)).data).toEqual([{ id: 'agent:1' }]);
    });

    it("rejects each call of an area whose factory refuses the provider's portal, and a method it lacks", async () => {
        const agencyNotes = defineApiArea<NoteMethods>('agency-notes', portal => {
            const agency = agencyOf(portal);
            return { methods: { archiveNote: async (id: number) => `archived ${id} of ${agency.id}` } };
        });
        await expect(methodsFor(composeDataProvider([], AGENT), agencyNotes).archiveNote(1)).rejects.toBeInstanceOf(
            AgencyPortalRequiredError
        );
        const agencies = composeDataProvider([], AGENCY);
        expect(await methodsFor(agencies, agencyNotes).archiveNote(1)).toBe('archived 1 of 201');
        const missing = methodsFor(agencies, agencyNotes) as NoteMethods & { restoreNote: () => Promise<string> };
        await expect(missing.restoreNote()).rejects.toEqual(new MethodNotAvailableError('restoreNote', 'agency-notes'));
    });

    it('reaches methods only through a composed provider', () => {
        expect(() => methodsFor({}, notesApi)).toThrow('The data provider does not serve API areas (notes)');
    });

    it('serves session areas without a portal', async () => {
        const dictionaries = defineSessionApiArea('words', {
            resources: { words: { getList: async () => ({ data: [{ id: 'hello' }], total: 1 }) } },
        });
        const provider = composeDataProvider<unknown>([dictionaries], undefined);
        expect((await provider.getList('words', LIST)).data).toEqual([{ id: 'hello' }]);
    });

    it("loads a lazy area's code by name ahead of its first call, and refuses a name no area has", async () => {
        const { load } = lazyNotes();
        await loadApiCode(['notes']);
        expect(load).toHaveBeenCalledTimes(1);
        await expect(loadApiCode(['no-such-area'])).rejects.toThrow('No lazy API area is named no-such-area');
    });
});
