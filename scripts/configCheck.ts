/**
 * A deployment's config.json checked before it ships (`npm run check-config`, docs/deploying.md): against the
 * schema a production build reads it with (src/runtimeSettings.ts), and, given the nginx site, against the
 * values there that must change with it (the CSP's origins, the upload limit). The words are the error page's
 * (app.configError), so the check and the page say the same thing.
 */
import { readFile } from 'node:fs/promises';
import * as z from 'zod/mini';
import en from '../i18n/en';
import { deploymentSettingsSchema, readRuntimeSettings, type RuntimeSettings } from '../src/runtimeSettings';

/** deploy/config.schema.json: the production schema as JSON Schema, for editors and other tools. */
export const configJsonSchema = () => ({
    ...z.toJSONSchema(deploymentSettingsSchema, { io: 'input', unrepresentable: 'any' }),
    title: 'Producer Hub config.json',
    description:
        'The run-time settings of a production deployment (docs/configuration.md). Generated from ' +
        'src/runtimeSettings.ts by `npm run config-schema`; `npm run check-config` checks a file against it.',
});

const texts = en.app.configError;
const fill = (text: string, values: Record<string, string>) =>
    text.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The room nginx gives a submission beyond the files themselves (the multipart envelope). */
export const ENVELOPE_MB = 2;

/** The settings in deploy/nginx.conf a config.json must agree with, as the operator's copy has them. */
interface NginxValues {
    /** client_max_body_size in MB. */
    bodyLimitMb?: number;
    /** Each origin `map`'s value: the origins the CSP allows for it. */
    origins: Record<'api' | 'tracker' | 'error_report', string[] | undefined>;
}

const MEGABYTES: Record<string, number> = { '': 1 / 1024 / 1024, k: 1 / 1024, m: 1, g: 1024 };

export const readNginxSite = (site: string): NginxValues => {
    const size = /^\s*client_max_body_size\s+(\d+)([kmg]?);/im.exec(site);
    const origin = (name: string) => {
        const map = new RegExp(`map\\s+""\\s+\\$producer_hub_${name}_origin\\s*\\{\\s*default\\s+"([^"]*)";`).exec(
            site
        );
        return map ? map[1].split(/\s+/).filter(Boolean) : undefined;
    };
    return {
        bodyLimitMb: size ? Number(size[1]) * MEGABYTES[size[2].toLowerCase()] : undefined,
        origins: { api: origin('api'), tracker: origin('tracker'), error_report: origin('error_report') },
    };
};

/** The other origin a setting sends the browser to, or none when it stays on the site's own. */
const originOf = (address: string) => (/^https?:\/\//.test(address) ? new URL(address).origin : undefined);

export interface ConfigCheck {
    /** What is wrong: the file is refused. */
    problems: string[];
    /** What could not be checked, and why: never read as agreeing. */
    unchecked: string[];
}

/** The agreement of the read settings with the nginx site: the CSP's origins and the upload limit. */
const agreement = (settings: RuntimeSettings, nginx: NginxValues): ConfigCheck => {
    const check: ConfigCheck = { problems: [], unchecked: [] };
    const pairs = [
        ['apiBaseUrl', settings.apiBaseUrl, 'api'],
        ['trackerBaseUrl', settings.trackerBaseUrl, 'tracker'],
        ['errorReportUrl', settings.errorReportUrl, 'error_report'],
    ] as const;
    for (const [key, address, map] of pairs) {
        const variable = `$producer_hub_${map}_origin`;
        const allowed = nginx.origins[map];
        if (!allowed) {
            check.unchecked.push(`"${key}": the nginx site has no ${variable} map.`);
            continue;
        }
        const origin = originOf(address);
        if (origin && !allowed.includes(origin))
            check.problems.push(
                `"${key}" calls ${origin}, which the nginx site's CSP does not allow: set ${variable} to "${origin}".`
            );
        if (!origin && allowed.length > 0)
            check.problems.push(
                `The nginx site's ${variable} allows ${allowed.join(' ')}, which "${key}" does not call: set it to "".`
            );
    }
    if (nginx.bodyLimitMb === undefined)
        check.unchecked.push('"maxUploadMb": the nginx site has no client_max_body_size.');
    else if (nginx.bodyLimitMb < settings.maxUploadMb + ENVELOPE_MB)
        check.problems.push(
            `"maxUploadMb" is ${settings.maxUploadMb}, more than the nginx site takes: set client_max_body_size ` +
                `${settings.maxUploadMb + ENVELOPE_MB}m; (the limit plus ${ENVELOPE_MB} MB for the rest of the form).`
        );
    return check;
};

/**
 * A config.json's text checked as a production build reads it and, with the nginx site's text, against it;
 * without one, the agreement is named as not checked.
 */
export const checkConfig = (file: string, nginxSite?: string): ConfigCheck => {
    let raw: unknown;
    try {
        raw = JSON.parse(file);
    } catch {
        return { problems: [texts.unreadable], unchecked: [] };
    }
    const read = readRuntimeSettings(raw, { deployment: true });
    if (read.problems)
        return {
            problems: read.problems.map(({ key, expected, missing }) => {
                if (key === '') return texts.notAnObject;
                if (expected === 'unknown') return fill(texts.unknownKey, { key });
                return fill(missing ? texts.missingKey : texts.problem, { key, expected: texts.expected[expected] });
            }),
            unchecked: [],
        };
    if (nginxSite === undefined)
        return { problems: [], unchecked: ['The nginx site was not given: its CSP and upload limit not compared.'] };
    return agreement(read.settings, readNginxSite(nginxSite));
};

/** What `npm run check-config` exits with: a deploy script can stop on anything but READY. */
export const EXIT = { READY: 0, REFUSED: 1, NOT_CHECKED: 2 } as const;

/**
 * `check-config CONFIG [NGINX_SITE]`: prints what it found and returns the exit status. READY: the file is
 * right, and agrees with the nginx site when one is given. REFUSED: it is wrong or disagrees. NOT_CHECKED: a
 * file could not be read, or the nginx site lacks a setting the comparison needs.
 */
export const runCheckConfig = async (args: string[], print: (line: string) => void) => {
    const [configPath, nginxPath] = args;
    if (!configPath || args.length > 2) {
        print('Usage: npm run check-config -- path/to/config.json [path/to/nginx-site.conf]');
        return EXIT.NOT_CHECKED;
    }
    const read = (file: string) => readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => error);
    const [file, site] = await Promise.all([read(configPath), nginxPath ? read(nginxPath) : undefined]);
    for (const [path, text] of [
        [configPath, file],
        [nginxPath, site],
    ] as const)
        if (text instanceof Error) {
            print(`${path}: could not be read (${text.code ?? text.message}).`);
            return EXIT.NOT_CHECKED;
        }
    const { problems, unchecked } = checkConfig(file as string, site as string | undefined);
    for (const problem of problems) print(`${configPath}: ${problem}`);
    for (const what of unchecked) print(`${configPath}: not checked: ${what}`);
    if (problems.length > 0) return EXIT.REFUSED;
    if (unchecked.length > 0 && nginxPath) return EXIT.NOT_CHECKED;
    print(`${configPath}: ready${nginxPath ? `, and agrees with ${nginxPath}` : ''}.`);
    return EXIT.READY;
};
