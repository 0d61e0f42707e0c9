import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../src/auth/safeReturnPath';

const HOSTILE = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/./..//evil.example/x',
    '/a/..//evil.example',
    '/%2e//evil.example',
    'https://evil.example',
    'http:/evil.example',
    'HTTPS://evil.example/contracts',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/\u0000/evil.example',
    'evil.example',
    '',
    '?returnUrl=x',
    '#/evil',
];

describe('safeReturnPath', () => {
    it.each(HOSTILE)('turns %j into the home path', input => {
        expect(safeReturnPath(input)).toBe('/');
    });

    it('gives nothing but "/" for missing values', () => {
        expect(safeReturnPath(null)).toBe('/');
        expect(safeReturnPath(undefined)).toBe('/');
    });

    it('keeps same-origin paths with their query and hash', () => {
        expect(safeReturnPath('/contracts?agentId=1#x')).toBe('/contracts?agentId=1#x');
        expect(safeReturnPath('/licenses/submission?agencyId=201')).toBe('/licenses/submission?agencyId=201');
        expect(safeReturnPath('/a/../contracts')).toBe('/contracts');
    });

    it('keeps encoded slashes encoded, so they stay one path segment of this origin', () => {
        expect(safeReturnPath('/%2f%2fevil.example')).toBe('/%2f%2fevil.example');
        expect(safeReturnPath('/%5c%5cevil.example')).toBe('/%5c%5cevil.example');
    });

    it('only ever outputs a path that starts with exactly one slash and is stable when checked again', () => {
        for (const input of [...HOSTILE, '/contracts', '/%2f%2fx', '/./x', '/x//y']) {
            const output = safeReturnPath(input);
            expect(output).toMatch(/^\/(?![/\\])/);
            expect(new URL(output, 'https://portal.example').origin).toBe('https://portal.example');
            expect(safeReturnPath(output)).toBe(output);
        }
    });
});
