import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type NginxServer } from '../../e2e/nginx';

/*
 * The CSP report endpoint an operator sets at deploy time (the one `map` line at the top of deploy/nginx.conf,
 * docs/deploying.md), on the real nginx: every answer's policy names it, for browsers with the Reporting API
 * (report-to and its Reporting-Endpoints header) and without (report-uri). Off by default: releases.test.ts.
 */

const ENDPOINT = 'https://csp.agency.example.org/reports';
let work: string;
let nginx: NginxServer;

beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'producer-hub-csp-'));
    await mkdir(path.join(work, 'site'));
    await writeFile(path.join(work, 'site', 'index.html'), '<!doctype html><title>Producer Hub</title>');
    await writeFile(path.join(work, 'config.json'), '{}');
    nginx = await startNginx({
        siteRoot: path.join(work, 'site'),
        apiUrl: 'http://127.0.0.1:9',
        configFile: path.join(work, 'config.json'),
        cspReportEndpoint: ENDPOINT,
    });
});

afterAll(async () => {
    await nginx?.close();
    await rm(work, { recursive: true, force: true });
});

describe('CSP violation reports, with a report endpoint set in deploy/nginx.conf', () => {
    it.each(['/contracts?agentId=101', '/config.json', '/assets/index-Missing0.js'])(
        'name the endpoint on %s',
        async address => {
            const answer = await fetch(`${nginx.url}${address}`);
            const directives = (answer.headers.get('content-security-policy') ?? '').split('; ');
            expect(directives.slice(-2)).toEqual([`report-uri ${ENDPOINT}`, 'report-to producer-hub-csp']);
            expect(directives[0]).toBe("default-src 'self'");
            expect(answer.headers.get('reporting-endpoints')).toBe(`producer-hub-csp="${ENDPOINT}"`);
        }
    );
});
