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
 *   3. a string names a start of the key and the last piece of a template, after a `${…}`, names the rest
 *      (`${prefix}.title`).
 * A template's `${NAME}` reads as the constant NAME stands for: `${T}.title` with `const T = 'app.quickLinks'` is
 * `app.quickLinks.title`, and `${T}.${name}` starts every key under `app.quickLinks.`.
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

type Constants = Map<string, ts.Expression>;

/** Top-level `const NAME = …` of a file, by name: what a template's `${NAME}` may stand for. */
const constantsOf = (source: ts.SourceFile): Constants => {
    const constants: Constants = new Map();
    for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations)
            if (ts.isIdentifier(declaration.name) && declaration.initializer)
                constants.set(declaration.name.text, declaration.initializer);
    }
    return constants;
};

const readSources = () =>
    ['src', 'resources', 'i18n'].flatMap(dir =>
        sourceFiles(path.join(ROOT, dir)).map(file => {
            const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
            return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
        })
    );

/** The strings of the production code, sorted by the part of a key they can stand for (the rules above). */
const readStrings = () => {
    const sources = readSources();
    const local = new Map(sources.map(source => [source, constantsOf(source)]));
    const exported = new Map<string, Array<{ source: ts.SourceFile; value: ts.Expression }>>();
    for (const [source, constants] of local)
        for (const [name, value] of constants) exported.set(name, [...(exported.get(name) ?? []), { source, value }]);

    /**
     * The text an expression stands for, when the code says it whole. A name is the file's own constant, or else
     * the one constant of that name in the code (the file imports it): a `${a}.${b}` whose `a` is no constant
     * starts nothing, where a start written in one file and such a template in another once passed a whole group.
     */
    const textOf = (node: ts.Expression, source: ts.SourceFile, seen = new Set<ts.Node>()): string | undefined => {
        if (seen.has(node)) return undefined;
        seen.add(node);
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
        if (ts.isIdentifier(node)) {
            const own = local.get(source)?.get(node.text);
            if (own) return textOf(own, source, seen);
            const found = exported.get(node.text) ?? [];
            const texts = new Set(found.map(({ source: from, value }) => textOf(value, from, seen)));
            return texts.size === 1 ? [...texts][0] : undefined;
        }
        if (ts.isTemplateExpression(node)) {
            const { text, whole } = readTemplate(node, source, seen);
            return whole ? text : undefined;
        }
        return undefined;
    };

    /** A template's text up to its first part the code does not say. */
    const readTemplate = (node: ts.TemplateExpression, source: ts.SourceFile, seen = new Set<ts.Node>()) => {
        let text = node.head.text;
        for (const span of node.templateSpans) {
            const part = textOf(span.expression, source, seen);
            if (part === undefined) return { text, whole: false };
            text += part + span.literal.text;
        }
        return { text, whole: true };
    };

    const whole = new Set<string>();
    const starts = new Set<string>();
    const endings = new Set<string>();
    for (const source of sources) {
        const visit = (node: ts.Node) => {
            if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
                whole.add(node.text);
                if (node.text.endsWith('.')) starts.add(node.text);
            } else if (ts.isTemplateExpression(node)) {
                const read = readTemplate(node, source);
                if (read.whole) whole.add(read.text);
                else if (upToLastDot(read.text)) starts.add(upToLastDot(read.text));
                const tail = node.templateSpans.at(-1)!.literal.text;
                if (!read.whole && tail.startsWith('.')) endings.add(tail);
            }
            ts.forEachChild(node, visit);
        };
        visit(source);
    }
    return { whole, starts: [...starts], endings };
};

const strings = readStrings();

/**
 * Whether the code names a key written out from the catalogue's root (`messages.errors.generic`). A start that
 * names a whole part (`messages.`, or an area's `resources.renewals.` in a helper taking the rest) says nothing
 * of which keys under it are asked for, so it does not count. A key's start in one place and its exact rest after
 * a `${…}` in another (a helper given the start: `${prefix}.title`) count together.
 */
const isNamedWhole = (key: string, isRoot: (start: string) => boolean) => {
    if (strings.whole.has(key)) return true;
    if (strings.starts.some(start => key.startsWith(start) && !isRoot(start))) return true;
    for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1))
        if (strings.whole.has(key.slice(0, dot)) && strings.endings.has(key.slice(dot))) return true;
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
