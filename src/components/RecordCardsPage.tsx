import type { ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from './PageHeading';
import { QueryState } from './QueryState';

const ALL = { page: 1, perPage: 1000 };

export interface RecordCardsPageProps<Row extends RaRecord> {
    resource: string;
    title: string;
    submit: { to: string; label: string };
    texts: { loadError: string; empty: string; count: string };
    children: (rows: Row[]) => ReactNode;
}

/** An owner's records as cards (licenses, E&O certificates): how many, and a button to submit a new one. */
export const RecordCardsPage = <Row extends RaRecord>({
    resource,
    title,
    submit,
    texts,
    children,
}: RecordCardsPageProps<Row>) => {
    const translate = useTranslate();
    const query = useGetList<Row>(resource, { pagination: ALL });
    return (
        <>
            <PageHeading
                title={title}
                actions={
                    <Button component={RouterLink} to={submit.to} variant="contained" startIcon={<AddIcon />}>
                        {translate(submit.label)}
                    </Button>
                }
            />
            <QueryState query={query} error={texts.loadError} empty={texts.empty}>
                {rows => (
                    <>
                        <Typography color="text.secondary" sx={{ mb: 2 }}>
                            {translate(texts.count, { smart_count: rows.length })}
                        </Typography>
                        {children(rows)}
                    </>
                )}
            </QueryState>
        </>
    );
};
