/**
 * The report's heading lines that come from an audit run: the product's name and version as package.json gives
 * them, the run's date and commit. The audit writes them at the top of its own output and between the markers in
 * docs/accessibility.md, so the report's date is the day its findings were made, never a date typed by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const STAMP_START = '<!-- audit-run: written by npm run audit:a11y -->';
export const STAMP_END = '<!-- /audit-run -->';

export interface RunStamp {
    /** package.json's name, as npm knows the product. */
    packageName: string;
    version: string;
    /** The run's day, as "28 November 2026" (UTC). */
    date: string;
    commit: string;
}

export const runStamp = (root: string, now: Date, commit: string): RunStamp => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
    };
    return {
        packageName: manifest.name,
        version: manifest.version,
        date: now.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
        commit,
    };
};

/** The lines both files carry, word for word, so that a test can tell they come from the same run. */
export const stampLines = (stamp: RunStamp) => [
    `**Name of Product/Version:** Producer Hub \`${stamp.packageName}\` ${stamp.version} (package.json)`,
    '',
    `**Report Date:** ${stamp.date}, the day of the audit run (\`npm run audit:a11y\`, commit ${stamp.commit})`,
];

/** Puts the stamp between the report's markers; a report without them is left alone and said to be so. */
export const stampReport = (file: string, stamp: RunStamp) => {
    const text = readFileSync(file, 'utf8');
    const start = text.indexOf(STAMP_START);
    const end = text.indexOf(STAMP_END);
    if (start < 0 || end < start) return false;
    const stamped = [text.slice(0, start + STAMP_START.length), '', ...stampLines(stamp), '', text.slice(end)].join(
        '\n'
    );
    writeFileSync(file, stamped);
    return true;
};
