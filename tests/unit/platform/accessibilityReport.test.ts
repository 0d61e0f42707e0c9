import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAMP_END, STAMP_START } from '../../../scripts/a11y/stamp';

/*
 * docs/accessibility.md is the conformance report a buyer reads. Each row must rest on something anyone can run
 * again: a test file that exists or a section of the audit's output (npm run audit:a11y). Its heading must come
 * from the same audit run as that output, its terms must be VPAT's, and every WCAG 2.1 and 2.2 criterion of levels
 * A and AA must have its row in the table of its level.
 */

const root = path.resolve(__dirname, '../../..');
const report = readFileSync(path.join(root, 'docs/accessibility.md'), 'utf8');
const audit = readFileSync(path.join(root, 'docs/accessibility-audit.md'), 'utf8');

// prettier-ignore
const LEVEL_A = [
    '1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.3.1', '1.3.2', '1.3.3', '1.4.1', '1.4.2', '2.1.1', '2.1.2', '2.1.4',
    '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.5.1', '2.5.2', '2.5.3', '2.5.4', '3.1.1',
    '3.2.1', '3.2.2', '3.2.6', '3.3.1', '3.3.2', '3.3.7', '4.1.1', '4.1.2',
];
// prettier-ignore
const LEVEL_AA = [
    '1.2.4', '1.2.5', '1.3.4', '1.3.5', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13', '2.4.5',
    '2.4.6', '2.4.7', '2.4.11', '2.5.7', '2.5.8', '3.1.2', '3.2.3', '3.2.4', '3.3.3', '3.3.4', '3.3.8', '4.1.3',
];
/** Added by WCAG 2.2; 4.1.1 is the one 2.2 removed. */
const ONLY_22 = ['3.2.6', '3.3.7', '2.4.11', '2.5.7', '2.5.8', '3.3.8'];
const TERMS = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'];

interface Row {
    criterion: string;
    name: string;
    conformance: string;
    remarks: string;
    checkedBy: string;
}

/** The rows of the table under a heading, up to the next heading. */
const tableUnder = (heading: string): Row[] => {
    const start = report.indexOf(`\n${heading}\n`);
    expect(start, `heading "${heading}"`).toBeGreaterThan(-1);
    const rest = report.slice(start + heading.length + 2);
    const section = rest.slice(0, rest.search(/\n#{1,3} /) >= 0 ? rest.search(/\n#{1,3} /) : undefined);
    return section
        .split('\n')
        .filter(line => /^\| \d/.test(line))
        .map(line => {
            const [name, conformance, remarks, checkedBy] = line
                .slice(1, -1)
                .split(/(?<!\\)\|/)
                .map(cell => cell.trim());
            return { criterion: name.split(' ')[0], name, conformance, remarks, checkedBy };
        });
};

const levelA = tableUnder('## Table 1: Success Criteria, Level A');
const levelAA = tableUnder('## Table 2: Success Criteria, Level AA');
const rows = [...levelA, ...levelAA];

const auditSections = [...audit.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);

const testFileOf = (cited: string) =>
    cited.endsWith('.spec.ts') ? path.join(root, 'tests/e2e', cited) : path.join(root, 'tests/unit', cited);

describe('the accessibility conformance report', () => {
    it('has a row for every WCAG 2.1 and 2.2 criterion of level A and AA, in its level’s table, once', () => {
        expect(levelA.map(row => row.criterion)).toEqual(LEVEL_A);
        expect(levelAA.map(row => row.criterion)).toEqual(LEVEL_AA);
        for (const row of rows) {
            expect(row.name.includes('(WCAG 2.2 only)'), row.criterion).toBe(ONLY_22.includes(row.criterion));
        }
        expect(rows.find(row => row.criterion === '4.1.1')?.name).toContain('(WCAG 2.0 and 2.1 only)');
    });

    it('uses VPAT’s conformance terms only, with a remark on every row', () => {
        for (const row of rows) {
            expect(TERMS, row.criterion).toContain(row.conformance);
            expect(row.remarks.length, row.criterion).toBeGreaterThan(10);
        }
    });

    it('names beside each criterion a test file that exists or a section of the audit’s output', () => {
        for (const row of rows) {
            const files = [...row.checkedBy.matchAll(/`([^`]+\.(?:spec|test)\.tsx?)`/g)].map(([, file]) => file);
            const sections = [...row.checkedBy.matchAll(/audit “([^”]+)”/g)].map(([, section]) => section);
            expect(files.length + sections.length, `${row.criterion} is checked by nothing`).toBeGreaterThan(0);
            for (const file of files) expect(existsSync(testFileOf(file)), `${row.criterion}: ${file}`).toBe(true);
            for (const section of sections) {
                expect(
                    auditSections.some(heading => heading.startsWith(section)),
                    `${row.criterion}: audit “${section}”`
                ).toBe(true);
            }
        }
    });

    it('counts its rows as its tables say', () => {
        for (const [level, table] of [
            ['A', levelA],
            ['AA', levelAA],
        ] as const) {
            const counts = TERMS.map(term => `${table.filter(row => row.conformance === term).length} ${term}`);
            expect(report).toContain(`Level ${level} (${table.length} criteria): ${counts.join(', ')}.`);
        }
    });

    it('carries the heading of the audit run whose output it cites', () => {
        const stamp = (text: string) => {
            const start = text.indexOf(STAMP_START);
            const end = text.indexOf(STAMP_END);
            expect(start, 'the report’s audit-run markers').toBeGreaterThan(-1);
            return text.slice(start + STAMP_START.length, end).trim();
        };
        const heading = stamp(report);
        expect(heading).toMatch(/^\*\*Name of Product\/Version:\*\* Producer Hub `producer-hub` [\d.]+ /);
        expect(heading).toMatch(/\*\*Report Date:\*\* \d{1,2} \w+ \d{4}, the day of the audit run/);
        for (const line of heading.split('\n').filter(Boolean)) expect(audit).toContain(line);
    });
});
