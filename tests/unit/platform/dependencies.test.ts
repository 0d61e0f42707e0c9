import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What package.json declares is what the code uses: a package the code imports is declared (not resolved only
 * because another package happens to bring it, at whatever version that one's range picks), and a runtime
 * dependency is one the app imports or one a library it imports asks its host for (a peer dependency).
 */

const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
};

const CODE = /\.(ts|tsx|js|mjs)$/;
const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap(name => {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) return filesUnder(file);
        return CODE.test(name) ? [file] : [];
    });

const SPECIFIERS = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const BUILTINS = new Set(builtinModules);

/** The packages a set of files imports (a scoped package by its scope and name), with a file that does. */
const importedPackages = (files: readonly string[]) => {
    const found = new Map<string, string>();
    for (const file of files) {
        const source = readFileSync(file, 'utf8');
        for (const pattern of SPECIFIERS)
            for (const [, specifier] of source.matchAll(pattern)) {
                if (/^[./]/.test(specifier) || specifier.startsWith('node:') || specifier.startsWith('virtual:'))
                    continue;
                const parts = specifier.split('/');
                const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
                if (!BUILTINS.has(name) && !found.has(name)) found.set(name, path.relative(root, file));
            }
    }
    return found;
};

const appFiles = ['src', 'resources', 'i18n'].flatMap(dir => filesUnder(path.join(root, dir)));
const everyFile = [
    ...appFiles,
    ...['mocks', 'tests', 'scripts'].flatMap(dir => filesUnder(path.join(root, dir))),
    ...readdirSync(root)
        .filter(name => CODE.test(name))
        .map(name => path.join(root, name)),
];

describe('declared dependencies', () => {
    it('every package the code imports is declared in package.json', () => {
        const declared = { ...manifest.dependencies, ...manifest.devDependencies };
        const undeclared = [...importedPackages(everyFile)]
            .filter(([name]) => !(name in declared))
            .map(([name, file]) => `${name} (imported by ${file})`);
        expect(undeclared).toEqual([]);
    });

    it('the app imports each of its runtime dependencies, or a library it imports asks for it as a peer', () => {
        const imported = importedPackages(appFiles);
        const peers = new Set(
            [...imported.keys()].flatMap(name => {
                const library = JSON.parse(
                    readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')
                ) as { peerDependencies?: Record<string, string> };
                return Object.keys(library.peerDependencies ?? {});
            })
        );
        const unused = Object.keys(manifest.dependencies).filter(name => !imported.has(name) && !peers.has(name));
        expect(unused).toEqual([]);
    });
});
