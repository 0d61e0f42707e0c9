import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** react-admin translates the pagination's items but not its own `aria-label="pagination navigation"`. */
export const LocalizedComponents = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    const label = translate('app.pagination.label');
    // A stable function: MUI recomputes the theme (and every styled component) when it changes.
    const localize = useCallback(
        (outer: Theme): Theme => ({
            ...outer,
            components: {
                ...outer.components,
                MuiPagination: {
                    ...outer.components?.MuiPagination,
                    defaultProps: { ...outer.components?.MuiPagination?.defaultProps, 'aria-label': label },
                },
            },
        }),
        [label]
    );
    return <ThemeProvider theme={localize}>{children}</ThemeProvider>;
};
