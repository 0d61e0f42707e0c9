import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, configJsonSchema, EXIT, runCheckConfig } from '../../../scripts/configCheck';

/*
 * `npm run check-config`, which an operator runs before a config.json ships (docs/deploying.md): the production
 * schema, the nginx site's values that must change with the file, and an exit status a deploy script can use.
 */

const read = (file: string) => readFile(path.resolve(file), 'utf8');
let nginxSite: string;
/** docs/configuration.md's example: a deployment whose API and tracker have hosts of their own, 20 MB uploads. */
let example: Record<string, unknown>;
let work: string;

/** The shipped nginx site with an operator's edits: each [from, to] replaced once. */
const edited = (...edits: [string, string][]) =>
    edits.reduce((site, [from, to]) => {
        expect(site).toContain(from);
        return site.replace(from, to);
    }, nginxSite);
/** The edits docs/deploying.md asks of the operator for the example. */
const FOR_THE_EXAMPLE: [string, string][] = [
    [
        '$producer_hub_api_origin { default ""; }',
        '$producer_hub_api_origin { default "https://api.agency.example.org"; }',
    ],
    [
        '$producer_hub_tracker_origin { default ""; }',
        '$producer_hub_tracker_origin { default "https://tracker.agency.example.org"; }',
    ],
    ['client_max_body_size 12m;', 'client_max_body_size 22m;'],
];

beforeAll(async () => {
    nginxSite = await read('deploy/nginx.conf');
    const [, json] = /## An example[\s\S]*?```json\n([\s\S]*?)```/.exec(await read('docs/configuration.md')) ?? [];
    example = JSON.parse(json) as Record<string, unknown>;
    work = await mkdtemp(path.join(tmpdir(), 'producer-hub-check-config-'));
});

afterAll(() => rm(work, { recursive: true, force: true }));

describe('config.json checked before it ships', () => {
    it('has its JSON Schema checked in, generated from the schema the production build reads it with', async () => {
        const checkedIn: unknown = JSON.parse(await read('deploy/config.schema.json'));
        expect(checkedIn, 'deploy/config.schema.json is out of date: run `npm run config-schema`').toEqual(
            configJsonSchema()
        );
        expect(configJsonSchema()).toMatchObject({
            required: ['privacyPolicyUrl', 'quickLinks', 'fallbackManager'],
            additionalProperties: false,
        });
    });

    it('passes the documented example against the nginx site edited as documented', () => {
        expect(checkConfig(JSON.stringify(example), edited(...FOR_THE_EXAMPLE))).toEqual({
            problems: [],
            unchecked: [],
        });
    });

    it('refuses a file whose API, tracker or upload limit the nginx site does not allow, saying what to change', () => {
        expect(checkConfig(JSON.stringify(example), nginxSite).problems).toEqual([
            '"apiBaseUrl" calls https://api.agency.example.org, which the nginx site\'s CSP does not allow: set $producer_hub_api_origin to "https://api.agency.example.org".',
            '"trackerBaseUrl" calls https://tracker.agency.example.org, which the nginx site\'s CSP does not allow: set $producer_hub_tracker_origin to "https://tracker.agency.example.org".',
            '"maxUploadMb" is 20, more than the nginx site takes: set client_max_body_size 22m; (the limit plus 2 MB for the rest of the form).',
        ]);
    });

    it('refuses a CSP that still allows an origin the file no longer calls', () => {
        const sameOrigin = { ...example, apiBaseUrl: '', trackerBaseUrl: '' };
        expect(checkConfig(JSON.stringify(sameOrigin), edited(...FOR_THE_EXAMPLE)).problems).toEqual([
            'The nginx site\'s $producer_hub_api_origin allows https://api.agency.example.org, which "apiBaseUrl" does not call: set it to "".',
            'The nginx site\'s $producer_hub_tracker_origin allows https://tracker.agency.example.org, which "trackerBaseUrl" does not call: set it to "".',
        ]);
    });

    it('names what it could not compare rather than reading it as agreeing', () => {
        const withoutLimit = edited(['client_max_body_size 12m;', '']);
        expect(checkConfig(JSON.stringify({ ...example, maxUploadMb: 10 }), withoutLimit).unchecked).toEqual([
            '"maxUploadMb": the nginx site has no client_max_body_size.',
        ]);
    });

    it('refuses the stand-ins: a file without the settings only the deployment knows, in the error page’s words', () => {
        expect(checkConfig('{ "maxUploadMb": 10, "privacyPolicyURL": "https://x.org" }', nginxSite).problems).toEqual([
            'Missing "privacyPolicyUrl": this deployment must set it to an http or https address.',
            'Missing "quickLinks": this deployment must set it to a group of settings, in { }.',
            'Missing "fallbackManager": this deployment must set it to a group of settings, in { }.',
            '"privacyPolicyURL" is not a setting: check its spelling.',
        ]);
        expect(checkConfig('{ "maxUploadMb": 10,', nginxSite).problems).toEqual([
            'Its settings file (config.json) could not be read: it is not valid JSON.',
        ]);
    });

    it('exits 0 when ready, 1 when refused, 2 when it could not check', async () => {
        const file = async (name: string, text: string) => {
            await writeFile(path.join(work, name), text);
            return path.join(work, name);
        };
        const good = await file('good.json', JSON.stringify(example));
        const site = await file('site.conf', edited(...FOR_THE_EXAMPLE));
        const lines: string[] = [];
        const run = (...args: string[]) => runCheckConfig(args, line => lines.push(line));

        expect(await run(good, site)).toBe(EXIT.READY);
        expect(lines.at(-1)).toBe(`${good}: ready, and agrees with ${site}.`);
        expect(await run(good, await file('shipped.conf', nginxSite))).toBe(EXIT.REFUSED);
        expect(await run(good, await file('bare.conf', 'server { listen 80; }'))).toBe(EXIT.NOT_CHECKED);
        expect(await run(path.join(work, 'none.json'))).toBe(EXIT.NOT_CHECKED);
        expect(lines.at(-1)).toBe(`${path.join(work, 'none.json')}: could not be read (ENOENT).`);
        expect(await run()).toBe(EXIT.NOT_CHECKED);
        // The file alone: ready, the nginx comparison named as not made.
        expect(await run(good)).toBe(EXIT.READY);
        expect(lines.slice(-2)).toEqual([
            `${good}: not checked: The nginx site was not given: its CSP and upload limit not compared.`,
            `${good}: ready.`,
        ]);
    });

    it('is the npm script a deploy script runs, its exit status the check’s', async () => {
        const bad = path.join(work, 'bad.json');
        await writeFile(bad, '{}');
        const run = promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['scripts/check-config.ts', bad]);
        await expect(run).rejects.toMatchObject({
            code: EXIT.REFUSED,
            stdout: expect.stringContaining(`${bad}: Missing "privacyPolicyUrl"`) as unknown,
        });
    });
});
