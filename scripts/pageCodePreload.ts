/**
 * A page opened by its address asks for its code with the app's entry script, not once that script has run: over
 * a real network that is a round trip less before its first data (tests/e2e/shell/landingJs.spec.ts).
 *
 * The build reads which module each route loads from the app's own route declarations (`lazyPage(path, load)` and
 * `defineArea({ name, pages })`), with what loads beside it (its first call's code, its area's lazy API code, its
 * English texts), finds their chunks and the chunks they import, and writes a small script that the page runs
 * before the entry: it matches the address against the routes, as react-router ranks them, and adds a
 * `modulepreload` link for each file of the page's code. The app's own import of the page then finds
 * those files asked for already (Vite's preload helper skips a file a link names). A route declared in another
 * shape (a path that is not written out) is not preloaded: its page loads as before.
 */
import { readFile } from 'node:fs/promises';
import { parseAst, type Plugin } from 'vite';

export interface PageImport {
    /** The route, as react-router reads it (`/contracts/:id`). */
    route: string;
    /**
     * The page module, then what loads with it, as written in the imports (`./ContractList`): its first call's
     * module, its area's API code when that loads lazily, and its English texts.
     */
    specifiers: string[];
}

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode =>
    typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

const children = (node: AstNode): AstNode[] =>
    Object.entries(node).flatMap(([key, value]) =>
        key === 'type' ? [] : Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []
    );

const walk = (node: AstNode, visit: (node: AstNode) => void) => {
    visit(node);
    for (const child of children(node)) walk(child, visit);
};

const stringOf = (node: unknown) =>
    isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

const property = (object: AstNode, name: string) =>
    (object.properties as AstNode[]).find(
        candidate => candidate.type === 'Property' && isNode(candidate.key) && (candidate.key as AstNode).name === name
    )?.value as AstNode | undefined;

