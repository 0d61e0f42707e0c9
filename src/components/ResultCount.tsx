import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The status region is there from the start, empty: one added with its text already in it is not always announced. */
export const ResultCount = ({ message }: { message: string }) => {
    const translate = useTranslate();
    const { total, error, isPending } = useListContext();
    const known = !isPending && !error && total !== undefined;
    return (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: known ? 1 : 0 }}>
            {known ? translate(message, { smart_count: total }) : null}
        </Typography>
    );
};

/** A list's card: the count of what the list holds, then the list. */
export const ListCard = ({ count, children }: { count: string; children: ReactNode }) => (
    <Card variant="outlined">
        <CardContent sx={{ p: { xs: 1, sm: 2 } }}>
            <ResultCount message={count} />
            {children}
        </CardContent>
    </Card>
);
