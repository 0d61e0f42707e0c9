import { Box, Card, Typography } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden';
import { cellValue } from './columns';
import type { TableColumn, TableFooterRow } from './types';

interface RowCardsProps<R extends RaRecord> {
    columns: Array<TableColumn<R>>;
    /** The list's name, translated. */
    label: string;
    /** The field each card is titled with; none: every field is listed. */
    titleSource?: string;
    /** Shown for a field without a value. */
    emptyValue?: string;
}

/**
 * The phone layout: one card per row, titled by one field (e.g. the agent's name as a link) and listing every
 * other field with its label, so nothing hides behind a sideways scroll.
 */
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

/** A total row under the cards: its label and its value on one line. */
export const CardsFooter = ({ footer }: { footer: TableFooterRow }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600, px: 2, pt: 1.5 }}>
            <span>{translate(footer.label)}</span>
            <span>{footer.value}</span>
        </Box>
    );
};
