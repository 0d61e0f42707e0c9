/**
 * The product API contract (docs/api/README.md):
 *
 *   npm run api-contract                        writes docs/api/openapi.json from the answer schemas
 *   npm run api-contract -- check answers.har   checks recorded answers against docs/api/openapi.json
 *
 * The check exits with 1 when an answer does not conform (each one named), 2 when it could not run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { createServer } from 'vite';

const DOCUMENT = path.resolve('docs/api/openapi.json');

/** The app's modules read Vite's `import.meta.env` (src/config.ts): they load through Vite, as in the app. */
const loadThroughVite = async <Module>(file: string): Promise<Module> => {
    const server = await createServer({
        configFile: false,
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
        return (await server.ssrLoadModule(file)) as Module;
    } finally {
        await server.close();
    }
};

const write = async () => {
    const { buildApiContract } = await loadThroughVite<typeof import('./apiContract/document')>(
        '/scripts/apiContract/document.ts'
    );
    const text = JSON.stringify(buildApiContract());
    const options = { ...(await resolveConfig(DOCUMENT)), filepath: DOCUMENT };
    await writeFile(DOCUMENT, await format(text, options));
    console.log(`Wrote ${path.relative(process.cwd(), DOCUMENT)}`);
};

const check = async (harFile: string) => {
    const { answersOfHar, checkAnswer } = await import('./apiContract/answers');
    const document = JSON.parse(await readFile(DOCUMENT, 'utf8'));
    const answers = answersOfHar(JSON.parse(await readFile(harFile, 'utf8')));
    let refused = 0;
    let unknown = 0;
    for (const answer of answers) {
        const verdict = checkAnswer(document, answer);
        if (verdict.kind === 'conforms') continue;
        // A recording holds the page's own requests too (its scripts, its images): counted, not listed.
        if (verdict.kind === 'not a call') {
            unknown += 1;
            continue;
        }
        refused += 1;
        console.log(`${answer.method} ${answer.url} ${answer.status}: ${verdict.problems.join('; ')}`);
    }
    console.log(
        `${answers.length} answers: ${answers.length - refused - unknown} conform, ${refused} do not, ${unknown} are no call of the contract`
    );
    process.exitCode = refused > 0 ? 1 : 0;
};

const [command, argument] = process.argv.slice(2);
try {
    if (command === undefined) await write();
    else if (command === 'check' && argument) await check(argument);
    else {
        console.error('Usage: npm run api-contract [-- check <answers.har>]');
        process.exitCode = 2;
    }
} catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
}
