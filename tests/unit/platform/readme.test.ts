import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_CARDS } from '../../../scripts/benchLanding';

/* What the README and docs/bench.md state about setting up and measuring agrees with what the repository does. */

const root = path.resolve(__dirname, '../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const bench = readFileSync(path.join(root, 'docs/bench.md'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: Record<string, string>;
};

describe('the README', () => {
    it('names the Node and npm versions package.json requires', () => {
        const [, lines = '', npm] =
            /## Two commands \(Node ([\d.+, or]+) with its npm, (\d+) or later\)/.exec(readme) ?? [];
        const versions = lines.split(/, | or /).map(line => line.replace(/\+$/, ''));
        const ranges = versions.map((version, index) =>
            index === versions.length - 1 ? `>=${version}` : `^${version}`
        );
        expect(manifest.engines).toEqual({ node: ranges.join(' || '), npm: `>=${npm}` });
    });

    it('names every setting the set-up scripts read, and what they install', () => {
        const testAll = readFileSync(path.join(root, 'scripts', 'test-all.sh'), 'utf8');
        const packages = [...testAll.matchAll(/scripts\/ensure-package\.sh ([\w-]+) /g)].map(([, name]) => name);
        expect(packages).toEqual(['chromium', 'nginx', 'fonts-liberation']);
        for (const name of packages) expect(readme).toContain(`scripts/ensure-package.sh ${name}`);
        for (const program of ['chromium', 'nginx']) expect(readme).toContain(`${program.toUpperCase()}_PATH=`);
        expect(readme).toMatch(
            /apt-get install\s+--no-install-recommends\s+chromium` \/ `nginx` \/ `fonts-liberation`/
        );
    });

    it("counts the dashboard's cards as the bench waits for them", () => {
        const words = [
            'zero',
            'one',
            'two',
            'three',
            'four',
            'five',
            'six',
            'seven',
            'eight',
            'nine',
            'ten',
            'eleven',
            'twelve',
        ];
        expect(bench).toContain(`all ${words[DASHBOARD_CARDS]} of agent 101's cards`);
    });
});
