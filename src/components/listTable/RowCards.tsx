import { Box, Card, Typography } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden';
import { cellValue } from './columns';
import type { TableColumn, TableFooterRow } from './types';

interface RowCardsProps<R extends RaRecord> {
    columns: Array<TableColumn<R>>;
    label: string;
    titleSource?: string;
    emptyValue?: string;
}

export const RowCards = <R extends RaRecord>({ columns, label, titleSource, emptyValue }: RowCardsProps<R>) => {
    const translate = useTranslate();
    const { data = [] } = useListContext<R>();
    const title =
        titleSource === undefined ? undefined : (columns.find(column => column.source === titleSource) ?? columns[0]);
    const fields = columns.filter(column => column !== title);
    return (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {data.map(record => (
                <Card key={record.id} component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
                    {title && (
                        <Typography
                            component="p"
                            variant="subtitle1"
                            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                        >
                            {/* The title's label is visible to assistive technology only: the value reads as a heading. */}
                            <Box component="span" sx={visuallyHidden}>
                                {`${translate(title.label, title.labelArgs)}: `}
                            </Box>
                            {cellValue(title, record)}
                        </Typography>
                    )}
                    <Box
                        component="dl"
                        sx={{
                            display: 'grid',
                            gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                            columnGap: 1.5,
                            rowGap: 0.5,
                            m: 0,
                            mt: title ? 0.5 : 0,
                        }}
                    >
                        {fields.map(column => (
                            <Box key={column.source} sx={{ display: 'contents' }}>
                                <Typography component="dt" variant="body2" color="text.secondary">
                                    {translate(column.label, column.labelArgs)}
                                </Typography>
                                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                                    {cellValue(column, record) || emptyValue}
                                </Typography>
                            </Box>
                        ))}
                    </Box>
                </Card>
            ))}
        </Box>
    );
};

export const CardsFooter = ({ footer }: { footer: TableFooterRow }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600, px: 2, pt: 1.5 }}>
            <span>{translate(footer.label)}</span>
            <span>{footer.value}</span>
        </Box>
    );
};
