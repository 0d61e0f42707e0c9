import { useId, type ReactNode } from 'react';
import { Box, MenuItem, Paper, TextField, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RetryButton } from './States';

export const FilterCard = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', mb: 2 }}>
                {translate(title)}
            </Typography>
            {children}
        </Paper>
    );
};

export const FilterGrid = ({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) => (
    <Box
        sx={[
            {
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    lg: 'repeat(4, minmax(0, 1fr))',
                },
            },
            ...(Array.isArray(sx) ? sx : [sx]),
        ]}
    >
        {children}
    </Box>
);

interface FilterSelectBaseProps {
    label: string;
    value: string | undefined;
    /** Undefined while they load. `lang` where a name is not in the page's language (an API's English value). */
    options: Array<{ id: string; name: string; lang?: string }> | undefined;
    onChange: (value: string | undefined) => void;
    /** The first choice, the one that filters nothing ("Any", "All carriers"). */
    anyLabel: string;
    emptyText?: string;
    disabled?: boolean;
    helperText?: string;
}

export type FilterSelectProps = FilterSelectBaseProps &
    ({ error?: undefined } | { error: string | false | undefined; retry: () => unknown });

/**
 * A value chosen in a shared link stays selectable before (or without) its options. Options that loaded empty
 * say so (`emptyText`): an empty list is not the same as nothing to filter by.
 */
export const FilterSelect = (props: FilterSelectProps) => {
    const { label, value, options, onChange, anyLabel, error, emptyText, disabled, helperText } = props;
    const translate = useTranslate();
    const saysId = useId();
    const empty = !error && options !== undefined && options.length === 0;
    const retry = error && 'retry' in props ? props.retry : undefined;
    return (
        <TextField
            select
            size="small"
            label={label}
            value={value ?? ''}
            onChange={event => onChange(event.target.value || undefined)}
            disabled={disabled || (!options && !error)}
            error={Boolean(error)}
            helperText={
                error ? (
                    <>
                        <span id={saysId}>{translate(error)}</span> {retry && <RetryButton retry={retry} />}
                    </>
                ) : empty && emptyText ? (
                    translate(emptyText)
                ) : (
                    helperText
                )
            }
            slotProps={{
                // The field's description is what it says, not the Try again button beside it.
                select: { displayEmpty: true, SelectDisplayProps: error ? { 'aria-describedby': saysId } : undefined },
                inputLabel: { shrink: true },
            }}
            // A disabled field's help says why it is disabled: it must stay readable (contrast).
            sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        >
            <MenuItem value="">{translate(anyLabel)}</MenuItem>
            {value && !options?.some(option => option.id === value) && <MenuItem value={value}>{value}</MenuItem>}
            {(options ?? []).map(option => (
                <MenuItem key={option.id} value={option.id}>
                    {option.lang ? <span lang={option.lang}>{option.name}</span> : option.name}
                </MenuItem>
            ))}
        </TextField>
    );
};