const isFunction = (node: unknown): node is AstNode =>
    isNode(node) && (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression');

/** Every route a module declares with the page module it loads. */
export const pageImportsIn = (source: string, fileName: string): PageImport[] => {
    const program = parseAst(source, { lang: fileName.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as AstNode;
    // Loaders and objects written once and used by several pages (`const requestPage = () => import('./RequestWizard')`,
    // a part's `{ name, texts }`).
    const loaders = new Map<string, AstNode>();
    const objects = new Map<string, AstNode>();
    walk(program, node => {
        if (node.type !== 'VariableDeclarator' || !isNode(node.id)) return;
        if (isFunction(node.init)) loaders.set(String(node.id.name), node.init);
        if (isNode(node.init) && node.init.type === 'ObjectExpression') objects.set(String(node.id.name), node.init);
    });
    const objectOf = (value: AstNode | undefined) =>
        value?.type === 'Identifier'
            ? objects.get(String(value.name))
            : value?.type === 'ObjectExpression'
              ? value
              : undefined;
    // English always loads beside the language in use, so its file is the same for every reader.
    const englishTexts = (owner: AstNode | undefined) => {
        const texts = objectOf(owner && property(owner, 'texts'));
        return texts && property(texts, 'en');
    };
    // The first module the loader imports, following a call to a loader written apart.
    const pageModuleOf = (loader: AstNode | undefined, seen = new Set<AstNode>()): string | undefined => {
        if (!loader || seen.has(loader)) return undefined;
        seen.add(loader);
        let found: string | undefined;
        walk(loader, node => {
            if (found) return;
            if (node.type === 'ImportExpression') found = stringOf(node.source);
            else if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier')
                found = pageModuleOf(loaders.get(String(node.callee.name)), seen);
        });
        return found;
    };
    const loaderOf = (value: AstNode | undefined) => {
        if (value?.type === 'Identifier') return loaders.get(String(value.name));
        return isFunction(value) ? value : undefined;
    };

    const found: PageImport[] = [];
    const add = (route: string | undefined, page: AstNode | undefined, ...alongside: Array<AstNode | undefined>) => {
        const specifier = pageModuleOf(loaderOf(page));
        if (route === undefined || !specifier) return;
        const others = alongside.flatMap(loader => pageModuleOf(loader) ?? []);
        found.push({ route, specifiers: [specifier, ...others] });
    };
    walk(program, node => {
        if (node.type !== 'CallExpression' || !isNode(node.callee) || node.callee.type !== 'Identifier') return;
        const [first, second, third] = node.arguments as AstNode[];
        if (node.callee.name === 'lazyPage') {
            const routes =
                first?.type === 'ArrayExpression' ? (first.elements as AstNode[]).map(stringOf) : [stringOf(first)];
            for (const route of routes) add(route, second, third);
        }
        if (node.callee.name === 'defineArea' && first?.type === 'ObjectExpression') {
            const area = stringOf(property(first, 'name'));
            const pages = property(first, 'pages');
            if (!area || pages?.type !== 'ArrayExpression') return;
            // A lazy API area's code loads on the page's first call, once the page has drawn.
            const api = property(first, 'api');
            const apiCode = api?.type === 'CallExpression' && isNode(api.callee) && api.callee.name === 'lazyApiArea';
            for (const page of pages.elements as AstNode[]) {
                if (page.type !== 'ObjectExpression') continue;
                const pagePath = stringOf(property(page, 'path'));
                const address = stringOf(property(page, 'address'));
                const route =
                    address ?? (pagePath === undefined ? undefined : `/${area}${pagePath ? `/${pagePath}` : ''}`);
                const part = objectOf(property(page, 'part'));
                add(
                    route,
                    property(page, 'load'),
                    property(page, 'early'),
                    apiCode ? api : undefined,
                    englishTexts(first),
                    englishTexts(part)
                );
            }
        }
    });
    return found;
};

/**
 * Runs in the page, before the entry script: no import, nothing but the address and the document. Ranked with
 * react-router's scores (a written segment 10, a parameter 3, a trailing `*` -2, one per segment), letters in any
 * case; an empty segment inside the address matches nothing, as there.
 */
export const preloadOpenedPage = (files: string[], routes: Array<[string, number[]]>) => {
    const decoded = (segment: string) => {
        try {
            return decodeURIComponent(segment).toLowerCase();
        } catch {
            return segment.toLowerCase();
        }
    };
    const path = location.pathname.replace(/^\/|\/$/g, '');
    const segments = path === '' ? [] : path.split('/');
    let best: number[] | undefined;
    let bestScore = -1;
    for (const [route, fileIndexes] of routes) {
        const parts = route.split('/').filter(Boolean);
        const rest = parts[parts.length - 1] === '*';
        const fixed = rest ? parts.slice(0, -1) : parts;
        if (rest ? segments.length < fixed.length : segments.length !== fixed.length) continue;
        let score = parts.length + (rest ? -2 : 0);
        const matches = fixed.every((part, index) => {
            const parameter = part.startsWith(':');
            score += parameter ? 3 : 10;
            return segments[index] !== '' && (parameter || part.toLowerCase() === decoded(segments[index]));
        });
        if (matches && score > bestScore) {
            best = fileIndexes;
            bestScore = score;
        }
    }
    for (const index of best ?? []) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        // Tells this preload's links from those the app's own imports add (tests/e2e/shell/landingJs.spec.ts).
        link.dataset.openedPage = '';
        link.href = files[index];
        document.head.appendChild(link);
    }
};

/** The script's text for these routes and their files (addresses from the site's root). */
export const pageCodePreloadScript = (routes: ReadonlyArray<{ route: string; files: readonly string[] }>) => {
    const files = [...new Set(routes.flatMap(route => route.files))].sort();
    // In a fixed order, so the same code builds the same file (the modules are read in no set order).
    const table = [...routes]
        .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
        .map(({ route, files: own }) => [route, own.map(file => files.indexOf(file))]);
    return `(${preloadOpenedPage.toString()})(${JSON.stringify(files)},${JSON.stringify(table)});\n`;
};

const DECLARES_PAGES = /\b(lazyPage|defineArea)\(/;

/** The build step; in development nothing is bundled, so there is nothing to preload. */
export const pageCodePreload = (): Plugin => {
    const pageModules = new Map<string, string[]>();
    let base = '/';
    return {
        name: 'producer-hub-page-code-preload',
        apply: 'build',
        // After Vite's own HTML step, which puts index.html in the bundle this step writes the script's tag into.
        enforce: 'post',
        configResolved(config) {
            base = config.base;
        },
        buildStart() {
            pageModules.clear();
        },
        // The code here is already compiled: a module that declares pages is read again as written.
        async transform(code, id) {
            const file = id.split('?')[0];
            if (file.includes('node_modules') || !/\.tsx?$/.test(file) || !DECLARES_PAGES.test(code)) return null;
            for (const { route, specifiers } of pageImportsIn(await readFile(file, 'utf8'), file)) {
                const [page, ...alongside] = await Promise.all(
                    specifiers.map(specifier => this.resolve(specifier, file))
                );
                // The page first: a module loaded beside it must never be taken for it.
                if (page)
                    pageModules.set(route, [page.id, ...alongside.flatMap(module => (module ? [module.id] : []))]);
            }
            return null;
        },
        generateBundle(_options, bundle) {
            const chunks = Object.values(bundle).flatMap(output => (output.type === 'chunk' ? [output] : []));
            const byFile = new Map(chunks.map(chunk => [chunk.fileName, chunk]));
            const withImports = (fileName: string, into = new Set<string>()) => {
                if (into.has(fileName)) return into;
                into.add(fileName);
                for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
                return into;
            };
            const atStart = new Set(
                chunks.filter(chunk => chunk.isEntry).flatMap(chunk => [...withImports(chunk.fileName)])
            );
            const pageChunk = new Map(
                chunks.flatMap(chunk =>
                    chunk.isDynamicEntry && chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : []
                )
            );
            const routes = [...pageModules].flatMap(([route, moduleIds]) => {
                const [page, ...alongside] = moduleIds.map(moduleId => pageChunk.get(moduleId));
                if (!page) {
                    this.warn(`${route}: its page module has no chunk of its own, so its code is not preloaded`);
                    return [];
                }
                const files = new Set<string>();
                for (const chunk of [page, ...alongside]) if (chunk) withImports(chunk.fileName, files);
                return [{ route, files: [...files].filter(file => !atStart.has(file)).map(file => `${base}${file}`) }];
            });
            const reference = this.emitFile({
                type: 'asset',
                name: 'page-code.js',
                source: pageCodePreloadScript(routes),
            });
            const html = bundle['index.html'];
            if (html?.type !== 'asset') throw new Error('The page code preload needs index.html in the bundle');
            // Before the entry, and run before it (module scripts run in order): a tiny file, asked for with the entry.
            const tag = `<script type="module" crossorigin src="${base}${this.getFileName(reference)}"></script>`;
            html.source = String(html.source).replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
            if (!String(html.source).includes(tag)) throw new Error('index.html has no entry script to precede');
        },
    };
};
