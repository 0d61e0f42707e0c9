import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** Debian's nginx (scripts/ensure-package.sh installs it); NGINX_PATH overrides it. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOY_DIR = path.resolve('deploy');
const START_MS = 10_000;

/** Replaces `pattern` in the deployed config, which must occur exactly once (the file changed otherwise). */
const replaceOnce = (text: string, pattern: RegExp, replacement: string) => {
    const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
    if (found !== 1)
        throw new Error(`deploy/nginx.conf: expected ${pattern} once, found it ${found} times (tests/e2e/nginx.ts)`);
    return text.replace(pattern, replacement);
};

/**
 * TEST ONLY, never in deploy/nginx.conf: the demo server's controls (faults, reset) and its stand-in pictures
 * reach it through the proxy like the API. The demo's "abort" fault closes the connection, which nginx turns
 * into a 502; here that 502 closes the browser's connection in turn (444), so the page sees the network error
 * the fault means. No retry on another connection either, which would answer a fault meant to fail once.
 */
const testOnlyLocations = `
    location ^~ /__demo/ {
        include snippets/producer-hub-api-proxy.conf;
        proxy_pass http://producer_hub_api;
    }
    location ^~ /demo-media/ {
        include snippets/producer-hub-api-proxy.conf;
        proxy_pass http://producer_hub_api;
    }
    proxy_next_upstream off;
    proxy_intercept_errors on;
    error_page 502 = @demo_network_error;
    location @demo_network_error {
        return 444;
    }
`;

export interface TestSite {
    /** The folder nginx serves: dist/ for the browser tests, a release root's `current` symlink for a release. */
    siteRoot: string;
    /** The product API; a release test that calls none gives an address nothing answers. */
    apiUrl: string;
    /**
     * Where config.json comes from: this file, as deploy/nginx.conf's /etc/producer-hub/config.json; left out,
     * the demo server answers it (the browser tests: each session may serve its own, PUT /__demo/config).
     */
    configFile?: string;
    /** The CSP report endpoint, as an operator sets it at the top of deploy/nginx.conf (none by default). */
    cspReportEndpoint?: string;
}

/**
 * deploy/nginx.conf as the tests run it: on `port` of the loopback, serving `siteRoot`, the API upstream at
 * `apiUrl` (without keepalive: the demo server closes idle connections on its own schedule, and a call on a
 * just-closed one would fail as a 502), plus the test's own locations, and config.json from `configFile` or
 * the demo server.
 */
export const testSiteConfig = async ({
    port,
    siteRoot,
    apiUrl,
    configFile,
    cspReportEndpoint,
}: TestSite & { port: number }) => {
    let site = await readFile(path.join(DEPLOY_DIR, 'nginx.conf'), 'utf8');
    site = replaceOnce(
        site,
        /upstream producer_hub_api \{[^}]*\}/,
        `upstream producer_hub_api { server ${new URL(apiUrl).host}; }`
    );
    site = replaceOnce(site, /listen 80;\s*listen \[::\]:80;/, `listen 127.0.0.1:${port};`);
    site = replaceOnce(site, /root \/var\/www\/producer-hub\/current;/, `root ${siteRoot};\n${testOnlyLocations}`);
    if (cspReportEndpoint !== undefined)
        site = replaceOnce(
            site,
            /map "" \$producer_hub_csp_report_endpoint \{ default ""; \}/,
            `map "" $producer_hub_csp_report_endpoint { default "${cspReportEndpoint}"; }`
        );
    if (configFile !== undefined)
        return replaceOnce(site, /alias \/etc\/producer-hub\/config\.json;/, `alias ${configFile};`);
    // TEST ONLY: config.json comes from the demo server, which answers a session the file its test put there
    // (PUT /__demo/config, a changed file without a rebuild) and the demo deployment's otherwise; the headers
    // stay nginx's.
    return replaceOnce(
        site,
        /(location = \/config\.json \{[^}]*?)alias \/etc\/producer-hub\/config\.json;/,
        `$1include snippets/producer-hub-api-proxy.conf;\n        proxy_hide_header Cache-Control;\n        proxy_pass http://producer_hub_api;`
    );
};

const freePort = () =>
    new Promise<number>((resolve, reject) => {
        const probe = createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as { port: number };
            probe.close(() => resolve(port));
        });
    });

export interface NginxServer {
    url: string;
    close: () => Promise<void>;
}

/**
 * Starts Debian's nginx with deploy/nginx.conf in front of `apiUrl`, as the current user, everything it writes
 * (pid, logs, temp files) in a temp folder, in the foreground so that closing it is killing one process.
 */
export const startNginx = async (site: TestSite): Promise<NginxServer> => {
    if (!existsSync(NGINX_PATH))
        throw new Error(
            `The browser tests serve the build through nginx, and ${NGINX_PATH} is missing: run ` +
                '`bash scripts/ensure-package.sh nginx /usr/sbin/nginx` (apt-get install nginx), or point NGINX_PATH at ' +
                'an nginx.'
        );
    const prefix = await mkdtemp(path.join(tmpdir(), 'producer-hub-nginx-'));
    const port = await freePort();
    await mkdir(path.join(prefix, 'snippets'));
    await copyFile(
        path.join(DEPLOY_DIR, 'security-headers.conf'),
        path.join(prefix, 'snippets', 'producer-hub-security-headers.conf')
    );
    await copyFile(
        path.join(DEPLOY_DIR, 'api-proxy.conf'),
        path.join(prefix, 'snippets', 'producer-hub-api-proxy.conf')
    );
    await writeFile(path.join(prefix, 'site.conf'), await testSiteConfig({ ...site, port }));
    const temp = (name: string) => path.join(prefix, name);
    // Debian's /etc/nginx/nginx.conf, less what needs root or writes outside the temp folder.
    await writeFile(
        path.join(prefix, 'nginx.conf'),
        `${process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ''}worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include site.conf;
}
`
    );
    const nginx: ChildProcess = spawn(
        NGINX_PATH,
        ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', temp('error.log'), '-g', 'daemon off;'],
        { stdio: ['ignore', 'ignore', 'pipe'] }
    );
    // A test run stopped without its teardown (Ctrl-C) must not leave nginx holding the port.
    const stopWithTests = () => nginx.kill('SIGTERM');
    process.once('exit', stopWithTests);
    let stderr = '';
    nginx.stderr?.on('data', chunk => (stderr += String(chunk)));
    const exited = new Promise<number | null>(resolve => nginx.once('exit', resolve));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + START_MS;
    const failedStart = async (why: string) => {
        nginx.kill('SIGKILL');
        const log = await readFile(temp('error.log'), 'utf8').catch(() => '');
        await rm(prefix, { recursive: true, force: true });
        return new Error(`nginx did not start (${why}): ${stderr}${log}`);
    };
    for (;;) {
        const ready = await fetch(`${url}/healthz`).then(
            () => true,
            () => false
        );
        if (ready) break;
        if (nginx.exitCode !== null) throw await failedStart(`exit ${nginx.exitCode}`);
        if (Date.now() > deadline) throw await failedStart('no answer');
        await new Promise(resolve => setTimeout(resolve, 50));
    }
    return {
        url,
        close: async () => {
            process.off('exit', stopWithTests);
            if (nginx.exitCode === null) {
                nginx.kill('SIGTERM');
                await exited;
            }
            await rm(prefix, { recursive: true, force: true });
        },
    };
};
