import { render, screen } from '@testing-library/react';
import { MenuItem, Select } from '@mui/material';
import { afterEach, describe, expect, it } from 'vitest';
import { expectLoggedErrors, unexpectedLogs, watchConsole } from '../harness/console';

/** A list whose children have no key: React's development build warns of it (once per kind of parent). */
const Keyless = ({ names }: { names: string[] }) => (
    <ul>
        {names.map(name => (
            <li>{name}</li>
        ))}
    </ul>
);

/** A list whose children share a key: React's development build warns of it each time. */
const SameKeys = ({ names }: { names: string[] }) => (
    <ul>
        {names.map(name => (
            <li key="same">{name}</li>
        ))}
    </ul>
);

describe('the console watch (tests/unit/setup.ts)', () => {
    // These tests log on purpose: the record starts afresh before the setup reads it.
    afterEach(() => watchConsole());

    it('runs the tests on React’s development build', () => {
        render(<Keyless names={['Maria', 'James']} />);
        expect(screen.getAllByRole('listitem')).toHaveLength(2);
        expect(unexpectedLogs()).toEqual([
            expect.stringMatching(/^console\.error \(react\): Each child in a list should have a unique "key" prop/),
        ]);
    });

    it('takes React’s warnings as unexpected even in a test whose failed calls log on purpose', () => {
        expectLoggedErrors();
        render(<SameKeys names={['Maria', 'James']} />);
        expect(unexpectedLogs()).toEqual([
            expect.stringMatching(/^console\.error \(react\): Encountered two children with the same key, `same`/),
        ]);
    });

    it('takes MUI’s warnings as unexpected', () => {
        expectLoggedErrors();
        render(
            <Select value="missing">
                <MenuItem value="shown">Shown</MenuItem>
            </Select>
        );
        expect(unexpectedLogs()).not.toEqual([]);
        for (const log of unexpectedLogs())
            expect(log).toMatch(/^console\.warn \(mui\): MUI: You have provided an out-of-range value `missing`/);
    });

    it('lets a test whose failed calls log on purpose log them, and no one else', () => {
        console.error('Failed to export', new Error('500'));
        expect(unexpectedLogs()).toEqual([
            expect.stringMatching(/^console\.error \(app\): Failed to export Error: 500/),
        ]);
        expectLoggedErrors();
        expect(unexpectedLogs()).toEqual([]);
    });
});
