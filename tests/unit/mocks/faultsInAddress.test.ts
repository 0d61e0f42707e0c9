import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHttpServer, type DemoHttpServer } from '../../../mocks/http-server';

describe('?fault= on the production build served with the demo API', () => {
    let distDir: string;
    let server: DemoHttpServer;
    beforeAll(async () => {
        distDir = await mkdtemp(path.join(tmpdir(), 'dist-'));
        await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Producer Hub</title>');
        server = await startDemoHttpServer({ distDir });
    });
    afterAll(async () => {
        await server.close();
        await rm(distDir, { recursive: true, force: true });
    });

    const faultsSeenWith = async (cookie: string) => {
        const answer = await fetch(`${server.url}/__demo/faults`, { headers: { cookie } });
        return (await answer.json()) as { path: string; kind: string }[];
    };

    it('sets the rules for that browser alone and loads the page again at its address without them', async () => {
        const rule = encodeURIComponent('GET /t/agents/*/contracts 500');
        const answer = await fetch(`${server.url}/contracts?agentId=101&fault=${rule}`, { redirect: 'manual' });

        expect(answer.status).toBe(302);
        expect(answer.headers.get('location')).toBe('/contracts?agentId=101');
        const scopeCookie = (answer.headers.get('set-cookie') ?? '').split(';')[0];
        expect(scopeCookie).toMatch(/^demo_scope=.+/);
        expect(await faultsSeenWith(scopeCookie)).toEqual([
            expect.objectContaining({ path: '/t/agents/*/contracts', kind: '500' }),
        ]);
        expect(await faultsSeenWith('')).toEqual([]);

        const again = await fetch(`${server.url}/contracts?agentId=101`, { headers: { cookie: scopeCookie } });
        expect(again.status).toBe(200);
        expect(await again.text()).toContain('Producer Hub');
    });

    it('keeps the scope a browser already has', async () => {
        const answer = await fetch(`${server.url}/licenses?fault=${encodeURIComponent('*/licenses abort')}`, {
            redirect: 'manual',
            headers: { cookie: 'demo_scope=mine' },
        });

        expect(answer.headers.get('set-cookie')).toBeNull();
        expect(await faultsSeenWith('demo_scope=mine')).toEqual([
            expect.objectContaining({ path: '*/licenses', kind: 'abort' }),
        ]);
    });
});
