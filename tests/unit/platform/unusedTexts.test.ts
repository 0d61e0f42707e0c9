import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en';
import { AREA_TEXTS } from '../../../resources';

/**
 * Every text in the catalogues is asked for by some production file: a key nobody asks for is a text nobody
 * sees, and it drifts from the live one it duplicates. Keys are often built rather than written whole, so the
 * scan reads every string of the production code (comments left out) and counts a key as used when
 *   1. a string is the key itself, or a string ending with '.' starts it (`'app.status.' + name`);
 *   2. a template starts it before its first `${` (`ra.navigation.${type}`, `statuses.${status}`);
 *   3. a string names a start of the key and a template piece after a `${…}` names the rest:
 *      `const T = 'app.quickLinks'` with `${T}.title`, or, in the same file, with `${T}.${name}` for every key
 *      under it.
 * An area's key (merged under `resources.<name>`) is also used when the part after that prefix is, since an
 * area can name its keys from its own start. react-admin's own `ra.*` texts are its concern, not ours.
 */

type Tree = { [key: string]: string | Tree };

const ROOT = path.resolve(__dirname, '../../..');

/** Keys used in a way the scan cannot see, each with why. A key ending with '.' stands for every key under it. */
const ALLOWED: Record<string, string> = {
    'app.demo.':
        "The demo's toolbar and sign-in page (mocks/) take this part of the catalogue as an object, not by key.",
};

const leaves = (tree: Tree, prefix: string): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`)
    );

const isCatalogue = (file: string) => /[/\\]i18n[/\\](en|es|ra-es)\.ts$/.test(file);

const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap(name => {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) return sourceFiles(file);
        return /\.tsx?$/.test(name) && !isCatalogue(file) ? [file] : [];
    });

/** Up to its last '.': the part of a string that can name the start of a key. */
const upToLastDot = (text: string) => text.slice(0, text.lastIndexOf('.') + 1);

type FileStrings = { whole: Set<string>; fillsAGroup: boolean };

/**
 * The strings of the production code, sorted by the part of a key they can stand for. A template that names no
 * part of the rest (`${T}.${name}`) counts only with a start written in the same file: a string naming a group in
 * one file and any `${a}.${b}` in another would otherwise pass every key of the group.
 */
const readStrings = () => {
    const whole = new Set<string>();
    const starts = new Set<string>();
    const endings = new Set<string>();
    const openEndings = new Set<string>();
    const files: FileStrings[] = [];
    const readFile = (source: ts.SourceFile) => {
        const file = { whole: new Set<string>(), fillsAGroup: false };
        const visit = (node: ts.Node) => {
            if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
                whole.add(node.text);
                file.whole.add(node.text);
                if (node.text.endsWith('.')) starts.add(node.text);
            } else if (ts.isTemplateExpression(node)) {
                if (upToLastDot(node.head.text)) starts.add(upToLastDot(node.head.text));
                for (const span of node.templateSpans) {
                    const piece = span.literal.text;
                    if (!piece.startsWith('.')) continue;
                    if (ts.isTemplateTail(span.literal)) endings.add(piece);
                    else if (upToLastDot(piece) === '.') file.fillsAGroup = true;
                    else openEndings.add(upToLastDot(piece));
                }
            }
            ts.forEachChild(node, visit);
        };
        visit(source);
        files.push(file);
    };
    for (const dir of ['src', 'resources', 'i18n'])
        for (const file of sourceFiles(path.join(ROOT, dir))) {
            const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
            readFile(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind));
        }
    return { whole, starts: [...starts], endings, openEndings: [...openEndings], files };
};

const strings = readStrings();

/**
 * Whether the code names a key written out from the catalogue's root (`messages.errors.generic`). A start that
 * names a whole part (`messages.`, or an area's `resources.renewals.` in a helper taking the rest) says nothing
 * of which keys under it are asked for, so it does not count.
 */
const isNamedWhole = (key: string, isRoot: (start: string) => boolean) => {
    if (strings.whole.has(key)) return true;
    if (strings.starts.some(start => key.startsWith(start) && !isRoot(start))) return true;
    for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
        const constant = key.slice(0, dot);
        const rest = key.slice(dot);
        if (strings.whole.has(constant)) {
            if (strings.endings.has(rest)) return true;
            if (strings.openEndings.some(ending => rest.startsWith(ending) && !isRoot(constant + ending))) return true;
        }
        const filled =
            !isRoot(`${constant}.`) && strings.files.some(file => file.fillsAGroup && file.whole.has(constant));
        if (filled) return true;
    }
    return false;
};

/**
 * Whether the code names an area's key from the area's own start: `text('title')`, `text(`statuses.${status}`)`,
 * or `text(`${kind}.title`)` with `kind` one of the area's strings. Only a whole rest counts after a string
 * here: its first words (`title`, `fields`) are strings in most files.
 */
const isNamedInArea = (key: string) => {
    if (strings.whole.has(key) || strings.starts.some(start => key.startsWith(start))) return true;
    for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
        if (strings.whole.has(key.slice(0, dot)) && strings.endings.has(key.slice(dot))) return true;
    }
    return false;
};

const isAllowed = (key: string) =>
    Object.keys(ALLOWED).some(allowed => (allowed.endsWith('.') ? key.startsWith(allowed) : key === allowed));

describe('text catalogues', async () => {
    const areas = await Promise.all(
        AREA_TEXTS.map(async area => ({ name: area.name, texts: (await area.texts.en()).default as Tree }))
    );

    it('hold no key that the production code never asks for', () => {
        const areaStarts = new Set(areas.map(area => `resources.${area.name}.`));
        const isRoot = (start: string) => !start.slice(0, -1).includes('.') || areaStarts.has(start);
        const { ra: _reactAdmin, ...shell } = en as unknown as Tree;
        const unused = leaves(shell, '').filter(key => !isNamedWhole(key, isRoot) && !isAllowed(key));
        for (const area of areas)
            for (const key of leaves(area.texts, '')) {
                const full = `resources.${area.name}.${key}`;
                if (!isNamedWhole(full, isRoot) && !isNamedInArea(key) && !isAllowed(full)) unused.push(full);
            }
        expect(unused).toEqual([]);
    });

    it('allow only keys that exist', () => {
        const all = [
            ...leaves(en as unknown as Tree, ''),
            ...areas.flatMap(area => leaves(area.texts, `resources.${area.name}.`)),
        ];
        for (const allowed of Object.keys(ALLOWED))
            expect(
                all.some(key => (allowed.endsWith('.') ? key.startsWith(allowed) : key === allowed)),
                allowed
            ).toBe(true);
    });
});
