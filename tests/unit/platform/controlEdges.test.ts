import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/layout/theme';

/** A style override of the theme, as the theme states it. */
const override = (component: string, slot: string) =>
    (theme.components as Record<string, { styleOverrides?: Record<string, Record<string, unknown>> }>)[component]
        ?.styleOverrides?.[slot];

// The grey of a filled field, on white: rgba(0, 0, 0, 0.06).
const FILLED_FIELD = '#f0f0f0';

describe('the edges that tell a control from the page (3:1 at least)', () => {
    it('a text field’s outline, against white', () => {
        const edge = override('MuiOutlinedInput', 'notchedOutline')?.borderColor as string;
        expect(getContrastRatio(edge, '#ffffff')).toBeGreaterThanOrEqual(3);
    });

    it('a filled field’s underline, against its grey', () => {
        const before = override('MuiFilledInput', 'root')?.['&::before'] as { borderBottomColor: string };
        expect(getContrastRatio(before.borderBottomColor, FILLED_FIELD)).toBeGreaterThanOrEqual(3);
    });

    it('an outlined button’s outline: its label’s own colour', () => {
        expect(override('MuiButton', 'outlined')).toEqual({ borderColor: 'currentColor' });
    });
});
