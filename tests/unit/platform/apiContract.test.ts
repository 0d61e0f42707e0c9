import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApiContract } from '../../../scripts/apiContract/document';
import { SPEC_CALLS } from './specCalls';

/* docs/api/openapi.json is what the answer schemas make of the calls, and names every call of the spec. */

const root = path.resolve(__dirname, '../../..');
const published = JSON.parse(readFileSync(path.join(root, 'docs/api/openapi.json'), 'utf8')) as ReturnType<
    typeof buildApiContract
>;

const operations = Object.entries(published.paths).flatMap(([address, methods]) =>
    Object.keys(methods).map(method => `${method.toUpperCase()} ${address}`)
);

/** The product spec, kept beside the repository (not in it). */
const SPEC_FILES = [
    'part-1-shell-contracts-licenses-producers.md',
    'part-2-requests-enrollments-statements-and-more.md',
].map(name => path.join(root, '../shared/spec', name));

/** The rows of the spec's call tables: part 1's table and part 2's list, each under "## 7. The calls it makes". */
const specCallLines = () =>
    SPEC_FILES.map(file => readFileSync(file, 'utf8'))
        .join('\n')
        .split(/^## /m)
        .filter(section => section.startsWith('7. The calls it makes'))
        .flatMap(section => section.split('\n'))
        .filter(line => /^(\| |- )(GET|POST|PATCH|PUT|DELETE) /.test(line));

describe('the API contract', () => {
    it('is the document the answer schemas make (npm run api-contract writes it)', () => {
        expect(published).toEqual(JSON.parse(JSON.stringify(buildApiContract())));
    });

    it("has an operation for each of the spec's calls", () => {
        for (const call of SPEC_CALLS) for (const operation of call.operations) expect(operations).toContain(operation);
    });

    it.skipIf(!SPEC_FILES.every(existsSync))("lists every call of the spec's call tables", () => {
        const lines = specCallLines();
        expect(lines.length).toBeGreaterThan(50);
        for (const line of lines)
            expect(
                SPEC_CALLS.some(call => line.includes(call.spec)),
                `no call listed for: ${line}`
            ).toBe(true);
        for (const call of SPEC_CALLS)
            expect(
                lines.some(line => line.includes(call.spec)),
                `not in the spec: ${call.spec}`
            ).toBe(true);
    });

    it('refers only to what it holds, and names each operation once', () => {
        const text = JSON.stringify(published);
        const refs = [...text.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
        expect(refs.length).toBeGreaterThan(100);
        const components = published.components as Record<string, Record<string, unknown>>;
        for (const [ref, kind, name] of refs) expect(components[kind]?.[name], ref).toBeDefined();
        const ids = [...text.matchAll(/"operationId":"([^"]+)"/g)].map(([, id]) => id);
        expect(new Set(ids).size).toBe(operations.length);
    });

    it('gives every operation its answers and errors', () => {
        for (const methods of Object.values(published.paths))
            for (const operation of Object.values(methods) as Array<{ responses: Record<string, unknown> }>) {
                expect(Object.keys(operation.responses).some(status => /^2/.test(status))).toBe(true);
                expect(operation.responses.default).toEqual({ $ref: '#/components/responses/Failure' });
            }
    });
});
