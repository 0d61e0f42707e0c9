import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Every text/background pair passes WCAG AA (4.5:1): react-admin's default blue (3.1:1 under white) does not. */
const NAVY = '#0b3d91'; // 10.0:1 with white
const TEAL = '#00695c'; // 6.6:1 with white
// A disabled button's label: 5.2:1 on its grey (MUI's rgba(0,0,0,0.26) is 1.85:1). Disabled icons keep MUI's.
const DISABLED_LABEL = 'rgba(0, 0, 0, 0.6)';
const CONTROL_EDGE = '#767676'; // 4.5:1 with white: a field's outline
/** MUI's regular toolbar on a phone, react-admin's dense one from `sm` up. */
const HEADER_HEIGHT = { phone: 56, wider: 48 };
/** Past the header, room for a control's focus ring to show whole. */
export const FOCUS_ROOM = 8;

export const theme: RaThemeOptions = {
    ...defaultTheme,
    palette: {
        mode: 'light',
        primary: { main: NAVY, light: '#3f64b5', dark: '#062a66', contrastText: '#ffffff' },
        secondary: { main: TEAL, light: '#2e8b7f', dark: '#004d40', contrastText: '#ffffff' },
        error: { main: '#b3261e', contrastText: '#ffffff' }, // 6.5:1 on white
        success: { main: '#1b6e20', contrastText: '#ffffff' }, // 6.4:1 on white
        warning: { main: '#8a4b00', contrastText: '#ffffff' }, // 6.8:1 on white
        info: { main: '#0a5a9c', contrastText: '#ffffff' },
        background: { default: '#f4f6fa', paper: '#ffffff' },
        text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.68)' }, // 7.6:1 on the page
    },
    // Menus, dialogs, toasts and ripples appear at once for people who ask their system for less motion.
    motion: { reducedMotion: 'system' },
    shape: { borderRadius: 8 },
    typography: {
        fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.6rem', fontWeight: 600, lineHeight: 1.3 },
        h2: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
        h3: { fontSize: '1.1rem', fontWeight: 600 },
    },
    components: {
        ...defaultTheme.components,
        // The header slides back over the page whenever it scrolls up: Shift+Tab up a long page left the focused
        // control under it. The page scrolls as if its top were below the header, with room for the focus ring.
        MuiCssBaseline: {
            styleOverrides: (theme: Theme) => ({
                html: {
                    scrollPaddingTop: HEADER_HEIGHT.phone + FOCUS_ROOM,
                    [theme.breakpoints.up('sm')]: { scrollPaddingTop: HEADER_HEIGHT.wider + FOCUS_ROOM },
                },
            }),
        },
        // On the navy header the navy focus ring would not show: there it is white (10.0:1).
        MuiAppBar: {
            defaultProps: { color: 'primary' },
            styleOverrides: { root: { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: '#ffffff' } } },
        },
        // react-admin's skip link is white on the page's grey (1.1:1): navy on white here, with a white ring.
        RaSkipNavigationButton: {
            styleOverrides: {
                root: {
                    color: NAVY,
                    backgroundColor: '#ffffff',
                    '&:hover': { backgroundColor: '#ffffff' },
                    '&.Mui-focusVisible': { outlineColor: '#ffffff' },
                    // Below `sm` react-admin draws it as an empty 16 px icon button: its name, shown as its text.
                    '&.MuiIconButton-root': { borderRadius: 4, fontSize: '0.875rem', fontWeight: 500 },
                    '&.MuiIconButton-root::after': { content: 'attr(aria-label)' },
                },
            },
        },
        // Control edges are at least 3:1 (MUI's outlined button 2.3:1, text field 1.7:1).
        MuiButton: {
            defaultProps: { disableElevation: true },
            styleOverrides: {
                root: { '&.Mui-disabled': { color: DISABLED_LABEL } },
                outlined: { borderColor: 'currentColor' },
            },
        },
        MuiOutlinedInput: {
            styleOverrides: { notchedOutline: { borderColor: CONTROL_EDGE } },
        },
        // A filled field's underline (3.0:1 on its grey in MUI's).
        MuiFilledInput: {
            styleOverrides: { root: { '&::before': { borderBottomColor: CONTROL_EDGE } } },
        },
        MuiLink: { defaultProps: { underline: 'always' } },
        // No ripple: a press is answered by what it does, and a table of buttons renders no ripple trees.
        MuiButtonBase: {
            defaultProps: { disableRipple: true },
            styleOverrides: {
                root: { '&.Mui-focusVisible': { outline: `3px solid ${NAVY}`, outlineOffset: 2 } },
            },
        },
        // A pressed choice is filled navy with white words: MUI's pale tint (1.1:1) showed it by a hue alone.
        MuiToggleButton: {
            styleOverrides: {
                root: {
                    '&.Mui-selected, &.Mui-selected:hover': { color: '#ffffff', backgroundColor: NAVY },
                },
            },
        },
        RaMenuItemLink: {
            styleOverrides: {
                root: {
                    color: 'rgba(0, 0, 0, 0.78)',
                    '&.RaMenuItemLink-active': {
                        color: NAVY,
                        fontWeight: 600,
                        backgroundColor: 'rgba(11, 61, 145, 0.08)',
                    },
                    '& .RaMenuItemLink-icon': { color: 'inherit' },
                },
            },
        },
    },
};
