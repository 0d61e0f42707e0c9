import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type NginxServer } from '../../e2e/nginx';

/*
 * What docs/deploying.md has an operator do, on the real nginx with deploy/nginx.conf: two releases side by side
 * with deploy/release.sh, then a rollback, the operator's config.json (outside every release) served unchanged
 * throughout. Temp folders stand in for /var/www/producer-hub and /etc/producer-hub; small builds of their own
 * stand in for dist/ (the production build runs beside the unit tests).
 */

const run = promisify(execFile);
let work: string;
let root: string;
let nginx: NginxServer;
const OPERATOR_CONFIG = '{ "privacyPolicyUrl": "https://agency.example.org/privacy" }\n';

/** `deploy/release.sh ...` as the operator runs it, on the temp release root. */
const release = (...args: string[]) =>
    run('bash', [path.resolve('deploy/release.sh'), ...args], { env: { ...process.env, PRODUCER_HUB_ROOT: root } });

/** A build as `npm run build` leaves it: index.html, a hashed asset, version.json, and a stray config.json. */
const build = async (version: string) => {
    const dist = path.join(work, `dist-${version}`);
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>release ${version}</title>`);
    await writeFile(path.join(dist, 'assets', `index-${version}.js`), `console.info('${version}');`);
    await writeFile(path.join(dist, 'version.json'), `${JSON.stringify({ version })}\n`);
    await writeFile(path.join(dist, 'config.json'), '{}');
    return dist;
};

const get = (address: string) => fetch(`${nginx.url}${address}`);

/** What the site serves now: the page's release, /version.json's, and config.json as the browser gets it. */
const served = async () => {
    const page = await (await get('/contracts/12?agentId=101')).text();
    const config = await get('/config.json');
    return {
        page: /<title>(.*)<\/title>/.exec(page)?.[1],
        version: ((await (await get('/version.json')).json()) as { version: string }).version,
        config: await config.text(),
        configCache: config.headers.get('cache-control'),
    };
};

beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'producer-hub-releases-'));
    root = path.join(work, 'var-www-producer-hub');
    await mkdir(path.join(work, 'etc'));
    await writeFile(path.join(work, 'etc', 'config.json'), OPERATOR_CONFIG);
    nginx = await startNginx({
        siteRoot: path.join(root, 'current'),
        // No call reaches the API here: an address nothing answers.
        apiUrl: 'http://127.0.0.1:9',
        configFile: path.join(work, 'etc', 'config.json'),
    });
});

afterAll(async () => {
    await nginx?.close();
    await rm(work, { recursive: true, force: true });
});

describe('releases side by side, one switch, one-line rollback (deploy/release.sh behind deploy/nginx.conf)', () => {
    it('releases twice and rolls back, the operator’s config.json served unchanged from outside the releases', async () => {
        await release('install', await build('2.15.0'));
        expect(await served()).toEqual({
            page: 'release 2.15.0',
            version: '2.15.0',
            config: OPERATOR_CONFIG,
            configCache: 'no-store',
        });

        const second = await release('install', await build('2.16.0'));
        expect(second.stdout).toBe('In service: 2.16.0 (before: 2.15.0)\n');
        expect(await served()).toEqual({
            page: 'release 2.16.0',
            version: '2.16.0',
            config: OPERATOR_CONFIG,
            configCache: 'no-store',
        });
        expect((await release('list')).stdout).toBe('  2.15.0\n* 2.16.0\n');

        expect((await release('rollback')).stdout).toBe('In service: 2.15.0 (before: 2.16.0)\n');
        expect(await served()).toEqual({
            page: 'release 2.15.0',
            version: '2.15.0',
            config: OPERATOR_CONFIG,
            configCache: 'no-store',
        });
        expect(await readlink(path.join(root, 'current'))).toBe('releases/2.15.0');
        // The rolled-back release is still there: switching to it again is one line too.
        await release('switch', '2.16.0');
        expect((await served()).version).toBe('2.16.0');
    });

    it('refuses to overwrite a release or to switch to one that is not there, leaving the one in service', async () => {
        await expect(release('install', await build('2.16.0'))).rejects.toMatchObject({
            code: 1,
            stderr: 'release.sh: release 2.16.0 exists already: give this build another name\n',
        });
        await expect(release('switch', '9.9.9')).rejects.toMatchObject({ code: 1 });
        expect((await served()).page).toBe('release 2.16.0');
    });

    it('answers /healthz itself, 200 with a small body, never cached, with the security headers', async () => {
        const health = await get('/healthz');
        expect(health.status).toBe(200);
        expect(health.headers.get('content-type')).toBe('text/plain');
        expect(health.headers.get('cache-control')).toBe('no-store');
        expect(health.headers.get('x-content-type-options')).toBe('nosniff');
        expect(await health.text()).toBe('ok\n');
        // No CSP report endpoint unless the operator sets one (tests/unit/delivery/cspReports.test.ts).
        expect(health.headers.get('content-security-policy')).not.toMatch(/report-(uri|to)/);
        expect(health.headers.get('reporting-endpoints')).toBeNull();
    });
});
